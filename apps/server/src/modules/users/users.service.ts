import type { UserPatch } from '@portal/contracts/schemas/users';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import type { NewUserRow, UserRow } from '../../db/schema/users';
import { notFound } from '../../http/http-error';
import { newPublicToken } from '../../lib/secrets';
import { toUserDto } from './user-dto';
import {
  companiesOfUser,
  findUserById,
  findUserByPictureToken,
  findVisibleUser,
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

export async function getMe(ctx: AppContext, viewer: Viewer) {
  const row = await findUserById(ctx.db, viewer.id);
  if (!row) throw notFound();
  return userView(ctx.db, row);
}

export async function getUser(ctx: AppContext, viewer: Viewer, id: number) {
  const row = await findVisibleUser(ctx.db, viewer, id);
  if (!row) throw notFound();
  return userView(ctx.db, row);
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
  const change = patchToRow(current, patch);
  if (picture) {
    change.picture = picture.data;
    change.pictureMime = picture.mime;
    change.pictureToken = newPublicToken();
  }
  const row = Object.keys(change).length ? await updateUser(ctx.db, id, change) : current;
  return userView(ctx.db, row ?? current);
}

/** A profile picture by its public token (no sign-in: the token is the secret). */
export async function pictureByToken(ctx: AppContext, token: string) {
  const found = await findUserByPictureToken(ctx.db, token);
  if (!found?.picture || !found.mime) throw notFound();
  return { data: found.picture, mime: found.mime };
}
