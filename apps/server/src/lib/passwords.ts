import { hash, verify } from '@node-rs/argon2';

// argon2id (the library default) with the OWASP minimum: 19 MiB, 2 passes, 1 lane.
const OPTIONS = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

let dummyHash: Promise<string> | undefined;

/** Verifies against a dummy hash when the account is unknown, so timing reveals nothing. */
export async function verifyPassword(passwordHash: string | undefined, password: string) {
  if (passwordHash === undefined) {
    dummyHash ??= hash('dummy-password-for-timing', OPTIONS);
    await verify(await dummyHash, password);
    return false;
  }
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
