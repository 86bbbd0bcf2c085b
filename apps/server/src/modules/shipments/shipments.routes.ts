import {
  ServicePointList,
  ServicePointQuery,
  Shipment,
  ShipmentBulkCancel,
  ShipmentBulkCancelResult,
  ShipmentBulkCreate,
  ShipmentBulkJob,
  ShipmentCheck,
  ShipmentDashboard,
  ShipmentDashboardQuery,
  ShipmentDraft,
  ShipmentDraftQuery,
  ShipmentInput,
  ShipmentLabelQuery,
  ShipmentLabelsInput,
  ShipmentOptions,
  ShipmentPage,
  ShipmentPatch,
  ShipmentQuery,
  ShipmentRefusal,
  ShipmentSettings,
  ShipmentSettingsInput,
} from '@portal/contracts/schemas/shipments';
import type { ShipmentForm } from '@portal/contracts/schemas/shipments';
import { queryId } from '@portal/contracts/validation';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../context';
import { toPage } from '../../http/pagination';
import { errorResponses, IdParams } from '../../http/schemas';
import { scopeOf } from '../tenancy/scope';
import { bulkJob, startBulk } from './bulk.service';
import { shipmentDashboard } from './dashboard.service';
import { retryShipmentFreight } from './freight';
import { labelOf, printLabels } from './labels.service';
import type { LabelFile } from './labels.service';
import { notifyReceiver } from './notify.service';
import { sendRefused, ShipmentRefused, wordProblems } from './problems';
import { getSettings, putSettings, servicePoints, shipmentOptions } from './settings.service';
import {
  checkFor,
  createShipment,
  draftFor,
  getShipment,
  listShipmentsFor,
  patchShipment,
} from './shipments.service';
import { bulkCancel, cancelShipment, refreshTracking } from './tracking.service';

const tags = ['shipments'];
const config = { permission: 'manage:shipments' } as const;
const refusals = { 400: ShipmentRefusal, ...errorResponses };
const JobParams = z.object({ job: queryId() });

function sendFile(reply: FastifyReply, file: LabelFile) {
  return reply
    .type(file.mime)
    .header('content-disposition', `inline; filename="${file.filename}"`)
    .header('cache-control', 'private, no-store')
    .send(file.data);
}

/**
 * /shipments (issue 18, ADR 042): the active company's shipments through its shipping app.
 * Owner only; another company's shipment is "not found". A purchase that cannot be made
 * answers 400 with its problems in the caller's language.
 */
