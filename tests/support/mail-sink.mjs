// A real SMTP server on a free local port that keeps every mail it receives, parsed: the unit
// and e2e tests' inbox (tests/unit/fixtures/smtp-inbox.ts) and `npm run scan`'s mail sink.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** With `delayMs`, the server takes that long to accept each mail (a slow mail server). */
export async function mailSink({ delayMs = 0 } = {}) {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // Closing does not wait for a client's idle connection (smtp-server waits 30 s by default).
    closeTimeout: 500,
    onData(stream, _session, done) {
      simpleParser(stream)
        .then(async (mail) => {
          if (delayMs) await new Promise((resolve) => setTimeout(resolve, delayMs));
          mails.push(mail);
          done();
        })
        .catch(done);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address();
  return {
    url: `smtp://127.0.0.1:${port}`,
    port,
    mails,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
