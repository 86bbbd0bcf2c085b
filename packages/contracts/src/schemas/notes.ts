import { z } from 'zod';
import { PageQuery, paginated } from '../pagination';
import { id, patchOf, queryId, requiredString } from '../validation';

/**
 * SPEC §3 note: title, text, type, visibility, attached to one company, project or task.
 * Visibility (SPEC §6, ADR 033): private — its author; firm — the firm's accountants who see
 * what it is attached to; shared — also the users of the client company it concerns.
 */
export const NOTE_TYPES = ['note', 'meeting', 'call', 'email', 'reminder'] as const;
export type NoteType = (typeof NOTE_TYPES)[number];
export const NOTE_VISIBILITIES = ['private', 'firm', 'shared'] as const;
export type NoteVisibility = (typeof NOTE_VISIBILITIES)[number];

export const NOTE_TITLE_MAX = 200;
export const NOTE_TEXT_MAX = 10_000;

/** What a note is attached to: exactly one of them (checked by the server). */
const Attachment = {
  company: id().optional(),
  project: id().optional(),
  task: id().optional(),
};

const NoteFields = z.object({
  title: requiredString(NOTE_TITLE_MAX),
  text: z.string({ error: 'required' }).trim().max(NOTE_TEXT_MAX, { error: 'max' }),
  type: z.enum(NOTE_TYPES, { error: 'required' }),
  visibility: z.enum(NOTE_VISIBILITIES, { error: 'required' }),
});

export const NoteInput = NoteFields.extend(Attachment);
export type NoteInput = z.input<typeof NoteInput>;

/** The form's fields (the attachment comes from where the form is opened). */
export const NoteForm = NoteFields;
export type NoteForm = z.input<typeof NoteForm>;

/**
 * A change by the note's author. Only a `visibility` in the body changes who sees the note:
 * a change that omits it keeps the visibility the note has.
 */
export const NotePatch = patchOf(NoteFields.extend(Attachment).partial());
export type NotePatch = z.input<typeof NotePatch>;

const Ref = z.object({ id: z.number().int(), name: z.string() });

export const Note = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  type: z.enum(NOTE_TYPES),
  visibility: z.enum(NOTE_VISIBILITIES),
  company: Ref.nullable(),
  project: Ref.nullable(),
  task: Ref.nullable(),
  /** the client company the note concerns (the company, or the project's client) */
  client: Ref.nullable(),
  author: Ref.nullable(),
  /** the caller wrote it, so may change and delete it */
  mine: z.boolean(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
});
export type Note = z.infer<typeof Note>;

export const NoteQuery = PageQuery.extend({
  /** attached to this company */
  company: queryId().optional(),
  project: queryId().optional(),
  task: queryId().optional(),
  /** about this client company: attached to it, to its projects or to their tasks */
  client: queryId().optional(),
  type: z.enum(NOTE_TYPES).optional(),
  visibility: z.enum(NOTE_VISIBILITIES).optional(),
  /** in the title or text */
  search: z.string().trim().max(200).optional(),
}).strict();
export type NoteQuery = z.infer<typeof NoteQuery>;

export const NotePage = paginated(Note);