export const shipmentsRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const scope = (request: Parameters<typeof scopeOf>[1]) => scopeOf(ctx.db, request);
  const one = { 200: Shipment, ...refusals };

  app.setErrorHandler((error, request, reply) => {
    if (error instanceof ShipmentRefused) return sendRefused(request, reply, error);
    throw error;
  });

  app.get(
    '/',
    {
      config,
      schema: {
        tags,
        querystring: ShipmentQuery,
        response: { 200: ShipmentPage, ...errorResponses },
      },
    },
    async (request) => {
      const { count, results } = await listShipmentsFor(ctx, await scope(request), request.query);
      return toPage(request.url, request.query, count, results);
    },
  );

  app.get(
    '/dashboard/',
    {
      config,
      schema: {
        tags,
        querystring: ShipmentDashboardQuery,
        response: { 200: ShipmentDashboard, ...errorResponses },
      },
    },
    async (request) => shipmentDashboard(ctx, await scope(request), request.query),
  );

  app.get(
    '/options/',
    { config, schema: { tags, response: { 200: ShipmentOptions, ...refusals } } },
    async (request) => shipmentOptions(ctx, await scope(request)),
  );

  app.get(
    '/settings/',
    { config, schema: { tags, response: { 200: ShipmentSettings, ...errorResponses } } },
    async (request) => getSettings(ctx, await scope(request)),
  );

  app.put(
    '/settings/',
    {
      config,
      schema: {
        tags,
        body: ShipmentSettingsInput,
        response: { 200: ShipmentSettings, ...errorResponses },
      },
    },
    async (request) => putSettings(ctx, await scope(request), request.body),
  );

  app.get(
    '/service-points/',
    {
      config,
      schema: {
        tags,
        querystring: ServicePointQuery,
        response: { 200: ServicePointList, ...refusals },
      },
    },
    async (request) => servicePoints(ctx, await scope(request), request.query),
  );

  app.get(
    '/draft/',
    {
      config,
      schema: {
        tags,
        querystring: ShipmentDraftQuery,
        response: { 200: ShipmentDraft, ...refusals },
      },
    },
    async (request) => draftFor(ctx, await scope(request), request.query.order),
  );

  app.post(
    '/check/',
    {
      config,
      schema: { tags, body: ShipmentInput, response: { 200: ShipmentCheck, ...refusals } },
    },
    async (request) => {
      const problems = await checkFor(ctx, await scope(request), request.body as ShipmentForm);
      return { problems: wordProblems(request.locale, problems) };
    },
  );

  app.post(
    '/',
    { config, schema: { tags, body: ShipmentInput, response: { 201: Shipment, ...refusals } } },
    async (request, reply) => {
      const form = request.body as ShipmentForm;
      const shipment = await createShipment(ctx, await scope(request), form, request.locale);
      return reply.code(201).send(shipment);
    },
  );

  app.post(
    '/bulk/',
    {
      config,
      schema: { tags, body: ShipmentBulkCreate, response: { 202: ShipmentBulkJob, ...refusals } },
    },
    async (request, reply) => {
      const job = await startBulk(ctx, await scope(request), request.body.orders, request.locale);
      return reply.code(202).send(job);
    },
  );

  app.get(
    '/bulk/:job/',
    {
      config,
      schema: { tags, params: JobParams, response: { 200: ShipmentBulkJob, ...errorResponses } },
    },
    async (request) => bulkJob(ctx, await scope(request), request.params.job, request.locale),
  );

  app.post(
    '/labels/',
    { config, schema: { tags, body: ShipmentLabelsInput, response: refusals } },
    async (request, reply) =>
      sendFile(reply, await printLabels(ctx, await scope(request), request.body)),
  );

  app.post(
    '/bulk-cancel/',
    {
      config,
      schema: {
        tags,
        body: ShipmentBulkCancel,
        response: { 200: ShipmentBulkCancelResult, ...errorResponses },
      },
    },
    async (request) => bulkCancel(ctx, await scope(request), request.body.ids, request.locale),
  );

  app.get('/:id/', { config, schema: { tags, params: IdParams, response: one } }, async (request) =>
    getShipment(ctx, await scope(request), request.params.id, request.locale),
  );

  app.patch(
    '/:id/',
    { config, schema: { tags, params: IdParams, body: ShipmentPatch, response: one } },
    async (request) =>
      patchShipment(ctx, await scope(request), request.params.id, request.body, request.locale),
  );

  app.post(
    '/:id/cancel/',
    { config, schema: { tags, params: IdParams, response: one } },
    async (request) => {
      const s = await scope(request);
      await cancelShipment(ctx, s, request.params.id);
      return getShipment(ctx, s, request.params.id, request.locale);
    },
  );

  app.post(
    '/:id/freight/retry/',
    { config, schema: { tags, params: IdParams, response: one } },
    async (request) => {
      const s = await scope(request);
      await retryShipmentFreight(ctx, s, request.params.id);
      return getShipment(ctx, s, request.params.id, request.locale);
    },
  );

  app.post(
    '/:id/refresh/',
    { config, schema: { tags, params: IdParams, response: one } },
    async (request) => {
      const s = await scope(request);
      await refreshTracking(ctx, s, request.params.id);
      return getShipment(ctx, s, request.params.id, request.locale);
    },
  );

  app.post(
    '/:id/notify/',
    { config, schema: { tags, params: IdParams, response: one } },
    async (request) => {
      const s = await scope(request);
      await notifyReceiver(ctx, s, request.params.id);
      return getShipment(ctx, s, request.params.id, request.locale);
    },
  );

  app.get(
    '/:id/label/',
    {
      config,
      schema: { tags, params: IdParams, querystring: ShipmentLabelQuery, response: refusals },
    },
    async (request, reply) =>
      sendFile(
        reply,
        await labelOf(ctx, await scope(request), request.params.id, request.query.format),
      ),
  );
};
