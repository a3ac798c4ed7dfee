import { simpleParser } from 'mailparser';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface CaughtMail {
  /** SMTP envelope recipients, as the relay was given them. */
  recipients: string[];
  from: string;
  to: string;
  subject: string;
  text: string;
  messageId: string;
}

export interface MailCatcher {
  /** smtp://127.0.0.1:<port>, for SMTP_URL. */
  url: string;
  received: CaughtMail[];
  /** Sessions the catcher turned away (see `refuse`). */
  refused: number;
  /** The next `count` messages are refused with a temporary failure (451), as a busy relay would. */
  refuse(count: number): void;
  /** The first received message (already or within the timeout) that matches. */
  waitFor(match: (mail: CaughtMail) => boolean, timeoutMs?: number): Promise<CaughtMail>;
  close(): Promise<void>;
}

/** A real SMTP server on a free local port: messages are parsed with mailparser as a mail client would. */
export async function startMailCatcher(): Promise<MailCatcher> {
  const received: CaughtMail[] = [];
  const waiters = new Set<() => void>();
  let toRefuse = 0;
  const catcher = {
    url: '',
    received,
    refused: 0,
  };
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((parsed) => {
          if (toRefuse > 0) {
            toRefuse -= 1;
            catcher.refused += 1;
            callback(Object.assign(new Error('Try again later'), { responseCode: 451 }));
            return;
          }
          received.push({
            recipients: session.envelope.rcptTo.map((rcpt) => rcpt.address),
            from: parsed.from?.text ?? '',
            to: Array.isArray(parsed.to) ? parsed.to.map((to) => to.text).join(', ') : (parsed.to?.text ?? ''),
            subject: parsed.subject ?? '',
            text: parsed.text ?? '',
            messageId: parsed.messageId ?? '',
          });
          callback();
          for (const wake of waiters) wake();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  catcher.url = `smtp://127.0.0.1:${port}`;

  return Object.assign(catcher, {
    refuse(count: number) {
      toRefuse = count;
    },
    waitFor(match: (mail: CaughtMail) => boolean, timeoutMs = 20_000) {
      return new Promise<CaughtMail>((resolve, reject) => {
        const check = () => {
          const found = received.find(match);
          if (!found) return;
          clearTimeout(timer);
          waiters.delete(check);
          resolve(found);
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          reject(new Error(`no matching mail within ${timeoutMs} ms (received ${received.length})`));
        }, timeoutMs);
        waiters.add(check);
        check();
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  });
}
