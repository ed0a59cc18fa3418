import {
  API,
  createJobAlertRequestSchema,
  JOB_ALERT_CONFIRM_PAGE,
  JOB_ALERT_MESSAGES,
  JOB_ALERT_UNSUBSCRIBE_PAGE,
  jobAlertDeletedResponseSchema,
  jobAlertIdParamSchema,
  jobAlertResponseSchema,
  jobAlertsResponseSchema,
  matchLocale,
  RTL_LOCALES,
  subscribeJobAlertRequestSchema,
  subscribeJobAlertResponseSchema,
  updateJobAlertRequestSchema,
} from '@portico/contracts';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError } from '../../lib/app-error.js';
import { siteOrigin, tenantLink } from '../../lib/origin.js';
import { byAccount } from '../../plugins/rate-limit.js';
import { requireCandidate } from '../../plugins/session.js';
import { escapeHtmlAttribute, escapeHtmlText } from '../pages/html-template.js';
import { jobAlertsOffered, visitorAlertsOffered } from '../saved-searches/saved-searches.service.js';
import { fill, jobAlertPageTexts, jobAlertTexts } from './job-alert-texts.js';

const MINUTE = 60_000;
const linkQuerySchema = z.object({
  token: z.string().max(2100).optional(),
  hl: z.string().max(20).optional(),
});

/**
 * Job alerts (docs/decisions/053): the signed-in candidate's own (list, create, change, delete: another's is a
 * 404), a visitor's subscription by address (double opt-in), and the pages of the mailed links (no sign-in).
 */
