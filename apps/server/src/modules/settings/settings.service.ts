import { MaintenanceUpdate } from '@portal/contracts/schemas/settings';
import type { PublicSettings } from '@portal/contracts/schemas/settings';
import type { AppContext } from '../../context';
import { readSetting, writeSetting } from './settings.repository';

const MAINTENANCE_OFF: MaintenanceUpdate = { enabled: false, message_sv: '', message_en: '' };

export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const stored = MaintenanceUpdate.safeParse(await readSetting(ctx.db, 'maintenance'));
  return { maintenance: stored.success ? stored.data : MAINTENANCE_OFF };
}

export async function setMaintenance(ctx: AppContext, value: MaintenanceUpdate) {
  await writeSetting(ctx.db, 'maintenance', value, ctx.clock.now());
  return publicSettings(ctx);
}
