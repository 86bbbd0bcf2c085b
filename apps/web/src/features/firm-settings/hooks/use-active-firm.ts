import type { FirmRef } from '@portal/contracts/schemas/users';
import { useSessionStore } from '@/stores/session-store';

/** The firm firm-scoped calls act in: the chosen one, else the user's first. */
export function useActiveFirm(): FirmRef | null {
  return useSessionStore((s) => s.accounting_firm ?? s.userFullData?.accounting_firms[0] ?? null);
}
