import {
  ActivateRequest,
  DetailResponse,
  PasswordChangeRequest,
  ResendRequest,
  ResetCheckcodeRequest,
  ResetInitRequest,
  ResetRequest,
  SigninRequest,
  SigninResponse,
  InvitationInfo,
  SignupBody,
} from '@portal/contracts/schemas/auth';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { AppContext } from '../../context';
import { errorResponses } from '../../http/schemas';
import { sessionOf } from '../../plugins/auth';
import { t } from '../../plugins/locale';
import { activate, invitationInfo, resendActivation, signup } from './account.service';
import { changePassword, signin, signout } from './auth.service';
import { resetPassword, startReset, verifyResetCode } from './password-reset.service';
import { DEVICE_COOKIE, deviceCookieOptions } from './trusted-devices';

const tags = ['auth'];
const confirms = { 200: DetailResponse, ...errorResponses };

/** SPEC §7 authentication calls, all POST under /api/auth/. */
export const authRoutes: FastifyPluginAsyncZod<{ ctx: AppContext }> = async (app, { ctx }) => {
  const publicRoute = { public: true };
  const signedIn = { signedIn: true };

  app.post(
    '/signin/',
    {
      config: publicRoute,
      schema: { tags, body: SigninRequest, response: { 200: SigninResponse, ...errorResponses } },
    },
    async (request, reply) => {
      const device = request.cookies[DEVICE_COOKIE];
      const { response, deviceKey } = await signin(ctx, request.body, request.ip, device);
      if (deviceKey) reply.setCookie(DEVICE_COOKIE, deviceKey, deviceCookieOptions(request));
      return response;
    },
  );

  app.post(
    '/signout/',
    { config: signedIn, schema: { tags, response: confirms } },
    async (request) => {
      await signout(ctx, sessionOf(request));
      return { detail: t(request.locale, 'messages.signed_out') };
    },
  );

  app.get(
    '/invitation/',
    {
      config: publicRoute,
      schema: {
        tags,
        querystring: z.object({ code: z.string().trim().min(1).max(64) }),
        response: { 200: InvitationInfo, ...errorResponses },
      },
    },
    async (request) => invitationInfo(ctx, request.query.code, request.ip),
  );

  app.post(
    '/signup/',
    {
      config: publicRoute,
      schema: { tags, body: SignupBody, response: { 201: DetailResponse, ...errorResponses } },
    },
    async (request, reply) => {
      await signup(ctx, request.body, request.locale);
      return reply.code(201).send({ detail: t(request.locale, 'messages.signed_up') });
    },
  );

  app.post(
    '/activate/',
    { config: publicRoute, schema: { tags, body: ActivateRequest, response: confirms } },
    async (request) => {
      await activate(ctx, request.body, request.ip);
      return { detail: t(request.locale, 'messages.activated') };
    },
  );

  app.post(
    '/resend/',
    { config: publicRoute, schema: { tags, body: ResendRequest, response: confirms } },
    async (request) => {
      await resendActivation(ctx, request.body.email, request.ip);
      return { detail: t(request.locale, 'messages.activation_sent') };
    },
  );

  app.post(
    '/reset/init/',
    { config: publicRoute, schema: { tags, body: ResetInitRequest, response: confirms } },
    async (request) => {
      await startReset(ctx, request.body.email, request.ip);
      return { detail: t(request.locale, 'messages.reset_sent') };
    },
  );

  app.post(
    '/reset/checkcode/',
    { config: publicRoute, schema: { tags, body: ResetCheckcodeRequest, response: confirms } },
    async (request) => {
      await verifyResetCode(ctx, request.body, request.ip);
      return { detail: t(request.locale, 'messages.code_valid') };
    },
  );

  app.post(
    '/reset/',
    { config: publicRoute, schema: { tags, body: ResetRequest, response: confirms } },
    async (request) => {
      await resetPassword(ctx, request.body, request.ip);
      return { detail: t(request.locale, 'messages.password_reset') };
    },
  );

  app.post(
    '/password/change/',
    { config: signedIn, schema: { tags, body: PasswordChangeRequest, response: confirms } },
    async (request) => {
      await changePassword(ctx, sessionOf(request), request.body);
      return { detail: t(request.locale, 'messages.password_changed') };
    },
  );
};
