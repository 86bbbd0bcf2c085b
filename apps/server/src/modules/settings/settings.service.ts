import { MaintenanceUpdate } from '@portal/contracts/schemas/settings';
import type { PublicSettings } from '@portal/contracts/schemas/settings';
import type { AppContext } from '../../context';
import { recordEvent } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { readSetting, writeSetting } from './settings.repository';

const MAINTENANCE_OFF: MaintenanceUpdate = { enabled: false, message_sv: '', message_en: '' };

export async function publicSettings(ctx: AppContext): Promise<PublicSettings> {
  const stored = MaintenanceUpdate.safeParse(await readSetting(ctx.db, 'maintenance'));
  return { maintenance: stored.success ? stored.data : MAINTENANCE_OFF };
}

export async function setMaintenance(ctx: AppContext, scope: Scope, value: MaintenanceUpdate) {
  const before = (await publicSettings(ctx)).maintenance;
  await ctx.db.transaction(async (tx) => {
    const now = ctx.clock.now();
    await writeSetting(tx, 'maintenance', value, now);
    await recordEvent(tx, scope, now, {
      entity: 'setting',
      entityId: 'maintenance',
      action: 'updated',
      oldData: { ...before },
      newData: { ...value },
    });
  });
  return publicSettings(ctx);
}