export async function jobAlertsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const service = () => app.services.savedSearches;
  const writes = app.limit({ name: 'job-alert-writes', max: 60, timeWindowMs: MINUTE, key: byAccount });
  // A subscription mails an address that has not agreed to anything yet: few per client address.
  const subscribes = app.limit({ name: 'job-alert-subscribe', max: 5, timeWindowMs: MINUTE });
  const links = app.limit({ name: 'job-alert-links', max: 30, timeWindowMs: MINUTE });

  // A mail client's one-click unsubscribe posts `List-Unsubscribe=One-Click` as a form, and so do the pages'
  // buttons. Scoped to this plugin; the body itself is not needed (the token is in the address).
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, body, done) => done(null, body),
  );

  /** The signed-in candidate, where the site offers job alerts (saved-search notifications and login). */
  function alertOwner(request: FastifyRequest) {
    const candidate = requireCandidate(request);
    if (!jobAlertsOffered(request.tenant.config))
      throw new AppError('FORBIDDEN', JOB_ALERT_MESSAGES.disabled);
    return candidate;
  }

  r.get(API.jobAlerts, { schema: { response: { 200: jobAlertsResponseSchema } } }, async (request) => {
    const candidate = alertOwner(request);
    return { data: { alerts: await service().listAlerts(request.tenant.id, candidate.id) } };
  });

  r.post(
    API.jobAlerts,
    {
      preHandler: writes,
      schema: { body: createJobAlertRequestSchema, response: { 201: jobAlertResponseSchema } },
    },
    async (request, reply) => {
      const candidate = alertOwner(request);
      const alert = await service().createAlert(request.tenant, candidate.id, request.body);
      return reply.code(201).send({ data: { alert } });
    },
  );

  r.patch(
    API.jobAlert(':id'),
    {
      preHandler: writes,
      schema: {
        params: jobAlertIdParamSchema,
        body: updateJobAlertRequestSchema,
        response: { 200: jobAlertResponseSchema },
      },
    },
    async (request) => {
      const candidate = alertOwner(request);
      const alert = await service().updateAlert(
        request.tenant.id,
        candidate.id,
        request.params.id,
        request.body,
      );
      return { data: { alert } };
    },
  );

  r.delete(
    API.jobAlert(':id'),
    {
      preHandler: writes,
      schema: { params: jobAlertIdParamSchema, response: { 200: jobAlertDeletedResponseSchema } },
    },
    async (request) => {
      const candidate = alertOwner(request);
      await service().deleteAlert(request.tenant.id, candidate.id, request.params.id);
      return { data: { deleted: true as const } };
    },
  );

  /*
   * A visitor's subscription: stored unconfirmed and a confirmation link mailed. The answer is the same for every
   * address (it says nothing of who subscribed before); nothing else is mailed until the link is used.
   */
  r.post(
    API.jobAlertsSubscribe,
    {
      preHandler: subscribes,
      schema: { body: subscribeJobAlertRequestSchema, response: { 202: subscribeJobAlertResponseSchema } },
    },
    async (request, reply) => {
      const tenant = request.tenant;
      if (!visitorAlertsOffered(tenant.config))
        throw new AppError('FORBIDDEN', JOB_ALERT_MESSAGES.visitorsDisabled);
      // The page's language when the site offers it, else the site's own: the mails are written in it.
      const supported = new Set<string>(tenant.config.supportedLanguages);
      const language =
        [request.body.hl, request.candidate?.preferred_language]
          .map((tag) => matchLocale(tag))
          .find((l) => l !== null && supported.has(l)) ?? tenant.config.defaultLanguage;
      const pending = await service().subscribeVisitor(tenant, { ...request.body, language });
      if (pending.token) {
        const { texts, locale } = jobAlertTexts(pending.language);
        const site = tenant.config.pcsxConfig.branding.companyName || tenant.name;
        const link = tenantLink(siteOrigin(app.env, tenant), tenant, JOB_ALERT_CONFIRM_PAGE, {
          token: pending.token,
          hl: locale,
        });
        await app.services.mail.send({
          tenantId: tenant.id,
          to: pending.email,
          subject: texts.confirmSubject,
          text: [
            fill(texts.confirmIntro, { site, name: pending.alert.name }),
            '',
            fill(texts.confirmAction, { link }),
            '',
            texts.confirmIgnore,
            '',
            '--',
            site,
          ].join('\n'),
        });
      }
      return reply.code(202).send({ data: { status: 'check_email' as const } });
    },
  );

  /*
   * The mailed links. GET shows the question and a button; the button POSTs to the same address, so a link
   * scanner that opens every link in a mail confirms and unsubscribes nobody. A mail client's own unsubscribe
   * button (RFC 8058 `List-Unsubscribe-Post`) posts to the unsubscribe address without cookies or our header:
   * the token in the address is the only authority these routes act on (`signedTokenOnly`).
   */
  r.get(
    JOB_ALERT_CONFIRM_PAGE,
    { preHandler: links, schema: { querystring: linkQuerySchema } },
    async (request, reply) => linkPage(request, reply, request.query.token ? 'confirmAsk' : 'invalid', ''),
  );
  r.post(
    JOB_ALERT_CONFIRM_PAGE,
    { config: { signedTokenOnly: true }, preHandler: links, schema: { querystring: linkQuerySchema } },
    async (request, reply) => {
      try {
        const { name } = await service().confirm(request.tenant.id, request.query.token ?? '');
        return linkPage(request, reply, 'confirmed', name);
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST')
          return linkPage(request, reply, 'invalid', '');
        throw error;
      }
    },
  );
  r.get(
    JOB_ALERT_UNSUBSCRIBE_PAGE,
    { preHandler: links, schema: { querystring: linkQuerySchema } },
    async (request, reply) =>
      linkPage(request, reply, request.query.token ? 'unsubscribeAsk' : 'invalid', ''),
  );
  r.post(
    JOB_ALERT_UNSUBSCRIBE_PAGE,
    { config: { signedTokenOnly: true }, preHandler: links, schema: { querystring: linkQuerySchema } },
    async (request, reply) => {
      try {
        const { name, paused } = await service().unsubscribe(request.tenant.id, request.query.token ?? '');
        return linkPage(request, reply, paused ? 'paused' : 'unsubscribed', name);
      } catch (error) {
        if (error instanceof AppError && error.code === 'BAD_REQUEST')
          return linkPage(request, reply, 'invalid', '');
        throw error;
      }
    },
  );

  type PageState = 'confirmAsk' | 'confirmed' | 'unsubscribeAsk' | 'unsubscribed' | 'paused' | 'invalid';

  /** A small page of its own (no app shell): the link's question and button, or what it did. */
  function linkPage(
    request: FastifyRequest<{ Querystring: z.infer<typeof linkQuerySchema> }>,
    reply: FastifyReply,
    state: PageState,
    name: string,
  ) {
    const tenant = request.tenant;
    const { locale, texts } = jobAlertPageTexts(request.query.hl ?? tenant.config.defaultLanguage);
    const site = tenant.config.pcsxConfig.branding.companyName || tenant.name;
    const token = request.query.token ?? '';
    const ask = (question: string, button: string, path: string) => {
      const action = `${path}?${new URLSearchParams({ token, hl: locale, domain: tenant.domain })}`;
      return `<p>${escapeHtmlText(question)}</p>
<form method="post" action="${escapeHtmlAttribute(action)}"><button type="submit">${escapeHtmlText(button)}</button></form>`;
    };
    const said = (text: string) => `<p role="status">${escapeHtmlText(text)}</p>`;
    const main = {
      // The question names no alert: the GET does not read the token, so a guessed one learns nothing.
      confirmAsk: () =>
        ask(fill(texts.confirmQuestion, { name: '…' }), texts.confirmButton, JOB_ALERT_CONFIRM_PAGE),
      confirmed: () => said(fill(texts.confirmDone, { name })),
      unsubscribeAsk: () =>
        ask(
          fill(texts.unsubscribeQuestion, { name: '…' }),
          texts.unsubscribeButton,
          JOB_ALERT_UNSUBSCRIBE_PAGE,
        ),
      unsubscribed: () => said(fill(texts.unsubscribeDone, { name })),
      paused: () =>
        `${said(fill(texts.unsubscribeDone, { name }))}\n<p>${escapeHtmlText(texts.resumeHint)}</p>`,
      invalid: () => said(texts.invalidLink),
    }[state]();
    const nonce = (reply as unknown as { cspNonce?: { style?: string } }).cspNonce?.style;
    const html = `<!doctype html>
<html lang="${locale}" dir="${RTL_LOCALES.includes(locale) ? 'rtl' : 'ltr'}">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex"><title>${escapeHtmlText(`${texts.heading} – ${site}`)}</title>
<style${nonce ? ` nonce="${escapeHtmlAttribute(nonce)}"` : ''}>
body{font:16px/1.5 system-ui,sans-serif;margin:0;background:#f6f7f9;color:#1b1f24}
main{max-width:32rem;margin:10vh auto;padding:2rem 1.5rem;background:#fff;border-radius:12px;box-shadow:0 1px 3px #0002}
h1{font-size:1.4rem;margin:0 0 1rem}
button{font:inherit;padding:.65rem 1.25rem;border:0;border-radius:8px;background:#1b4dd6;color:#fff;cursor:pointer;min-height:44px}
button:focus-visible{outline:3px solid #1b1f24;outline-offset:2px}
@media (max-width:600px){main{margin:0;border-radius:0;min-height:100vh;box-sizing:border-box}}
</style></head>
<body><main><p>${escapeHtmlText(site)}</p><h1>${escapeHtmlText(texts.heading)}</h1>
${main}
</main></body></html>`;
    return reply
      .code(state === 'invalid' ? 400 : 200)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('referrer-policy', 'no-referrer')
      .send(html);
  }
}
