import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import nodemailer from 'nodemailer';
import type { Database } from '../../db/types.js';
import { createOutboxRepository } from './outbox.repository.js';

export interface MailMessage {
  tenantId: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
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
  const transport = opts.smtpUrl ? nodemailer.createTransport(opts.smtpUrl) : null;

  return {
    mode: (transport ? 'smtp' : 'outbox') as 'smtp' | 'outbox',

    /** Resolves once the message is handed to SMTP or stored; never throws for an SMTP failure (logged). */
    async send(message: MailMessage): Promise<{ delivered: boolean }> {
      if (transport) {
        try {
          await transport.sendMail({
            from: opts.from,
            to: message.to,
            subject: message.subject,
            text: message.text,
            ...(message.html ? { html: message.html } : {}),
          });
          return { delivered: true };
        } catch (error) {
          opts.log.error({ err: error, subject: message.subject }, 'SMTP delivery failed');
          return { delivered: false };
        }
      }
      await outbox.insert({
        id: randomUUID(),
        tenant_id: message.tenantId,
        to_address: message.to,
        subject: message.subject,
        text_body: message.text,
        html_body: message.html ?? null,
        created_at: now().toISOString(),
        sent_at: null,
        error: null,
      });
      return { delivered: true };
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
