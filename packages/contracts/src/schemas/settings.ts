import { z } from 'zod';

/** GET /api/settings/public/: what the login screen needs before anyone signs in. */
export const PublicSettings = z.object({
  maintenance: z.object({
    enabled: z.boolean(),
    message_sv: z.string(),
    message_en: z.string(),
  }),
});
export type PublicSettings = z.infer<typeof PublicSettings>;

export const MaintenanceUpdate = PublicSettings.shape.maintenance;
export type MaintenanceUpdate = z.infer<typeof MaintenanceUpdate>;
