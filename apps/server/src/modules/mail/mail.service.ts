import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/types.js';
import { createHeldMailRepository } from './held-mail.repository.js';
import { createOutboxRepository } from './outbox.repository.js';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Extra headers, e.g. `List-Unsubscribe` (kept with the message in the outbox and held mail). */
  headers?: Record<string, string>;
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
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  /** The columns a kept message has in both the outbox and the held mail: a new id, tenant, texts, time. */
  const storedRow = (message: Omit<MailMessage, 'to'>) => ({
    id: randomUUID(),
    tenant_id: message.tenantId,
    subject: message.subject,
    text_body: message.text,
    html_body: message.html ?? null,
    created_at: now().toISOString(),
    ...(message.headers ? { headers_json: JSON.stringify(message.headers) } : {}),
  });

  /** Resolves once the message is handed to SMTP or stored; never throws for an SMTP failure (logged). */
  async function send(message: MailMessage): Promise<{ delivered: boolean }> {
    if (transport) {
      try {
        await transport.sendMail({
          from: opts.from,
          to: message.to,
          subject: message.subject,
          text: message.text,
          ...(message.html ? { html: message.html } : {}),
          ...(message.headers ? { headers: message.headers } : {}),
        });
        return { delivered: true };
      } catch (error) {
        opts.log.error({ err: error, subject: message.subject }, 'SMTP delivery failed');
        return { delivered: false };
      }
    }
    await outbox.insert({ ...storedRow(message), to_address: message.to, sent_at: null, error: null });
    return { delivered: true };
  }

  return {
    mode: (transport ? 'smtp' : 'outbox') as 'smtp' | 'outbox',

    send,

    /** See CandidateMailMessage: sent when the candidate's address is verified, else held for it. */
    async sendToCandidate({
      candidate,
      ...message
    }: CandidateMailMessage): Promise<{ held: boolean; delivered: boolean }> {
      if (candidate.email_verified_at !== null) {
        const { delivered } = await send({ ...message, to: candidate.email });
        return { held: false, delivered };
      }
      await held.insert({ ...storedRow(message), candidate_id: candidate.id });
      opts.log.info(
        { candidateId: candidate.id, subject: message.subject },
        'mail held until the address is verified',
      );
      return { held: true, delivered: false };
    },

    /** Once the candidate's address is verified: sends what was held for it, oldest first. */
    async releaseHeld(tenantId: string, candidate: { id: string; email: string }): Promise<number> {
      const rows = await held.take(tenantId, candidate.id);
      for (const row of rows)
        await send({
          tenantId,
          to: candidate.email,
          subject: row.subject,
          text: row.text_body,
          ...(row.html_body ? { html: row.html_body } : {}),
          ...(row.headers_json ? { headers: JSON.parse(row.headers_json) as Record<string, string> } : {}),
        });
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
