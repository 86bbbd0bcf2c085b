import { Note, NoteInput, NotePage, NotePatch, NoteQuery } from '@portal/contracts/schemas/notes';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { createNote, getNote, listNotesFor, patchNote, removeNote } from './notes.service';

const tags = ['notes'];
/** Accountants and the client's users read (each what they may see); accountants write. */
const read = 'view:notes';
const write = 'manage:client-communication';

/** SPEC §3 notes on a client company, a project or a task, with server-side visibility. */
export const notesRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: Note, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission: read },
      schema: { tags, querystring: NoteQuery, response: { 200: NotePage, ...errorResponses } },
    },
    async (request) => {
      const { limit, offset, ...filter } = request.query;
      const { count, results } = await listNotesFor(ctx, await scope(request), {
        limit,
        offset,
        ...filter,
      });
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.post(
    '/',
    {
      config: { permission: write },
      schema: { tags, body: NoteInput, response: { 201: Note, ...errorResponses } },
    },
    async (request, reply) =>
      reply.code(201).send(await createNote(ctx, await scope(request), request.body)),
  );

  app.get(
    '/:id/',
    { config: { permission: read }, schema: { tags, params: IdParams, response: one } },
    async (request) => getNote(ctx, await scope(request), request.params.id),
  );

  app.patch(
    '/:id/',
    {
      config: { permission: write },
      schema: { tags, params: IdParams, body: NotePatch, response: one },
    },
    async (request) => patchNote(ctx, await scope(request), request.params.id, request.body),
  );

  app.delete(
    '/:id/',
    { config: { permission: write }, schema: { tags, params: IdParams } },
    async (request, reply) => {
      await removeNote(ctx, await scope(request), request.params.id);
      return reply.code(204).send();
    },
  );
};
