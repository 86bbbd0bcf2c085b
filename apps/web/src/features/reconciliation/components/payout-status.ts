import type { MantineColor } from '@mantine/core';
import type { SyncEntryStatus } from '@portal/contracts/schemas/sync';
import type { z } from 'zod';

/** The sync entry report's colours: Success green, Failed red, Ambiguous orange, Pending gray. */
export const STATUS_COLORS: Record<z.infer<typeof SyncEntryStatus>, MantineColor> = {
  Success: 'green',
  Failed: 'red',
  Ambiguous: 'orange',
  Pending: 'gray',
};
