import { api } from '@/lib/api-client';

/** POST auth/signout/: revokes the current token. A 401 here must not trigger another logout. */
export function signOut(): Promise<unknown> {
  return api.post('auth/signout/', undefined, { autoLogout: false });
}
