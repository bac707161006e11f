// A throw-away mail server for the browser tests: the gateway sends its mails here over SMTP
// (SMTP_URL), and the tests read them back as JSON from GET /messages?to=<address>.
import http from 'node:http';
import { SMTPServer } from 'smtp-server';

const smtpPort = Number(process.env.MAIL_CATCHER_SMTP_PORT ?? 8192);
const httpPort = Number(process.env.MAIL_CATCHER_HTTP_PORT ?? 8193);

/** @type {{ to: string[]; subject: string; body: string; links: string[]; receivedAt: string }[]} */
const messages = [];

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  logger: false,
  onData(stream, session, callback) {
    const chunks = [];
    stream.on('data', (chunk) => chunks.push(chunk));
    stream.on('end', () => {
      messages.push(
        parseMessage(
          Buffer.concat(chunks).toString('utf8'),
          session.envelope.rcptTo.map((r) => r.address),
        ),
      );
      callback();
    });
  },
});

function parseMessage(raw, to) {
  // Undo quoted-printable (soft line breaks and =XX escapes) so links can be read whole.
  const decoded = raw.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/g, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  const subject = /^Subject: (.*)$/m.exec(decoded)?.[1]?.trim() ?? '';
  const links = [...new Set(decoded.match(/https?:\/\/[^\s"'<>)]+/g) ?? [])];
  return { to: to.map((address) => address.toLowerCase()), subject, body: decoded, links, receivedAt: new Date().toISOString() };
}

const api = http.createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${httpPort}`);
  if (url.pathname === '/health') return void response.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    const found = to ? messages.filter((message) => message.to.includes(to)) : messages;
    response.setHeader('content-type', 'application/json');
    return void response.end(JSON.stringify(found));
  }
  response.statusCode = 404;
  response.end('not found');
});

smtp.listen(smtpPort, '127.0.0.1', () => {
  api.listen(httpPort, '127.0.0.1', () => console.log(`mail catcher: SMTP ${smtpPort}, HTTP ${httpPort}`));
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(0));
