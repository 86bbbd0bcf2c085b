import {
  ClientMessage,
  ConversationPage,
  ConversationQuery,
  FirmConversation,
  MarkedRead,
  MessageInput,
  MessagePage,
  MessageQuery,
  MyConversation,
} from '@portal/contracts/schemas/client-communication';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import {
  firmConversation,
  firmConversations,
  firmMessages,
  myConversation,
  myMessages,
  postFirmMessage,
  postMyMessage,
  readFirmSide,
  readMySide,
} from './client-communication.service';

const tags = ['client-communication'];
/** the firm's accountants (SPEC §6) */
const firm = 'manage:client-communication';
/** the client company's owner and colleagues (ADR 033) */
const client = 'manage:firm-messages';

/**
 * A conversation per firm and client company. The firm reads every client's under `/` and
 * `/{company id}/`; the client's users read their company's with its firm under `/mine/`.
 */
export const clientCommunicationRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (
  app,
  { ctx },
) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const page = { 200: MessagePage, ...errorResponses };
  const created = { 201: ClientMessage, ...errorResponses };
  const marked = { 200: MarkedRead, ...errorResponses };

  app.get(
    '/',
    {
      config: { permission: firm },
      schema: {
        tags,
        querystring: ConversationQuery,
        response: { 200: ConversationPage, ...errorResponses },
      },
    },
    async (request) => {
      const { limit, offset, search, unread } = request.query;
      const filter = { limit, offset, search, unreadOnly: unread === 'true' };
      const { count, results } = await firmConversations(ctx, await scope(request), filter);
      return toPage(request.url, { limit, offset }, count, results);
    },
  );

  app.get(
    '/mine/',
    {
      config: { permission: client },
      schema: { tags, response: { 200: MyConversation, ...errorResponses } },
    },
    async (request) => myConversation(ctx, await scope(request)),
  );

  app.get(
    '/mine/messages/',
    { config: { permission: client }, schema: { tags, querystring: MessageQuery, response: page } },
    async (request) => {
      const { count, results } = await myMessages(ctx, await scope(request), request.query);
      return toPage(request.url, request.query, count, results);
    },
  );

  app.post(
    '/mine/messages/',
    { config: { permission: client }, schema: { tags, body: MessageInput, response: created } },
    async (request, reply) =>
      reply.code(201).send(await postMyMessage(ctx, await scope(request), request.body.body)),
  );

  app.post(
    '/mine/read/',
    { config: { permission: client }, schema: { tags, response: marked } },
    async (request) => readMySide(ctx, await scope(request)),
  );

  app.get(
    '/:id/',
    {
      config: { permission: firm },
      schema: { tags, params: IdParams, response: { 200: FirmConversation, ...errorResponses } },
    },
    async (request) => firmConversation(ctx, await scope(request), request.params.id),
  );

  app.get(
    '/:id/messages/',
    {
      config: { permission: firm },
      schema: { tags, params: IdParams, querystring: MessageQuery, response: page },
    },
    async (request) => {
      const { count, results } = await firmMessages(
        ctx,
        await scope(request),
        request.params.id,
        request.query,
      );
      return toPage(request.url, request.query, count, results);
    },
  );

  app.post(
    '/:id/messages/',
    {
      config: { permission: firm },
      schema: { tags, params: IdParams, body: MessageInput, response: created },
    },
    async (request, reply) =>
      reply
        .code(201)
        .send(
          await postFirmMessage(ctx, await scope(request), request.params.id, request.body.body),
        ),
  );

  app.post(
    '/:id/read/',
    { config: { permission: firm }, schema: { tags, params: IdParams, response: marked } },
    async (request) => readFirmSide(ctx, await scope(request), request.params.id),
  );
};
