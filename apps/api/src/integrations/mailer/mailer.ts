import nodemailer from 'nodemailer';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
}

/** The Mailer port: one e-mail out. Throws when the server refuses it, so the job retries. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/** SMTP through nodemailer; `smtpUrl` carries host, port, credentials and TLS (smtp:// or smtps://). */
export function createSmtpMailer(smtpUrl: string, from: string): Mailer {
  const transport = nodemailer.createTransport(smtpUrl);
  return {
    async send(message) {
      await transport.sendMail({ from, ...message });
    },
  };
}
