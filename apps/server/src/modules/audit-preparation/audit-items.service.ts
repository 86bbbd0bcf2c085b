import {
  isAutomatic,
  type AuditItem,
  type AuditItemInput,
  type AuditItemPatch,
  type AuditStatus,
} from '@portal/contracts/schemas/audit-preparation';
import type { AppContext } from '../../context';
import { fieldError, notFound, withDetail } from '../../http/http-error';
import { firmScopeOf } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import { isoDay } from '../tax-preparation/fiscal-year';
import { clientYear, toAuditItem } from './audit-preparation.service';
import {
  deleteItem,
  findItemView,
  firmPeople,
  insertItem,
  updateItem,
} from './audit-preparation.repository';
import { CUSTOM_POSITION } from './standard-items';

/** A manual item moves one step at a time: open → in progress → done, and back a step. */
const STEPS: Record<AuditStatus, AuditStatus[]> = {
  open: ['in_progress'],
  in_progress: ['open', 'done'],
  done: ['in_progress'],
};

async function assertAssignee(ctx: AppContext, firm: FirmScope, userId: number | null | undefined) {
  if (userId === null || userId === undefined) return;
  const people = await firmPeople(ctx.db, firm.firmId);
  if (!people.some((p) => p.id === userId))
    throw fieldError('validation_error', 'assignee', 'validation.no_such');
}

async function visibleItem(ctx: AppContext, firm: FirmScope, id: number) {
  const view = await findItemView(ctx.db, firm, id);
  if (!view) throw notFound();
  return view;
}

async function itemOf(ctx: AppContext, firm: FirmScope, id: number): Promise<AuditItem> {
  return toAuditItem(await visibleItem(ctx, firm, id), isoDay(ctx.clock.now()));
}

/** A custom item of a client's checklist (a client the person may see, else 404). */
export async function createAuditItem(ctx: AppContext, scope: Scope, input: AuditItemInput) {
  const firm = await firmScopeOf(ctx.db, scope);
  await clientYear(ctx, firm, input.company, Number(input.year));
  await assertAssignee(ctx, firm, input.assignee);
  const now = ctx.clock.now();
  const row = await insertItem(ctx.db, {
    firmId: firm.firmId,
    companyId: input.company,
    fiscalYear: Number(input.year),
    kind: 'custom',
    title: input.title.trim(),
    description: input.description?.trim() ?? '',
    dueDate: input.due_date ?? null,
    assigneeId: input.assignee ?? null,
    position: CUSTOM_POSITION,
    createdAt: now,
    updatedAt: now,
  });
  return itemOf(ctx, firm, row.id);
}

/**
 * Due date and assignee of any item; the status of a manual one, a step at a time (the product
 * sets its own items' status); title and description of a custom one.
 */
export async function patchAuditItem(
  ctx: AppContext,
  scope: Scope,
  id: number,
  patch: AuditItemPatch,
) {
  const firm = await firmScopeOf(ctx.db, scope);
  const current = (await visibleItem(ctx, firm, id)).item;
  const status = patch.status as AuditStatus | undefined;
  if (status !== undefined && status !== current.status) {
    if (isAutomatic(current.kind))
      throw withDetail(409, 'conflict', 'preparation.audit.automatic_status');
    if (!STEPS[current.status as AuditStatus].includes(status))
      throw fieldError('validation_error', 'status', 'preparation.audit.status_step');
  }
  if ((patch.title !== undefined || patch.description !== undefined) && current.kind !== 'custom')
    throw withDetail(409, 'conflict', 'preparation.audit.standard_fixed');
  await assertAssignee(ctx, firm, patch.assignee);
  const now = ctx.clock.now();
  const moved = status !== undefined && status !== current.status;
  await updateItem(ctx.db, id, {
    ...(moved
      ? {
          status,
          completedAt: status === 'done' ? now : null,
          completedBy: status === 'done' ? scope.actorId : null,
        }
      : {}),
    ...(patch.due_date !== undefined ? { dueDate: patch.due_date } : {}),
    ...(patch.assignee !== undefined ? { assigneeId: patch.assignee } : {}),
    ...(patch.title !== undefined ? { title: patch.title.trim() } : {}),
    ...(patch.description !== undefined ? { description: patch.description.trim() } : {}),
    updatedAt: now,
  });
  return itemOf(ctx, firm, id);
}

/** Custom items can be removed (after the person confirmed); the standard ones belong. */
export async function deleteAuditItem(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  const current = (await visibleItem(ctx, firm, id)).item;
  if (current.kind !== 'custom')
    throw withDetail(409, 'conflict', 'preparation.audit.standard_delete');
  await deleteItem(ctx.db, id);
}
