import { randomUUID } from 'node:crypto';
import cookie from '@fastify/cookie';
import { HEADERS } from '@portico/contracts';
import Fastify, { type FastifyInstance, type FastifyRequest, type FastifyServerOptions } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { createDb } from './db/database.js';
import type { Database } from './db/types.js';
import type { Env } from './env.js';
import './fastify-instance.js';
import { adminAnalyticsRoutes } from './modules/analytics/admin-analytics.routes.js';
import { analyticsRoutes } from './modules/analytics/analytics.routes.js';
import { adminApplicationsRoutes } from './modules/applications/admin-applications.routes.js';
import { applicationsRoutes } from './modules/applications/applications.routes.js';
import { pipelineRoutes } from './modules/applications/pipeline.routes.js';
import { authRoutes } from './modules/auth/auth.routes.js';
import { avatarsRoutes } from './modules/avatars/avatars.routes.js';
import { adminFormsRoutes } from './modules/candidate-forms/admin-forms.routes.js';
import { candidateFormsRoutes } from './modules/candidate-forms/candidate-forms.routes.js';
import { adminEventsRoutes } from './modules/events/admin-events.routes.js';
import { eventsRoutes } from './modules/events/events.routes.js';
import { exportRoutes } from './modules/export/export.routes.js';
import { formsRoutes } from './modules/forms/forms.routes.js';
import { healthRoutes } from './modules/health/health.routes.js';
import { interviewsRoutes } from './modules/interviews/interviews.routes.js';
import {
  type NotificationsRoutesOptions,
  notificationsRoutes,
} from './modules/notifications/notifications.routes.js';
import { offersRoutes } from './modules/offers/offers.routes.js';
import { onboardingRoutes } from './modules/onboarding/onboarding.routes.js';
import { pagesRoutes } from './modules/pages/pages.routes.js';
import { adminPositionsRoutes } from './modules/positions/admin-positions.routes.js';
import { positionsRoutes } from './modules/positions/positions.routes.js';
import { profileRoutes } from './modules/profile/profile.routes.js';
import { resumesRoutes } from './modules/resumes/resumes.routes.js';
import { searchRoutes } from './modules/search/search.routes.js';
import { type SeoRoutesOptions, seoRoutes } from './modules/seo/seo.routes.js';
import { settingsRoutes } from './modules/settings/settings.routes.js';
import { adminSiteRoutes } from './modules/site/admin-site.routes.js';
import { staffRoutes } from './modules/staff/staff.routes.js';
import { termsRoutes } from './modules/terms/terms.routes.js';
import { adminThemeRoutes } from './modules/theme/admin-theme.routes.js';
import compressionPlugin from './plugins/compression.js';
import csrfPlugin from './plugins/csrf.js';
import errorsPlugin from './plugins/errors.js';
import rateLimitPlugin from './plugins/rate-limit.js';
import securityPlugin from './plugins/security.js';
import sessionPlugin from './plugins/session.js';
import tenantPlugin from './plugins/tenant.js';
import { createServices } from './services.js';

export interface BuildAppOptions {
  env: Env;
  /** A database to use; the caller owns it. Without one the app opens (and closes) its own. */
  db?: Kysely<Database>;
  now?: () => Date;
  /** false for silence (tests), or pino options; default: JSON logs at LOG_LEVEL. */
  logger?: boolean | object;
  /** sitemap.xml options (tests make the per-file URL limit small). */
  seo?: SeoRoutesOptions;
  /** The badge streams' limits (tests make them small). */
  notifications?: NotificationsRoutesOptions;
}

const REQUEST_ID_RE = /^[A-Za-z0-9._:-]{1,64}$/;

