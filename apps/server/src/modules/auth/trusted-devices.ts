import type { CookieSerializeOptions } from '@fastify/cookie';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../context';
import { addSeconds } from '../../lib/clock';
import { newTokenKey, sha256 } from '../../lib/secrets';
import {
  deleteTrustedDevices,
  findTrustedDevice,
  insertTrustedDevice,
  touchTrustedDevice,
} from './trusted-devices.repository';

/** The cookie that tells a browser which signed in to an account before (ADR 014). */
export const DEVICE_COOKIE = 'portal_device';
const DEVICE_DAYS = 180;

/** Only the sign-in call reads it; scripts never do (the session key lives in localStorage). */
export function deviceCookieOptions(request: FastifyRequest): CookieSerializeOptions {
  return {
    path: '/api/auth/',
    httpOnly: true,
    sameSite: 'strict',
    secure: request.protocol === 'https',
    maxAge: DEVICE_DAYS * 24 * 3600,
  };
}

export type TrustedDevice = { id: number; key: string };

/** The browser's device, when its cookie is one this e-mail's account gave it. */
export async function trustedDeviceOf(
  ctx: AppContext,
  key: string | undefined,
  email: string,
): Promise<TrustedDevice | undefined> {
  if (!key) return undefined;
  const found = await findTrustedDevice(ctx.db, sha256(key), email);
  return found && { id: found.id, key };
}

/**
 * After a successful sign-in: the key of the browser's device cookie, a fresh one when it had
 * none for this account. Devices unused for half a year are forgotten.
 */
export async function trustDevice(
  ctx: AppContext,
  userId: number,
  device: TrustedDevice | undefined,
): Promise<string> {
  const now = ctx.clock.now();
  if (device) {
    await touchTrustedDevice(ctx.db, device.id, now);
    return device.key;
  }
  const key = newTokenKey();
  await deleteTrustedDevices(ctx.db, userId, addSeconds(now, -DEVICE_DAYS * 24 * 3600));
  await insertTrustedDevice(ctx.db, userId, sha256(key), now);
  return key;
}
