// An SMTP server on loopback that keeps what the store sends, parsed: the production store needs
// a mail server (SMTP_URL), and the artifact check and the deployment rehearsal give it this one.
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export async function startMailSink() {
  const received = [];
  const server = new SMTPServer({
    logger: false,
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, callback) {
      simpleParser(stream).then((mail) => {
        received.push(mail);
        callback();
      }, callback);
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${server.server.address().port}`,
    received,
    close: () => new Promise((resolve) => server.close(resolve)),
  };
}
