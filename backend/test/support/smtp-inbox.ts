import { type AddressInfo } from 'node:net';
import { type ParsedMail, simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
  html: string;
}

export interface SmtpInbox {
  /** SMTP_URL for the app under test. */
  url: string;
  messages: ReceivedMail[];
  /** Waits for the next message to this address whose subject matches, and returns it. */
  next(to: string, subject?: RegExp, timeoutMs?: number): Promise<ReceivedMail>;
  /** Makes the next `count` deliveries fail with a temporary SMTP refusal (451). */
  refuseNext(count: number): void;
  close(): Promise<void>;
}

const addressesOf = (mail: ParsedMail) =>
  [mail.to]
    .flat()
    .flatMap((to) => to?.value ?? [])
    .map((entry) => entry.address?.toLowerCase() ?? '');

/** A real SMTP server on a free port that keeps what it receives, parsed. */
export async function startSmtpInbox(): Promise<SmtpInbox> {
  const messages: ReceivedMail[] = [];
  const claimed = new Set<ReceivedMail>();
  let refusals = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, done) {
      if (refusals > 0) {
        refusals -= 1;
        stream.resume();
        stream.on('end', () =>
          done(Object.assign(new Error('Try again later'), { responseCode: 451 })),
        );
        return;
      }
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: addressesOf(mail),
            from: mail.from?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
          });
          done();
        })
        .catch(done);
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;

  return {
    url: `smtp://127.0.0.1:${port}`,
    messages,
    refuseNext(count) {
      refusals = count;
    },
    async next(to, subject, timeoutMs = 15_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.find(
          (mail) =>
            !claimed.has(mail) &&
            mail.to.includes(to.toLowerCase()) &&
            (!subject || subject.test(mail.subject)),
        );
        if (found) {
          claimed.add(found);
          return found;
        }
        if (Date.now() > deadline)
          throw new Error(
            `No mail to ${to} matching ${subject ?? 'anything'} within ${timeoutMs} ms`,
          );
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The subjects of the account mails, as a test waits for one. */
export const MAIL_SUBJECT = {
  verify: /Verify your PixelForge Studio email address/,
  reset: /Reset your PixelForge Studio password/,
  confirmNewEmail: /Confirm your new PixelForge Studio email address/,
  emailChanged: /email address was changed/,
} as const;

/** The token of the first link to `path` in a message's plain text. */
export function linkToken(mail: ReceivedMail, path: string): string {
  const match = new RegExp(`https?://\\S+${path}\\?token=([\\w-]+)`).exec(mail.text);
  if (!match) throw new Error(`No ${path} link in: ${mail.text}`);
  return match[1];
}

/** An address no other test (nor run) has used, for an account whose mail a test reads. */
export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
