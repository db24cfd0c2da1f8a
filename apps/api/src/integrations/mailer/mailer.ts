import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Where the recipient's reply goes (a ticket's signed address), when not to the sender. */
  replyTo?: string;
}

/** The Mailer port: one e-mail out. Throws when the server refuses it, so the job retries. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP through nodemailer; `smtpUrl` carries host, port, credentials and TLS (smtp:// or smtps://). Connecting,
 * the greeting and every socket read give up after `timeoutMs`, so a hung server cannot hold a job's lease.
 */
export function createSmtpMailer(smtpUrl: string, from: string, timeoutMs = 15_000): Mailer {
  const transport = nodemailer.createTransport({
    url: smtpUrl,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
