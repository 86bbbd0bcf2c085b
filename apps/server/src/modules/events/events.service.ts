import type { EventLogEntry } from '@portal/contracts/schemas/tenancy';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { Scope } from '../tenancy/scope';
import { insertEvent, listEvents } from './events.repository';
import type { EventFilter } from './events.repository';

type Entity = EventLogEntry['entity'];
type Data = Record<string, unknown> | null;

/** Column names where the API says otherwise (ADR 008: the organisation number is `company_id`). */
const API_NAMES: Record<string, string> = { organizationNumber: 'company_id' };
const snakeCase = (key: string) => key.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`);

/** Plain JSON of a record in the API's field names: dates as ISO strings, bytes and secrets out. */
export function snapshot(row: object | null | undefined): Data {
  if (!row) return null;
  const out: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row)) {
    if (value instanceof Uint8Array || /password|token|picture$/i.test(key)) continue;
    out[API_NAMES[key] ?? snakeCase(key)] = value instanceof Date ? value.toISOString() : value;
  }
  return out;
}

/** Keeps only the keys whose value changed, so the log shows the change, not the whole record. */
function changedOnly(oldData: Data, newData: Data): [Data, Data] {
  if (!oldData || !newData) return [oldData, newData];
  const before: Record<string, unknown> = {};
  const after: Record<string, unknown> = {};
  for (const key of new Set([...Object.keys(oldData), ...Object.keys(newData)])) {
    if (JSON.stringify(oldData[key]) === JSON.stringify(newData[key])) continue;
    before[key] = oldData[key];
    after[key] = newData[key];
  }
  return [before, after];
}

export interface EventInput {
  entity: Entity;
  entityId: number | string;
  action: string;
  firmId?: number | null;
  oldData?: Data;
  newData?: Data;
}

/**
 * Records a change in the same transaction as the change itself. `doneBy` is the real person,
 * also while switched (SPEC §4); `actingAs` the identity they acted as.
 */
export async function recordEvent(db: Db, scope: Scope, at: Date, input: EventInput) {
  const [oldData, newData] = changedOnly(input.oldData ?? null, input.newData ?? null);
  if (oldData && newData && Object.keys(newData).length === 0) return; // nothing changed
  await insertEvent(db, {
    entity: input.entity,
    entityId: String(input.entityId),
    action: input.action,
    doneBy: scope.actorId,
    actingAs: scope.userId,
    actingRole: scope.role,
    firmId: input.firmId ?? null,
    oldData,
    newData,
    at,
  });
}

export async function eventPage(ctx: AppContext, filter: EventFilter) {
  const { count, rows } = await listEvents(ctx.db, filter);
  const results: EventLogEntry[] = rows.map(({ event, doneByEmail, actingAsEmail }) => ({
    id: event.id,
    entity: event.entity as Entity,
    entity_id: event.entityId,
    action: event.action,
    done_by: event.doneBy && doneByEmail ? { id: event.doneBy, email: doneByEmail } : null,
    acting_as:
      event.actingAs && actingAsEmail && event.actingAs !== event.doneBy
        ? { id: event.actingAs, email: actingAsEmail }
        : null,
    acting_role: event.actingRole,
    firm_id: event.firmId,
    old_data: event.oldData as Data,
    new_data: event.newData as Data,
    at: event.at.toISOString(),
  }));
  return { count, results };
}
