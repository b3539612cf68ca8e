import type { AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface SmtpTestServer {
  /** `smtp://user:pass@127.0.0.1:<port>` */
  url: string;
  received: ParsedMail[];
  /** Answers the next `count` messages with a temporary failure (451), as a busy server would. */
  failNext(count: number): void;
  close(): Promise<void>;
}

/** A real SMTP server on an ephemeral loopback port, for tests: keeps what it receives, parsed. */
export async function startSmtpTestServer(credentials = { user: 'aruu', pass: 'secret' }): Promise<SmtpTestServer> {
  const received: ParsedMail[] = [];
  let failures = 0;
  const server = new SMTPServer({
    logger: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    onAuth(auth, _session, callback) {
      if (auth.username === credentials.user && auth.password === credentials.pass) return callback(null, { user: 1 });
      return callback(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onData(stream, _session, callback) {
      simpleParser(stream).then(
        (mail) => {
          if (failures > 0) {
            failures -= 1;
            return callback(Object.assign(new Error('Mailbox busy, try again later'), { responseCode: 451 }));
          }
          received.push(mail);
          callback();
        },
        (error: Error) => callback(error),
      );
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://${credentials.user}:${credentials.pass}@127.0.0.1:${port}`,
    received,
    failNext: (count) => {
      failures = count;
    },
    close: () => new Promise((resolve) => server.close(() => resolve())),
  };
}
