import nodemailer from 'nodemailer';
import type { FastifyBaseLogger } from 'fastify';

export type MailMessage = { to: string; subject: string; text: string; html?: string };
export type Mailer = { send(message: MailMessage): Promise<void>; close(): void };

/**
 * Real SMTP when SMTP_URL is set; otherwise the message goes to the server log so a developer
 * can sign in locally (configuration refuses this fallback in production).
 */
export function createMailer(
  opts: { smtpUrl?: string; from: string },
  log: FastifyBaseLogger,
): Mailer {
  if (!opts.smtpUrl) {
    return {
      async send(message) {
        log.info(
          { mail: { to: message.to, subject: message.subject } },
          `mail (no SMTP_URL): ${message.text}`,
        );
      },
      close() {},
    };
  }
  const transport = nodemailer.createTransport(opts.smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from: opts.from, ...message });
    },
    close: () => transport.close(),
  };
}
