import { useCan, useSessionStore } from '@/stores/session-store';

export interface ActiveCompanyRef {
  id: number;
  name: string;
}

/** The company company-scoped calls act in: the chosen one, else the user's first. */
export function useActiveCompany(): ActiveCompanyRef | null {
  return useSessionStore(
    (s) => s.company ?? s.companies[0] ?? s.userFullData?.companies[0] ?? null,
  );
}

/** SPEC §5: only the company owner removes users (the matrix's remove:company-users). */
export function useIsCompanyOwner(): boolean {
  return useCan('remove:company-users');
}
