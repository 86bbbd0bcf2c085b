import { can } from '@portal/contracts/permissions';
import type { Note, NoteInput, NotePatch } from '@portal/contracts/schemas/notes';
import type { AppContext } from '../../context';
import { fieldError, notFound, withDetail } from '../../http/http-error';
import { NON_FIELD } from '../../http/validation';
import { firmScopeOf, seesClient } from '../firm-work/firm-scope';
import type { FirmScope } from '../firm-work/firm-scope';
import type { Scope } from '../tenancy/scope';
import {
  deleteNote,
  findFirmProject,
  findFirmTask,
  findNoteView,
  insertNote,
  listNotes,
  updateNote,
} from './notes.repository';
import type { NoteFilter, NoteView, NoteViewer } from './notes.repository';

type Attachment = Pick<NoteInput, 'company' | 'project' | 'task'>;

/** The firm's accountants read on the firm side, everyone else (owner, colleague) as the client. */
export async function noteViewerOf(ctx: AppContext, scope: Scope): Promise<NoteViewer> {
  if (can(scope.role, 'manage:client-communication')) {
    const firm = await firmScopeOf(ctx.db, scope);
    return { kind: 'firm', firmId: firm.firmId, userId: firm.userId, clientIds: firm.clientIds };
  }
  return { kind: 'client', userId: scope.userId, companyIds: scope.companyIds };
}

const firmViewer = (firm: FirmScope): NoteViewer => ({
  kind: 'firm',
  firmId: firm.firmId,
  userId: firm.userId,
  clientIds: firm.clientIds,
});

function toNote(view: NoteView, viewer: NoteViewer): Note {
  const n = view.note;
  const ref = (id: number | null, name: string | null) =>
    id === null ? null : { id, name: name ?? '' };
  return {
    id: n.id,
    title: n.title,
    text: n.text,
    type: n.type as Note['type'],
    visibility: n.visibility as Note['visibility'],
    company: ref(n.companyId, view.clientName),
    project: ref(n.projectId, view.projectName),
    task: ref(n.taskId, view.taskTitle),
    client: ref(view.clientId, view.clientName),
    author: ref(n.authorId, view.authorName),
    mine: viewer.kind === 'firm' && n.authorId === viewer.userId,
    created_at: n.createdAt.toISOString(),
    updated_at: n.updatedAt.toISOString(),
  };
}

export async function listNotesFor(ctx: AppContext, scope: Scope, filter: NoteFilter) {
  const viewer = await noteViewerOf(ctx, scope);
  const { count, rows } = await listNotes(ctx.db, viewer, filter);
  return { count, results: rows.map((row) => toNote(row, viewer)) };
}

async function noteFor(ctx: AppContext, viewer: NoteViewer, id: number) {
  const view = await findNoteView(ctx.db, viewer, id);
  if (!view) throw notFound();
  return view;
}

export async function getNote(ctx: AppContext, scope: Scope, id: number): Promise<Note> {
  const viewer = await noteViewerOf(ctx, scope);
  return toNote(await noteFor(ctx, viewer, id), viewer);
}

/**
 * Exactly one attachment, which the accountant sees: a client of theirs, or a project (or a
 * project's task) of the firm whose client, if it has one, is theirs. Anything else names
 * nothing, worded as for an id that does not exist.
 */
async function resolveAttachment(ctx: AppContext, firm: FirmScope, input: Attachment) {
  const given = (['company', 'project', 'task'] as const).filter((k) => input[k] !== undefined);
  if (given.length !== 1)
    throw fieldError('validation_error', NON_FIELD, 'collaboration.errors.one_attachment');
  const field = given[0]!;
  const noSuch = () => fieldError('validation_error', field, 'validation.no_such', { field });
  const visible = (clientId: number | null) => clientId === null || seesClient(firm, clientId);
  if (field === 'company') {
    if (!seesClient(firm, input.company!)) throw noSuch();
    return { companyId: input.company!, projectId: null, taskId: null, clientId: input.company! };
  }
  const found =
    field === 'project'
      ? await findFirmProject(ctx.db, firm.firmId, input.project!)
      : await findFirmTask(ctx.db, firm.firmId, input.task!);
  if (!found || !visible(found.companyId)) throw noSuch();
  return {
    companyId: null,
    projectId: field === 'project' ? found.id : null,
    taskId: field === 'task' ? found.id : null,
    clientId: found.companyId,
  };
}

export async function createNote(ctx: AppContext, scope: Scope, input: NoteInput) {
  const firm = await firmScopeOf(ctx.db, scope);
  const { clientId: _client, ...attachment } = await resolveAttachment(ctx, firm, input);
  const now = ctx.clock.now();
  const row = await insertNote(ctx.db, {
    firmId: firm.firmId,
    authorId: firm.userId,
    title: input.title,
    text: input.text,
    type: input.type,
    visibility: input.visibility,
    ...attachment,
    createdAt: now,
    updatedAt: now,
  });
  return getNote(ctx, scope, row.id);
}

/** The note, if the accountant sees it (404 otherwise) and wrote it (403 otherwise). */
async function authoredNote(ctx: AppContext, firm: FirmScope, id: number) {
  const view = await noteFor(ctx, firmViewer(firm), id);
  if (view.note.authorId !== firm.userId)
    throw withDetail(403, 'permission_denied', 'collaboration.errors.author_only');
  return view;
}

/**
 * Its author changes a note. Who sees it changes only through an explicit `visibility`: a patch
 * without one keeps the note's, and moving a shared note to another client (whose users would
 * then read it) needs the visibility said again in the same change.
 */
export async function patchNote(ctx: AppContext, scope: Scope, id: number, patch: NotePatch) {
  const firm = await firmScopeOf(ctx.db, scope);
  const current = await authoredNote(ctx, firm, id);
  const moving =
    patch.company !== undefined || patch.project !== undefined || patch.task !== undefined;
  let attachment = {};
  if (moving) {
    const { clientId, ...columns } = await resolveAttachment(ctx, firm, patch);
    const widens = current.note.visibility === 'shared' && clientId !== current.clientId;
    if (widens && patch.visibility === undefined)
      throw fieldError('validation_error', 'visibility', 'collaboration.errors.reshare');
    attachment = columns;
  }
  const row = await updateNote(ctx.db, id, firm.userId, {
    ...(patch.title !== undefined ? { title: patch.title } : {}),
    ...(patch.text !== undefined ? { text: patch.text } : {}),
    ...(patch.type !== undefined ? { type: patch.type } : {}),
    ...(patch.visibility !== undefined ? { visibility: patch.visibility } : {}),
    ...attachment,
    updatedAt: ctx.clock.now(),
  });
  if (!row) throw notFound();
  return getNote(ctx, scope, id);
}

export async function removeNote(ctx: AppContext, scope: Scope, id: number) {
  const firm = await firmScopeOf(ctx.db, scope);
  await authoredNote(ctx, firm, id);
  if (!(await deleteNote(ctx.db, id, firm.userId))) throw notFound();
}
