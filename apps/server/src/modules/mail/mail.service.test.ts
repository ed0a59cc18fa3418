import { createServer, type Server } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestAppContext } from '../../test/app.js';
import { describeEachDb } from '../../test/databases.js';
import { createMailService, MailInputError } from './mail.service.js';

const silent = { info() {}, error() {} };

/**
 * A small SMTP server speaking just enough of RFC 5321 for nodemailer: it keeps each accepted message's data,
 * and refuses messages with 451 while `refuse` is set.
 */
async function smtpServer(): Promise<{
  url: string;
  messages: string[];
  refuse: boolean;
  close(): Promise<void>;
}> {
  const state = { messages: [] as string[], refuse: false };
  const server: Server = createServer((socket) => {
    let buffer = '';
    let inData = false;
    let data = '';
    socket.write('220 test ESMTP\r\n');
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index = buffer.indexOf('\r\n');
      while (index >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            if (state.refuse) socket.write('451 try again later\r\n');
            else {
              state.messages.push(data);
              socket.write('250 queued\r\n');
            }
            data = '';
          } else data += `${line}\n`;
        } else {
          const verb = line.slice(0, 4).toUpperCase();
          if (verb === 'EHLO' || verb === 'HELO') socket.write('250 test\r\n');
          else if (verb === 'DATA') {
            inData = true;
            socket.write('354 go on\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 ok\r\n');
        }
        index = buffer.indexOf('\r\n');
      }
    });
    socket.on('error', () => {});
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  return {
    url: `smtp://127.0.0.1:${address.port}`,
    messages: state.messages,
    get refuse() {
      return state.refuse;
    },
    set refuse(v: boolean) {
      state.refuse = v;
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

const UNSUBSCRIBE = {
  'List-Unsubscribe': '<https://jobs.example/unsubscribe?t=abc>',
  'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
};

describeEachDb('mail: idempotent sends and headers', (h) => {
  let ctx: TestAppContext;
  beforeAll(async () => {
    ctx = await createTestApp(h.db);
  });
  afterAll(async () => {
    await ctx.app.close();
  });

  it('stores a keyed message once per tenant, with its headers; unkeyed mail is unchanged', async () => {
    const mail = ctx.app.services.mail;
    const other = await ctx.createTenant();
    const to = 'keyed@example.com';
    const message = {
      tenantId: ctx.tenant.id,
      to,
      subject: 'New jobs for you',
      text: 'Three new jobs',
      headers: UNSUBSCRIBE,
    };
    expect(await mail.send(message, { idempotencyKey: 'alert:1' })).toEqual({ delivered: true });
    expect(await mail.send(message, { idempotencyKey: 'alert:1' })).toEqual({
      delivered: true,
      repeated: true,
    });
    await mail.send({ ...message, tenantId: other.id }, { idempotencyKey: 'alert:1' });
    const stored = await mail.outboxFor(ctx.tenant.id, to);
    expect(stored).toHaveLength(1);
    expect(JSON.parse(stored[0]!.headers!)).toEqual(UNSUBSCRIBE);
    expect(await mail.outboxFor(other.id, to)).toHaveLength(1);

    await mail.send({ tenantId: ctx.tenant.id, to, subject: 'Plain', text: 'one' });
    await mail.send({ tenantId: ctx.tenant.id, to, subject: 'Plain', text: 'one' });
    expect(await mail.outboxFor(ctx.tenant.id, to)).toHaveLength(3);
  });

  it('refuses a header that could add others, or a reserved one, and sends nothing', async () => {
    const mail = ctx.app.services.mail;
    const to = 'injected@example.com';
    const base = { tenantId: ctx.tenant.id, to, subject: 'Hi', text: 'Hi' };
    await expect(
      mail.send({ ...base, headers: { 'List-Unsubscribe': '<https://x>\r\nBcc: victim@example.com' } }),
    ).rejects.toThrow(MailInputError);
    await expect(mail.send({ ...base, headers: { Bcc: 'victim@example.com' } })).rejects.toThrow(
      MailInputError,
    );
    await expect(mail.send({ ...base, headers: { 'Bad Name': 'x' } })).rejects.toThrow(MailInputError);
    await expect(mail.send(base, { idempotencyKey: '' })).rejects.toThrow(MailInputError);
    expect(await mail.outboxFor(ctx.tenant.id, to)).toEqual([]);
  });

  it('holds a keyed mail for an unverified address once, and sends it once after verification', async () => {
    const mail = ctx.app.services.mail;
    const email = 'unverified@example.com';
    const candidate = { id: ctx.candidate.row.id, email, email_verified_at: null };
    const message = {
      tenantId: ctx.tenant.id,
      subject: 'Your application',
      text: 'Received',
      headers: UNSUBSCRIBE,
      candidate,
    };
    expect(await mail.sendToCandidate(message, { idempotencyKey: 'app:1' })).toEqual({
      held: true,
      delivered: false,
    });
    expect(await mail.sendToCandidate(message, { idempotencyKey: 'app:1' })).toEqual({
      held: true,
      delivered: false,
    });
    expect(await mail.releaseHeld(ctx.tenant.id, { id: candidate.id, email })).toBe(1);
    // The job runs again after the address was verified: the released mail carries its key, so nothing new.
    await mail.sendToCandidate(
      { ...message, candidate: { ...candidate, email_verified_at: '2026-03-02T09:00:00.000Z' } },
      { idempotencyKey: 'app:1' },
    );
    const stored = await mail.outboxFor(ctx.tenant.id, email);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ subject: 'Your application', idempotency_key: 'app:1' });
    expect(JSON.parse(stored[0]!.headers!)).toEqual(UNSUBSCRIBE);
  });

  it('hands a keyed mail to SMTP once, with its headers, and again only after a refusal', async () => {
    const smtp = await smtpServer();
    const mail = createMailService(h.db, {
      smtpUrl: smtp.url,
      from: 'Portico <no-reply@portico.test>',
      log: silent,
    });
    try {
      const message = {
        tenantId: ctx.tenant.id,
        to: 'smtp@example.com',
        subject: 'Daily digest',
        text: 'Hello',
        headers: UNSUBSCRIBE,
      };
      smtp.refuse = true;
      await expect(
        mail.send(message, { idempotencyKey: 'digest:1', throwOnFailure: true }),
      ).rejects.toThrow();
      // Without throwOnFailure a refusal is only reported, as before.
      expect(await mail.send(message, { idempotencyKey: 'digest:1' })).toEqual({ delivered: false });
      expect(smtp.messages).toHaveLength(0);
      smtp.refuse = false;
      expect(await mail.send(message, { idempotencyKey: 'digest:1', throwOnFailure: true })).toEqual({
        delivered: true,
      });
      expect(await mail.send(message, { idempotencyKey: 'digest:1', throwOnFailure: true })).toEqual({
        delivered: true,
        repeated: true,
      });
      expect(smtp.messages).toHaveLength(1);
      expect(smtp.messages[0]).toContain('List-Unsubscribe: <https://jobs.example/unsubscribe?t=abc>');
      expect(smtp.messages[0]).toContain('List-Unsubscribe-Post: List-Unsubscribe=One-Click');
      await mail.send(message);
      expect(smtp.messages).toHaveLength(2);
    } finally {
      mail.close();
      await smtp.close();
    }
  });
});
