import type { Db } from '../../db/client';
import { fieldError, withDetail } from '../../http/http-error';
import { addSeconds } from '../../lib/clock';
import { equalHex, newSixDigitCode, sha256 } from '../../lib/secrets';
import type { CodePurpose } from './one-time-codes.repository';
import {
  claimAttempt,
  findLatestUnusedCode,
  releaseAttempt,
  replaceCode,
} from './one-time-codes.repository';

/** SPEC §5: activation codes last 24 hours, reset codes 1 hour; 5 wrong tries kill a code. */
export const CODE_TTL_SECONDS: Record<CodePurpose, number> = {
  activation: 24 * 3600,
  reset: 3600,
};
export const MAX_CODE_ATTEMPTS = 5;

function hashCode(userId: number, purpose: CodePurpose, code: string): string {
  return sha256(`${purpose}:${userId}:${code}`);
}

/** A fresh six-digit code (earlier ones die); returns the code for the e-mail, stores its hash. */
export async function issueCode(db: Db, now: Date, userId: number, purpose: CodePurpose) {
  const code = newSixDigitCode();
  await replaceCode(db, {
    userId,
    purpose,
    codeHash: hashCode(userId, purpose, code),
    createdAt: now,
    expiresAt: addSeconds(now, CODE_TTL_SECONDS[purpose]),
  });
  return code;
}

export const invalidCode = () => fieldError('invalid_code', 'code', 'errors.invalid_code');
export const codeExpired = () => withDetail(400, 'code_expired', 'errors.code_expired');

/**
 * Checks a code without using it up. An unknown account answers like a wrong code; a wrong code
 * uses up one of the code's attempts; an expired, used-up or too-often-guessed code is
 * `code_expired`.
 */
export async function checkCode(
  db: Db,
  now: Date,
  userId: number | undefined,
  purpose: CodePurpose,
  code: string,
) {
  if (userId === undefined) throw invalidCode();
  const row = await findLatestUnusedCode(db, userId, purpose);
  if (!row || row.expiresAt <= now) throw codeExpired();
  // The try takes its slot before the comparison, so tries arriving together cannot outnumber it.
  if (!(await claimAttempt(db, row.id, MAX_CODE_ATTEMPTS))) throw codeExpired();
  if (!equalHex(row.codeHash, hashCode(userId, purpose, code))) throw invalidCode();
  await releaseAttempt(db, row.id);
  return row;
}
