import {
  API,
  changePasswordRequestSchema,
  deleteAccountRequestSchema,
  isLocale,
  languageRequestSchema,
  okResponseSchema,
  settingsResponseSchema,
} from '@portico/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { AppError } from '../../lib/app-error.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { endSession, requireCandidate, requireSignedIn } from '../../plugins/session.js';

const MINUTE = 60_000;

/** Settings of the signed-in candidate (/careers/settings): every route needs a session. */
export async function settingsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const byCandidate = {
    key: byAccount,
  };

  // Reading one's own account, downloading one's data (export module) and deleting the account are privacy
  // rights: they work while the terms gate holds a candidate who has not accepted the current terms, so nobody
  // must accept terms to leave. Every other call here stays behind the gate (docs/decisions/029).
  r.get(API.settings, { schema: { response: { 200: settingsResponseSchema } } }, async (request) => {
    const candidate = requireSignedIn(request);
    const activeSessions = await app.services.sessions.countActive(request.tenant.id, candidate.id);
    return {
      data: {
        email: candidate.email,
        fullName: candidate.full_name,
        preferredLanguage: isLocale(candidate.preferred_language) ? candidate.preferred_language : null,
        activeSessions,
        createdAt: candidate.created_at,
      },
    };
  });

  r.post(
    API.settingsPassword,
    {
      schema: { body: changePasswordRequestSchema, response: { 200: okResponseSchema } },
      preHandler: app.limit({
        name: 'settings-password',
        max: 10,
        timeWindowMs: 15 * MINUTE,
        ...byCandidate,
      }),
    },
    async (request) => {
      const candidate = requireCandidate(request);
      await app.services.auth.changePassword(request.tenant, candidate, {
        currentPassword: request.body.current_password,
        newPassword: request.body.new_password,
        keepSessionId: request.session?.id ?? null,
      });
      return { data: { ok: true as const } };
    },
  );

  r.put(
    API.settingsLanguage,
    {
      schema: { body: languageRequestSchema, response: { 200: okResponseSchema } },
      preHandler: app.limit({ name: 'settings-language', max: 30, timeWindowMs: MINUTE, ...byCandidate }),
    },
    async (request) => {
      const candidate = requireCandidate(request);
      const supported = request.tenant.config.supportedLanguages;
      if (!supported.includes(request.body.language)) {
        throw new AppError('VALIDATION_FAILED', undefined, {
          fields: { language: `Choose one of this site's languages: ${supported.join(', ')}.` },
        });
      }
      await app.services.candidates.update(request.tenant.id, candidate.id, {
        preferredLanguage: request.body.language,
      });
      return { data: { ok: true as const } };
    },
  );

  r.post(
    API.settingsSignOutEverywhere,
    {
      schema: { response: { 200: okResponseSchema } },
      preHandler: app.limit({ name: 'settings-signout', max: 10, timeWindowMs: MINUTE, ...byCandidate }),
    },
    async (request, reply) => {
      const candidate = requireCandidate(request);
      await app.services.sessions.endAllForCandidate(request.tenant.id, candidate.id);
      await endSession(request, reply);
      return { data: { ok: true as const } };
    },
  );

  r.post(
    API.settingsDeleteAccount,
    {
      schema: { body: deleteAccountRequestSchema, response: { 200: okResponseSchema } },
      preHandler: app.limit({ name: 'settings-delete', max: 5, timeWindowMs: 15 * MINUTE, ...byCandidate }),
    },
    async (request, reply) => {
      const candidate = requireSignedIn(request);
      await app.services.auth.deleteAccount(request.tenant, candidate, request.body.password);
      // The session row went with the candidate; clear the cookie and rotate the CSRF token.
      request.session = null;
      await endSession(request, reply);
      request.log.info({ candidateId: candidate.id }, 'candidate deleted their account');
      return { data: { ok: true as const } };
    },
  );
}
