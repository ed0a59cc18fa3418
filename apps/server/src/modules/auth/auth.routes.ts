import {
  API,
  forgotPasswordRequestSchema,
  loginRequestSchema,
  okResponseSchema,
  resetPasswordRequestSchema,
  sessionResponseSchema,
  signupRequestSchema,
  signupResponseSchema,
  verifyEmailRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { publicOrigin } from '../../lib/origin.js';
import { endSession, startSession } from '../../plugins/session.js';
import { toSessionUser } from '../candidates/candidates.service.js';

const MINUTE = 60_000;

function bodyEmail(request: FastifyRequest): string {
  const email = (request.body as { email?: unknown } | undefined)?.email;
  return typeof email === 'string' ? email.trim().toLowerCase() : '';
}
const byIpAndEmail = (request: FastifyRequest) => `${request.ip}|${bodyEmail(request)}`;

export async function authRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();

  r.get(API.session, { schema: { response: { 200: sessionResponseSchema } } }, async (request) => {
    const candidate = request.candidate;
    return { data: { isLoggedIn: candidate !== null, user: candidate ? toSessionUser(candidate) : null } };
  });

  r.post(
    API.signup,
    {
      schema: { body: signupRequestSchema, response: { 202: signupResponseSchema } },
      preHandler: app.limit(
        { name: 'signup-ip', max: 5, timeWindowMs: MINUTE },
        // Every sign-up mails the address: at most a few mails an hour to one address, whoever asks.
        { name: 'signup-email', max: 5, timeWindowMs: 60 * MINUTE, key: bodyEmail },
      ),
    },
    async (request, reply) => {
      const created = await app.services.auth.signUp(
        request.tenant,
        { email: request.body.email, password: request.body.password, fullName: request.body.full_name },
        publicOrigin(request, request.tenant),
      );
      if (created) request.log.info({ candidateId: created.id }, 'candidate signed up');
      // The same answer for a new address and one with an account (docs/decisions/033); no session either way.
      return reply.code(202).send({ data: { status: 'check_email' as const } });
    },
  );

  r.post(
    API.verifyEmail,
    {
      schema: { body: verifyEmailRequestSchema, response: { 200: okResponseSchema } },
      // Tokens are 256-bit, so this limit is about load, not guessing.
      preHandler: app.limit({ name: 'verify-ip', max: 10, timeWindowMs: 15 * MINUTE }),
    },
    async (request) => {
      const candidate = await app.services.auth.verifyEmail(request.tenant, request.body.token);
      request.log.info({ candidateId: candidate.id }, 'candidate confirmed their email');
      return { data: { ok: true as const } };
    },
  );

  r.post(
    API.login,
    {
      schema: { body: loginRequestSchema, response: { 200: sessionResponseSchema } },
      preHandler: app.limit(
        { name: 'login-ip-email', max: 10, timeWindowMs: MINUTE, key: byIpAndEmail },
        { name: 'login-ip', max: 30, timeWindowMs: MINUTE },
      ),
    },
    async (request, reply) => {
      const candidate = await app.services.auth.logIn(request.tenant, request.body);
      await startSession(request, reply, candidate);
      request.log.info({ candidateId: candidate.id }, 'candidate logged in');
      // Signing in proves the address: applications a visitor sent for it while signed out are joined now.
      // A failure here is logged, never a failed sign-in; the mailed link still works.
      await app.services.applications
        .claimPendingOnSignIn(request.tenant, candidate.id)
        .catch((err: unknown) => request.log.error({ err }, 'joining pending applications failed'));
      return { data: { isLoggedIn: true, user: toSessionUser(candidate) } };
    },
  );

  r.post(API.logout, { schema: { response: { 200: okResponseSchema } } }, async (request, reply) => {
    await endSession(request, reply);
    return { data: { ok: true as const } };
  });

  r.post(
    API.forgotPassword,
    {
      schema: { body: forgotPasswordRequestSchema, response: { 200: okResponseSchema } },
      preHandler: app.limit({
        name: 'forgot-ip-email',
        max: 5,
        timeWindowMs: 15 * MINUTE,
        key: byIpAndEmail,
      }),
    },
    async (request) => {
      await app.services.auth.requestPasswordReset(
        request.tenant,
        request.body.email,
        publicOrigin(request, request.tenant),
      );
      // Same answer whether or not the address has an account.
      return { data: { ok: true as const } };
    },
  );

  r.post(
    API.resetPassword,
    {
      schema: { body: resetPasswordRequestSchema, response: { 200: okResponseSchema } },
      // Tokens are 256-bit, so this limit is about load, not guessing.
      preHandler: app.limit({ name: 'reset-ip', max: 10, timeWindowMs: 15 * MINUTE }),
    },
    async (request, reply) => {
      const candidate = await app.services.auth.resetPassword(
        request.tenant,
        request.body.token,
        request.body.password,
      );
      // Every session of the candidate ended, including one this browser may hold.
      if (request.candidate?.id === candidate.id) await endSession(request, reply);
      return { data: { ok: true as const } };
    },
  );
}
