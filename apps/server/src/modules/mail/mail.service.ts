import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/types.js';
import { createHeldMailRepository } from './held-mail.repository.js';
import { createOutboxRepository } from './outbox.repository.js';
import { createSentKeyRepository } from './sent-key.repository.js';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /**
   * Extra headers, e.g. one-click unsubscribe (RFC 8058): `List-Unsubscribe: <https://…>` with
   * `List-Unsubscribe-Post: List-Unsubscribe=One-Click`. Names are header tokens; values are one line.
   */
  headers?: Record<string, string>;
}

export interface SendOptions {
  /**
   * Makes the send idempotent: a second send with the same key (per tenant) sends nothing. Jobs pass their
   * own key (`ctx.key`), because a job runs again when its process died after the mail but before the job was
   * recorded done. Outbox mode: the stored message's unique key. SMTP mode: `sent_mail_keys`, checked before
   * the hand-off and written after it (docs/decisions/052: a crash between those two repeats the mail once).
   */
  idempotencyKey?: string;
  /** Throw when SMTP refuses the message instead of only logging it: a job then retries it later. */
  throwOnFailure?: boolean;
}

export class MailInputError extends Error {
  override name = 'MailInputError';
}

/** RFC 5322 field names; values may not break the line (a CR or LF would let a value add headers). */
const HEADER_NAME = /^[!#$%&'*+.^_`|~0-9A-Za-z-]{1,76}$/;
/** Headers the message itself sets, which a caller must not override. */
const RESERVED_HEADERS = new Set([
  'from',
  'to',
  'cc',
  'bcc',
  'subject',
  'date',
  'message-id',
  'content-type',
]);

function checkedHeaders(headers: Record<string, string> | undefined): Record<string, string> | undefined {
  if (!headers) return undefined;
  const entries = Object.entries(headers);
  for (const [name, value] of entries) {
    if (!HEADER_NAME.test(name) || RESERVED_HEADERS.has(name.toLowerCase()))
      throw new MailInputError(`mail header "${name}" is not allowed`);
    if (typeof value !== 'string' || /[\r\n]/.test(value) || value.length > 2000)
      throw new MailInputError(`mail header "${name}" must be one line of at most 2000 characters`);
  }
  return entries.length > 0 ? headers : undefined;
}

function checkedKey(key: string | undefined): string | null {
  if (key === undefined) return null;
  if (key.length === 0 || key.length > 400)
    throw new MailInputError('idempotencyKey must be 1 to 400 characters');
  return key;
}

/**
 * Mail about a candidate's applications or offers. It goes only to a verified address (docs/decisions/033):
 * nobody proved an unverified address is theirs, so until then the mail is held and goes out on verification.
 */
export interface CandidateMailMessage extends Omit<MailMessage, 'to'> {
  candidate: { id: string; email: string; email_verified_at: string | null };
}

export interface MailLogger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

export interface MailServiceOptions {
  smtpUrl?: string | undefined;
  from: string;
  now?: () => Date;
  log: MailLogger;
}

/**
 * Sends mail through SMTP when SMTP_URL is set. Without SMTP (the embedded default) the message is kept
 * in the outbox table instead, so development and tests can read it and nothing is lost.
 */
export function createMailService(db: Kysely<Database>, opts: MailServiceOptions) {
  const now = opts.now ?? (() => new Date());
  const outbox = createOutboxRepository(db);
  const held = createHeldMailRepository(db);
  const sentKeys = createSentKeyRepository(db);
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  /** The columns a kept message has in both the outbox and the held mail: a new id, tenant, texts, time. */
  const storedRow = (message: Omit<MailMessage, 'to'>, key: string | null) => {
    const headers = checkedHeaders(message.headers);
    return {
      id: randomUUID(),
      tenant_id: message.tenantId,
      subject: message.subject,
      text_body: message.text,
      html_body: message.html ?? null,
      created_at: now().toISOString(),
      idempotency_key: key,
      headers: headers ? JSON.stringify(headers) : null,
    };
  };

  /**
   * Resolves once the message is handed to SMTP or stored. An SMTP failure is logged and answers
   * `delivered: false` (thrown with `throwOnFailure`). `repeated`: the idempotency key was sent before, so
   * nothing was sent now. A bad header or key throws MailInputError and sends nothing.
   */
  async function send(
    message: MailMessage,
    sendOpts: SendOptions = {},
  ): Promise<{ delivered: boolean; repeated?: boolean }> {
    const key = checkedKey(sendOpts.idempotencyKey);
    const headers = checkedHeaders(message.headers);
    if (transport) {
      if (key !== null && (await sentKeys.has(message.tenantId, key)))
        return { delivered: true, repeated: true };
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(headers ? { headers } : {}),
        });
      } catch (error) {
        opts.log.error({ err: error, subject: message.subject }, 'SMTP delivery failed');
        if (sendOpts.throwOnFailure) throw error;
        return { delivered: false };
      }
      if (key !== null) await sentKeys.add(message.tenantId, key, now().toISOString());
      return { delivered: true };
    }
    const stored = await outbox.insert({
      ...storedRow(message, key),
      to_address: message.to,
      sent_at: null,
      error: null,
    });
    return stored ? { delivered: true } : { delivered: true, repeated: true };
  }

  return {
    mode: (transport ? 'smtp' : 'outbox') as 'smtp' | 'outbox',

    send,

    /** See CandidateMailMessage: sent when the candidate's address is verified, else held for it. */
    async sendToCandidate(
      { candidate, ...message }: CandidateMailMessage,
      sendOpts: SendOptions = {},
    ): Promise<{ held: boolean }> {
      if (candidate.email_verified_at !== null) {
        await send({ ...message, to: candidate.email }, sendOpts);
        return { held: false };
      }
      // Held with its key: a job that runs again holds it once, and the release sends it under the same key.
      await held.insert({
        ...storedRow(message, checkedKey(sendOpts.idempotencyKey)),
        candidate_id: candidate.id,
      });
      opts.log.info(
        { candidateId: candidate.id, subject: message.subject },
        'mail held until the address is verified',
      );
      return { held: true };
    },

    /** Once the candidate's address is verified: sends what was held for it, oldest first. */
    async releaseHeld(tenantId: string, candidate: { id: string; email: string }): Promise<number> {
      const rows = await held.take(tenantId, candidate.id);
      for (const row of rows)
        await send(
          {
            tenantId,
            to: candidate.email,
            subject: row.subject,
            text: row.text_body,
            ...(row.html_body ? { html: row.html_body } : {}),
            ...(row.headers ? { headers: JSON.parse(row.headers) as Record<string, string> } : {}),
          },
          row.idempotency_key ? { idempotencyKey: row.idempotency_key } : {},
        );
      return rows.length;
    },

    /** Messages kept for an address (outbox mode), oldest first. */
    outboxFor(tenantId: string, to: string) {
      return outbox.listFor(tenantId, to);
    },

    /** Removes kept messages for an address, e.g. when the account is deleted. */
    forget(tenantId: string, to: string): Promise<number> {
      return outbox.deleteFor(tenantId, to);
    },

    close(): void {
      transport?.close();
    },
  };
}
export type MailService = ReturnType<typeof createMailService>;
