import { PassThrough } from 'node:stream';
import {
  API,
  type NotificationKind,
  notificationBadgeResponseSchema,
  notificationIdParamSchema,
  notificationPreferencesResponseSchema,
  notificationPreferencesSchema,
  notificationsBootDataResponseSchema,
  notificationsQuerySchema,
  notificationsResponseSchema,
  RTL_LOCALES,
} from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';
import { escapeHtmlAttribute, escapeHtmlText } from '../pages/html-template.js';
import { createBadgeStreams, DEFAULT_STREAM_OPTIONS } from './notification-streams.js';
import { catalogueOf, fill } from './notification-texts.js';
import { NOTIFICATION_UNSUBSCRIBE_PATH } from './notifications.service.js';

const MINUTE = 60_000;

const unsubscribeQuerySchema = z.object({ token: z.string().max(2100).optional() });

export interface NotificationsRoutesOptions {
  /** Streams per candidate in this process and the heartbeat's period (tests make them small). */
  stream?: { maxPerCandidate?: number; heartbeatMs?: number };
}

/**
 * The notification center (spec 1 §7, docs/decisions/051): the list, the marks, the badge and its live stream,
 * the boot data, the preferences, and the mailed one-click unsubscribe (no sign-in).
 */
export async function notificationsRoutes(
  app: FastifyInstance,
  opts: NotificationsRoutesOptions = {},
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = () => app.services.notifications;
  const writes = app.limit({ name: 'notification-writes', max: 120, timeWindowMs: MINUTE, key: byAccount });
  const unsubscribes = app.limit({
    name: 'notification-unsubscribe',
    max: 30,
    timeWindowMs: MINUTE,
    key: (request) => request.ip,
  });

  const streams = createBadgeStreams(
    app.services.notificationHub,
    (tenantId, candidateId) => service().unviewedCount(tenantId, candidateId),
    { ...DEFAULT_STREAM_OPTIONS, ...opts.stream },
    (error) => app.log.error({ err: error }, 'badge stream refresh failed'),
  );
  // Before the server waits for open requests to end: a stream ends only when told to.
  app.addHook('preClose', async () => streams.close());
  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form; the page's button too.
  // Only this module's routes take forms (the parser is scoped to this plugin); the body itself is not needed.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  // Spec 1 §7 "GET /api/pcsx/notifications" (domain, optional type_filter=action_required, hl).
  r.get(
    API.notifications,
    { schema: { querystring: notificationsQuerySchema, response: { 200: notificationsResponseSchema } } },
    async (request) => {
      const candidate = requireCandidate(request);
      return { data: { notifications: await service().list(request.tenant, candidate, request.query) } };
    },
  );

  const badge = { schema: { response: { 200: notificationBadgeResponseSchema } } };

  r.get(API.notificationBadge, badge, async (request) => ({
    data: { count: await service().badge(request.tenant, requireCandidate(request).id) },
  }));

  r.post(API.notificationsMarkAllViewed, { ...badge, preHandler: writes }, async (request) => ({
    data: { count: await service().markAllViewed(request.tenant, requireCandidate(request).id) },
  }));

  r.post(
    API.notificationMarkClicked(':id'),
    {
      preValidation: async (request) => {
        requireCandidate(request);
      },
      preHandler: writes,
      schema: { params: notificationIdParamSchema, response: { 200: notificationBadgeResponseSchema } },
    },
    async (request) => ({
      data: {
        count: await service().markClicked(request.tenant, requireCandidate(request).id, request.params.id),
      },
    }),
  );

  r.post(API.notificationsMarkAllClicked, { ...badge, preHandler: writes }, async (request) => ({
    data: { count: await service().markAllClicked(request.tenant, requireCandidate(request).id) },
  }));

  // Answered for everyone: the shell decides from it whether to draw the bell.
  r.get(
    API.notificationsBootData,
    { schema: { response: { 200: notificationsBootDataResponseSchema } } },
    async (request) => ({ data: service().bootData(request.tenant, request.candidate !== null) }),
  );

  r.get(
    API.notificationPreferences,
    { schema: { response: { 200: notificationPreferencesResponseSchema } } },
    async (request) => ({
      data: { preferences: await service().preferences(request.tenant, requireCandidate(request).id) },
    }),
  );

  r.put(
    API.notificationPreferences,
    {
      preValidation: async (request) => {
        requireCandidate(request);
      },
      preHandler: writes,
      schema: {
        body: notificationPreferencesSchema,
        response: { 200: notificationPreferencesResponseSchema },
      },
    },
    async (request) => ({
      data: {
        preferences: await service().savePreferences(
          request.tenant,
          requireCandidate(request).id,
          request.body.preferences,
        ),
      },
    }),
  );

  /*
   * The live badge: `event: badge` with `{"count":N}` at once and after every change, a heartbeat comment, and the
   * stream removed when the browser goes. Not compressed (a compressor would hold the small events back), and
   * `X-Accel-Buffering: no` asks a proxy in front (nginx) not to buffer it either.
   */
  r.get(API.notificationsStream, { compress: false }, async (request, reply) => {
    const candidate = requireCandidate(request);
    const tenant = request.tenant;
    if (!tenant.config.notificationsConfig.enableCandidateInappNotifications)
      throw new AppError('NOT_FOUND', 'Notifications are not offered on this site.');
    const body = new PassThrough();
    const conn = {
      write: (chunk: string) => {
        if (!body.writableEnded) body.write(chunk);
      },
      end: () => body.end(),
    };
    const remove = await streams.add(tenant.id, candidate.id, conn);
    if (!remove)
      throw new AppError('RATE_LIMITED', 'Too many open notification streams: close another tab first.');
    request.raw.on('close', () => {
      remove();
      body.end();
    });
    reply
      .header('content-type', 'text/event-stream; charset=utf-8')
      .header('cache-control', 'no-store, no-transform')
      .header('x-accel-buffering', 'no');
    // The browser's EventSource waits this long before reconnecting after a drop.
    body.write('retry: 5000\n\n');
    return reply.send(body);
  });

  /*
   * The mailed unsubscribe link, no sign-in (the signed token says whose and which kind). GET shows a page asking
   * to confirm, so a link scanner that opens every link unsubscribes nobody; its button, and a mail client's own
   * unsubscribe button (RFC 8058 `List-Unsubscribe-Post`), POST to the same address.
   */
  r.get(
    NOTIFICATION_UNSUBSCRIBE_PATH,
    { schema: { querystring: unsubscribeQuerySchema } },
    async (request, reply) => {
      const token = request.query.token ?? '';
      const payload = token ? await service().readUnsubscribeToken(request.tenant, token) : null;
      return unsubscribePage(request, reply, payload ? 'ask' : 'invalid', payload?.k, token);
    },
  );

  r.post(
    NOTIFICATION_UNSUBSCRIBE_PATH,
    {
      config: { signedTokenOnly: true },
      preHandler: unsubscribes,
      schema: { querystring: unsubscribeQuerySchema },
    },
    async (request, reply) => {
      const kind = await service().unsubscribe(request.tenant, request.query.token ?? '');
      return unsubscribePage(
        request,
        reply,
        kind ? 'done' : 'invalid',
        kind ?? undefined,
        '',
        kind ? 200 : 400,
      );
    },
  );

  function unsubscribePage(
    request: FastifyRequest,
    reply: FastifyReply,
    state: 'ask' | 'done' | 'invalid',
    kind: NotificationKind | undefined,
    token: string,
    status = state === 'invalid' ? 400 : 200,
  ) {
    const tenant = request.tenant;
    const locale = service().languageFor(
      tenant,
      typeof (request.query as { hl?: unknown }).hl === 'string'
        ? (request.query as { hl: string }).hl
        : undefined,
      request.candidate?.preferred_language ?? null,
    );
    const c = catalogueOf(locale);
    const kindTitle = kind ? c.kinds[kind].title : '';
    const site = tenant.config.pcsxConfig.branding.companyName || tenant.name;
    const action = `${NOTIFICATION_UNSUBSCRIBE_PATH}?${new URLSearchParams({ token, domain: tenant.domain })}`;
    const main =
      state === 'ask'
        ? `<p>${escapeHtmlText(fill(c.unsubscribe.question, { kind: kindTitle }))}</p>
<form method="post" action="${escapeHtmlAttribute(action)}"><button type="submit">${escapeHtmlText(c.unsubscribe.button)}</button></form>`
        : `<p role="status">${escapeHtmlText(
            state === 'done' ? fill(c.unsubscribe.done, { kind: kindTitle }) : c.unsubscribe.invalid,
          )}</p>`;
    const nonce = (reply as unknown as { cspNonce?: { style?: string } }).cspNonce?.style;
    const html = `<!doctype html>
<html lang="${locale}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtmlText(`${c.unsubscribe.heading} – ${site}`)}</title>
<style${nonce ? ` nonce="${escapeHtmlAttribute(nonce)}"` : ''}>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
main{max-width:32rem;margin:10vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}
button{font:inherit;padding:.65rem 1.25rem;border:0;border-radius:8px;background:#1b4dd6;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
@media (max-width:600px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
</style></head>
<body><main><p>${escapeHtmlText(site)}</p><h1>${escapeHtmlText(c.unsubscribe.heading)}</h1>
${main}
</main></body></html>`;
    return reply
      .code(status)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  }
}
