import { can } from '@portal/contracts/permissions';
import { isRole, roleListAllows } from '@portal/contracts/roles';
import type { Plugin, PluginInput } from '@portal/contracts/schemas/tenancy';
import type { AppContext } from '../../context';
import { isUniqueViolation } from '../../db/errors';
import type { PluginRow } from '../../db/schema/plugins';
import { fieldError, notFound } from '../../http/http-error';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import {
  deletePlugin,
  findPlugin,
  insertPlugin,
  listPlugins,
  updatePlugin,
} from './plugins.repository';
import type { NewPlugin } from './plugins.repository';

function toPluginDto(row: PluginRow): Plugin {
  return {
    id: row.id,
    path: row.path,
    title_sv: row.titleSv,
    title_en: row.titleEn,
    roles: row.roles.filter(isRole),
    url: row.url,
    show_in_menu: row.showInMenu,
  };
}

/** The plugins the current role may open (Owner passes every role check); all for their managers. */
export async function pluginsFor(ctx: AppContext, scope: Scope) {
  const rows = await listPlugins(ctx.db);
  const all = can(scope.role, 'manage:plugins');
  return rows
    .filter((p) => all || roleListAllows(p.roles.filter(isRole), scope.role))
    .map(toPluginDto);
}

function toRow(input: Partial<PluginInput>): Partial<NewPlugin> {
  const row: Partial<NewPlugin> = {};
  if (input.path !== undefined) row.path = input.path;
  if (input.title_sv !== undefined) row.titleSv = input.title_sv;
  if (input.title_en !== undefined) row.titleEn = input.title_en;
  if (input.roles !== undefined) row.roles = [...new Set(input.roles)];
  if (input.url !== undefined) row.url = input.url;
  if (input.show_in_menu !== undefined) row.showInMenu = input.show_in_menu;
  return row;
}

const pathTaken = () => fieldError('conflict', 'path', 'errors.plugin_path_taken');

export async function createPlugin(ctx: AppContext, scope: Scope, input: PluginInput) {
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await insertPlugin(tx, {
        ...(toRow(input) as NewPlugin),
        createdBy: scope.actorId,
      });
      await recordEvent(tx, scope, ctx.clock.now(), {
        entity: 'plugin',
        entityId: row.id,
        action: 'created',
        newData: snapshot(row),
      });
      return toPluginDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pathTaken();
    throw error;
  }
}

export async function patchPlugin(
  ctx: AppContext,
  scope: Scope,
  id: number,
  input: Partial<PluginInput>,
) {
  const current = await findPlugin(ctx.db, id);
  if (!current) throw notFound();
  try {
    return await ctx.db.transaction(async (tx) => {
      const row = await updatePlugin(tx, id, toRow(input));
      await recordEvent(tx, scope, ctx.clock.now(), {
        entity: 'plugin',
        entityId: id,
        action: 'updated',
        oldData: snapshot(current),
        newData: snapshot(row),
      });
      return toPluginDto(row);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pathTaken();
    throw error;
  }
}

export async function removePlugin(ctx: AppContext, scope: Scope, id: number) {
  const current = await findPlugin(ctx.db, id);
  if (!current) throw notFound();
  await ctx.db.transaction(async (tx) => {
    await deletePlugin(tx, id);
    await recordEvent(tx, scope, ctx.clock.now(), {
      entity: 'plugin',
      entityId: id,
      action: 'deleted',
      oldData: snapshot(current),
    });
  });
}
