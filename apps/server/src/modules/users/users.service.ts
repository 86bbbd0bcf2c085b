import type { Me } from '@portal/contracts/schemas/tenancy';
import type { UserPatch } from '@portal/contracts/schemas/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import { notFound, permissionDenied } from '../../http/http-error';
import { newPublicToken } from '../../lib/secrets';
import type { Session } from '../../plugins/auth';
import { recordEvent, snapshot } from '../events/events.service';
import type { Scope } from '../tenancy/scope';
import { toUserDto } from './user-dto';
import {
  companiesOfUser,
  companyRef,
  findUserByPictureToken,
  findVisibleUser,
  firmRef,
  firmsOfUser,
  updateUser,
} from './users.repository';
import type { Viewer } from './users.repository';

export async function userView(db: Db, row: UserRow) {
  const [companies, firms] = await Promise.all([
    companiesOfUser(db, row.id),
    firmsOfUser(db, row.id),
  ]);
  return toUserDto(row, { companies, firms });
}

/** Whether a viewer may see that a user works in a company (ADR 010): its own or one it sees. */
export const showsCompany = (viewer: Viewer, userId: number, companyId: number) =>
  viewer.all || userId === viewer.userId || viewer.companyIds.includes(companyId);

/** A user as the viewer may see them: of their companies, only those the viewer sees too. */
export async function userViewFor(db: Db, viewer: Viewer, row: UserRow) {
  const view = await userView(db, row);
  return { ...view, companies: view.companies.filter((c) => showsCompany(viewer, row.id, c.id)) };
}

const fullName = (u: UserRow) => `${u.firstName} ${u.lastName}`.trim() || u.email;

/** users/me: the identity acted as, the switch behind it (SPEC §4) and the active company/firm. */
export async function getMe(ctx: AppContext, session: Session, scope: Scope): Promise<Me> {
  const row = session.user; // read with the token on this very request
  const [companies, firms] = await Promise.all([
    companiesOfUser(ctx.db, row.id),
    firmsOfUser(ctx.db, row.id),
  ]);
  const view = toUserDto(row, { companies, firms });
  // The active company and firm are usually the user's own: no extra query then.
  const { activeCompanyId, activeFirmId } = scope;
  const own = companies.find((c) => c.id === activeCompanyId);
  const company =
    activeCompanyId === null
      ? null
      : own
        ? { id: own.id, name: own.name, company_id: own.company_id }
        : ((await companyRef(ctx.db, activeCompanyId)) ?? null);
  const firm =
    activeFirmId === null
      ? null
      : (firms.find((f) => f.id === activeFirmId) ?? (await firmRef(ctx.db, activeFirmId)));
  const firmRefOnly = firm ? { id: firm.id, name: firm.name } : null;
  const { actor, switchKind } = session;
  return {
    ...view,
    new_features: switchKind === 'firm' ? (firm?.newFeatures ?? false) : view.new_features,
    switched: switchKind
      ? {
          kind: switchKind,
          actor: { id: actor.id, email: actor.email, name: fullName(actor) },
          role: scope.role,
          company: switchKind === 'company' ? (company ?? null) : null,
          firm: switchKind === 'firm' ? firmRefOnly : null,
        }
      : null,
    active_company: company ?? null,
    active_firm: firmRefOnly,
  };
}

export async function getUser(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await findVisibleUser(ctx.db, viewer, id);
  if (!row) throw notFound();
  return userViewFor(ctx.db, viewer, row);
}

function patchToRow(current: UserRow, patch: UserPatch): Partial<NewUserRow> {
  const change: Partial<NewUserRow> = {};
  if (patch.first_name !== undefined) change.firstName = patch.first_name;
  if (patch.last_name !== undefined) change.lastName = patch.last_name;
  if (patch.username !== undefined) change.username = patch.username;
  if (patch.phone !== undefined) change.phone = patch.phone;
  if (patch.admin_alert_email !== undefined) change.adminAlertEmail = patch.admin_alert_email;
  if (patch.receive_alerts !== undefined) change.receiveAlerts = patch.receive_alerts;
  if (patch.locale !== undefined) change.locale = patch.locale;
  if (patch.notification_settings !== undefined) {
    change.notificationSettings = {
      ...current.notificationSettings,
      ...patch.notification_settings,
    };
  }
  return change;
}

export interface NewPicture {
  data: Buffer;
  mime: string;
}

/** Applies a profile change (and a new picture, under a fresh URL) for a user the viewer may see. */
export async function patchUser(
  ctx: AppContext,
  viewer: Viewer,
  id: number,
  patch: UserPatch,
  picture?: NewPicture,
) {
  const current = await findVisibleUser(ctx.db, viewer, id);
  if (!current) throw notFound();
  // Others' profiles are seen, not edited: only the user themself and in-house staff edit.
  if (id !== viewer.userId && !viewer.all) throw permissionDenied();
  const change = patchToRow(current, patch);
  if (picture) {
    change.picture = picture.data;
    change.pictureMime = picture.mime;
    change.pictureToken = newPublicToken();
  }
  if (!Object.keys(change).length) return userView(ctx.db, current);
  const row = await ctx.db.transaction(async (tx) => {
    const updated = (await updateUser(tx, id, change))!;
    await recordEvent(tx, viewer, ctx.clock.now(), {
      entity: 'user',
      entityId: id,
      action: picture ? 'picture_changed' : 'updated',
      oldData: snapshot(current),
      newData: snapshot(updated),
    });
    return updated;
  });
  return userView(ctx.db, row);
}

/** A profile picture by its public token (no sign-in: the token is the secret). */
export async function pictureByToken(ctx: AppContext, token: string) {
  const found = await findUserByPictureToken(ctx.db, token);
  if (!found?.picture || !found.mime) throw notFound();
  return { data: found.picture, mime: found.mime };
}
