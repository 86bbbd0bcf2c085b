import type { Subscription } from '@portal/contracts/schemas/subscriptions';
import type { SwitchResponse } from '@portal/contracts/schemas/tenancy';
import { api } from '@/lib/api-client';

export type SwitchTarget =
  { kind: 'user'; id: number } | { kind: 'company'; id: number } | { kind: 'firm'; id: number };

/** POST switch/{user,company,firm}/: a new key that acts as the target (SPEC §4). */
export function switchSession(target: SwitchTarget): Promise<SwitchResponse> {
  const body =
    target.kind === 'user'
      ? { user_id: target.id }
      : target.kind === 'company'
        ? { company_id: target.id }
        : { firm_id: target.id };
  return api.post<SwitchResponse>(`switch/${target.kind}/`, body);
}

/** POST switch/unswitch/ with the switched key; its 401 does not sign the user out (SPEC §8). */
export function unswitchSession(): Promise<null> {
  return api.post<null>('switch/unswitch/', undefined, { unswitch: true });
}

/** The company's subscriptions (SPEC §7: by company_id), loaded when switching into it. */
export function getCompanySubscriptions(companyId: number): Promise<Subscription[]> {
  return api.get<Subscription[]>('subscriptions/', { params: { company_id: companyId } });
}
