import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  from: string;
  to: string[];
  /** The raw message with quoted-printable undone, so links can be read from it. */
  body: string;
}

export interface SmtpCatcher {
  /** `smtp://127.0.0.1:<port>?ignoreTLS=true`, for the API's smtpUrl. */
  readonly url: string;
  /** The next mail received (or one already received and not yet taken). */
  next(): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port that keeps what it receives (no TLS, no auth). */
export async function startSmtpCatcher(): Promise<SmtpCatcher> {
  const received: CaughtMail[] = [];
  const waiting: Array<(mail: CaughtMail) => void> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const mail = {
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          body: decodeQuotedPrintable(Buffer.concat(chunks).toString('utf8')),
        };
        const taker = waiting.shift();
        if (taker) taker(mail);
        else received.push(mail);
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://127.0.0.1:${port}?ignoreTLS=true`,
    next: () => {
      const mail = received.shift();
      return mail ? Promise.resolve(mail) : new Promise((resolve) => waiting.push(resolve));
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

function decodeQuotedPrintable(raw: string): string {
  return raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}
