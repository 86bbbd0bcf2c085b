import type { MantineColor } from '@mantine/core';
import type { EntryStatus } from '../api/get-sync-entries';

/** Success green, Failed red, Ambiguous orange, Pending gray. */
export const ENTRY_STATUS_COLORS: Record<EntryStatus, MantineColor> = {
  Success: 'green',
  Failed: 'red',
  Ambiguous: 'orange',
  Pending: 'gray',
};

/** Entries that may be synced again; a success stays as it is. */
export function canSyncAgain(status: EntryStatus): boolean {
  return status !== 'Success';
}
