import type { AddressInfo } from 'node:net';
import { TICKET_LIMITS } from '@portal/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { listenProblem } from '../../config/listen-problem.js';
import type { MailDnsResolver } from '../../integrations/mail-dns/mail-dns.js';
import type { Clock } from '../../lib/clock.js';
import { checkRecipient, MailRefusal, receiveMail } from './inbound-mail.service.js';
import type { SupportLimits } from './support-limits.js';
import type { SupportDeps } from './tickets.service.js';

// The desk's inbound SMTP listener: a receive-only MX (no AUTH) that production puts behind the real mail relay
// (the support MX or a forwarding rule points here). One process listens (SUPPORT_SMTP_ENABLED).

/** A whole mail: five attachments of 10 MB in base64, and the text around them. */
const MAX_MAIL_BYTES =
  Math.ceil(TICKET_LIMITS.attachmentsMax * TICKET_LIMITS.attachmentMaxBytes * 1.4) + 1_000_000;

const refusal = (message: string) => Object.assign(new Error(message), { responseCode: 550 });

/** The message's bytes; past the size limit the rest is read and dropped (the mail is refused anyway). */
async function readWhole(stream: AsyncIterable<Buffer>): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream) {
    size += chunk.length;
    if (size <= MAX_MAIL_BYTES) chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export interface MailListener {
  port: number;
  close(): Promise<void>;
}

export async function startMailListener(
  deps: SupportDeps & { limits: SupportLimits; clock: Clock; log: FastifyBaseLogger; dns: MailDnsResolver },
  where: { host: string; port: number },
): Promise<MailListener> {
  const server = new SMTPServer({
    disabledCommands: ['AUTH'],
    banner: 'portal support',
    logger: false,
    size: MAX_MAIL_BYTES,
    // Refused here, before the data is sent: an address that is not ours, or a forged ticket address.
    onRcptTo(address, _session, callback) {
      try {
        checkRecipient(deps, address.address);
        callback();
      } catch (error) {
        callback(refusal(error instanceof MailRefusal ? error.reason : 'refused'));
      }
    },
    onData(stream, session, callback) {
      // The raw bytes as well as the parsed mail: DKIM signs the message as it was sent.
      readWhole(stream)
        .then(async (raw) => {
          if ((stream as { sizeExceeded?: boolean }).sizeExceeded)
            throw new MailRefusal('the message is too large');
          const mail = await simpleParser(raw);
          const mailFrom = session.envelope.mailFrom ? session.envelope.mailFrom.address : '';
          const outcome = await receiveMail(deps, {
            from: mailFrom,
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            mail,
            raw,
            session: { ip: session.remoteAddress, helo: session.hostNameAppearsAs ?? '', mailFrom },
            now: deps.clock.now(),
          });
          deps.log.info({ outcome }, 'support mail received');
          callback();
        })
        .catch((error: unknown) => {
          if (error instanceof MailRefusal) return callback(refusal(error.reason));
          deps.log.error({ err: error }, 'a support mail could not be handled');
          // A temporary failure: the sending server tries again later.
          callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        });
    },
  });
  await new Promise<void>((resolve, reject) => {
    const failed = (error: Error) =>
      reject(
        listenProblem(
          error,
          { port: 'SUPPORT_SMTP_PORT', host: 'SUPPORT_SMTP_HOST', off: 'SUPPORT_SMTP_ENABLED' },
          where,
        ),
      );
    server.once('error', failed);
    server.listen(where.port, where.host, () => {
      server.off('error', failed);
      resolve();
    });
  });
  server.on('error', (error) => deps.log.error({ err: error }, 'the support SMTP listener failed'));
  return {
    port: (server.server.address() as AddressInfo).port,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