/** Keeps secrets that may ride in query strings (reset tokens) out of the request log. */
export function redactUrl(url: string): string {
  return url.replace(/([?&](?:token|password|code)=)[^&#]*/gi, '$1[redacted]');
}

function loggerOptions(env: Env, logger: BuildAppOptions['logger']): FastifyServerOptions['logger'] {
  if (logger === false) return false;
  if (typeof logger === 'object') return logger;
  return {
    level: env.LOG_LEVEL,
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        '*.password',
        '*.current_password',
        '*.new_password',
      ],
      censor: '[redacted]',
    },
    serializers: {
      req(request: FastifyRequest) {
        return {
          method: request.method,
          url: redactUrl(request.url),
          host: request.host,
          remoteAddress: request.ip,
        };
      },
    },
  };
}

export async function buildApp(opts: BuildAppOptions): Promise<FastifyInstance> {
  const { env } = opts;
  const app = Fastify({
    logger: loggerOptions(env, opts.logger),
    // A hop count is valid for proxy-addr at run time; Fastify's types only omit it.
    trustProxy: env.TRUST_PROXY as boolean | string[],
    requestIdHeader: false,
    // The caller's id when it looks like one (a proxy or the SSR renderer), else a fresh UUID.
    genReqId: (req) => {
      const incoming = req.headers[HEADERS.requestId];
      return typeof incoming === 'string' && REQUEST_ID_RE.test(incoming) ? incoming : randomUUID();
    },
    bodyLimit: 1024 * 1024,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  const db = opts.db ?? createDb({ databaseUrl: env.DATABASE_URL, sqlitePath: env.SQLITE_PATH });
  const now = opts.now ?? (() => new Date());
  app.decorate('db', db);
  app.decorate('env', env);
  app.decorate('now', now);
  app.decorate('services', createServices({ db, env, now, log: app.log }));
  app.addHook('onClose', async () => {
    // First: running jobs may still send mail and use the database.
    await app.services.queue.close();
    app.services.mail.close();
    await app.services.resumes.close();
    await app.services.offers.close();
    await app.services.notificationHub.close();
    if (!opts.db) await db.destroy();
  });

  app.addHook('onSend', async (request, reply, payload) => {
    reply.header(HEADERS.requestId, request.id);
    const path = request.url.split('?')[0] ?? '';
    // API answers are per-user and must never sit in a shared or browser cache, unless the route chose its
    // own private caching (a candidate's photo, whose address changes with its content).
    if ((path.startsWith('/api/') || path === '/vslog') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
    return payload;
  });

  // Plugins: order matters, the onRequest hooks run as registered (tenant, then CSRF, then session).
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(cookie);
  await app.register(securityPlugin);
  await app.register(rateLimitPlugin);
  await app.register(tenantPlugin);
  await app.register(csrfPlugin);
  await app.register(sessionPlugin);

  // Modules.
  await app.register(healthRoutes);
  await app.register(authRoutes);
  await app.register(settingsRoutes);
  await app.register(termsRoutes);
  await app.register(analyticsRoutes);
  await app.register(formsRoutes);
  await app.register(searchRoutes);
  await app.register(positionsRoutes);
  await app.register(offersRoutes);
  await app.register(resumesRoutes);
  await app.register(profileRoutes);
  await app.register(onboardingRoutes);
  await app.register(avatarsRoutes);
  await app.register(applicationsRoutes);
  await app.register(candidateFormsRoutes);
  await app.register(exportRoutes);
  await app.register(staffRoutes);
  await app.register(adminPositionsRoutes);
  await app.register(adminApplicationsRoutes);
  await app.register(adminFormsRoutes);
  await app.register(pipelineRoutes);
  await app.register(adminSiteRoutes);
  await app.register(adminThemeRoutes);
  await app.register(interviewsRoutes);
  await app.register(eventsRoutes);
  await app.register(adminEventsRoutes);
  await app.register(adminAnalyticsRoutes);
  await app.register(notificationsRoutes, opts.notifications ?? {});
  await app.register(seoRoutes, opts.seo ?? {});
  // HTML pages last: the server-rendered web app (its renderer loads lazily on the first page request).
  await app.register(pagesRoutes);

  return app;
}
