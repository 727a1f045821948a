import { existsSync } from 'node:fs';
import path from 'node:path';
import { httpOk, startChild, stopChild } from './children.mjs';
import { at } from './paths.mjs';
import { freePort, isListening, waitFor } from './ports.mjs';

const MAILDEV = at('node_modules', 'maildev', 'dist', 'bin', 'maildev.js');
/** Most messages the catcher keeps; the oldest (and its file) goes first. */
const MAX_EMAILS = 500;

/**
 * The local mail catcher: maildev (npm) as the server's SMTP server when no real one is configured,
 * showing every message it receives at the returned web address. SMTP and web listen on 127.0.0.1
 * only, on 1025 and 1080 when those are free (so the README can name http://localhost:1080), else
 * on free ports. Resolves to { smtpUrl, webUrl, stop }.
 */
export async function startMailCatcher({ dataDir, smtpPort = 1025, webPort = 1080 }) {
  if (!existsSync(MAILDEV))
    throw new Error('maildev is missing from node_modules: run npm install (a dev dependency).');
  const smtp = await freePort(smtpPort);
  let web = await freePort(webPort);
  while (web === smtp) web = await freePort(0);
  // Messages are kept under <dataDir>/mail, so a link mailed just before a restart of `npm start`
  // still opens afterwards (and maildev's "in memory" mode writes its .eml files to a shared
  // /tmp/maildev anyway); --max-emails bounds that folder however long the stack runs.
  const args = [
    MAILDEV,
    '--smtp',
    String(smtp),
    '--ip',
    '127.0.0.1',
    '--web',
    String(web),
    '--web-ip',
    '127.0.0.1',
    '--mail-directory',
    path.join(dataDir, 'mail'),
    '--max-emails',
    String(MAX_EMAILS),
    '--silent',
  ];
  // maildev also reads MAILDEV_* variables (relay, auth…): the catcher must not relay anything.
  const env = Object.fromEntries(
    Object.entries(process.env).filter(([name]) => !name.startsWith('MAILDEV_')),
  );
  // Its start-up line is noise: the launcher prints the address itself (errors still show).
  const child = startChild(process.execPath, args, env, { quiet: true });
  try {
    await Promise.race([
      waitFor(
        async () =>
          (await isListening(smtp)) && (await httpOk(`http://127.0.0.1:${web}/api/healthz`)),
        { what: 'mail catcher (maildev)', timeoutMs: 20000 },
      ),
      new Promise((_, reject) =>
        child.once('exit', (code) =>
          reject(new Error(`the mail catcher (maildev) exited during start-up (exit ${code})`)),
        ),
      ),
    ]);
  } catch (error) {
    await stopChild(child);
    throw error;
  }
  return {
    smtpUrl: `smtp://127.0.0.1:${smtp}`,
    webUrl: `http://localhost:${web}`,
    stop: () => stopChild(child),
  };
}

/** Every message the catcher holds, oldest first (maildev 3 serves /api/email, 2.x /email). */
async function listMessages(mailUrl) {
  const base = mailUrl.replace(/\/+$/, '');
  let response = await fetch(`${base}/api/email`, { signal: AbortSignal.timeout(5000) });
  if (response.status === 404)
    response = await fetch(`${base}/email`, { signal: AbortSignal.timeout(5000) });
  if (!response.ok) throw new Error(`GET ${response.url} answered ${response.status}`);
  return response.json();
}

/** The lower-cased addresses a message went to: To, Cc, the SMTP envelope and Bcc. */
function recipientsOf(message) {
  return [
    ...(message.to ?? []),
    ...(message.cc ?? []),
    ...(message.envelope?.to ?? []),
    ...(message.calculatedBcc ?? []),
  ]
    .map((recipient) => String(recipient?.address ?? '').toLowerCase())
    .filter(Boolean);
}

/**
 * The newest message to `address` in the mail catcher at `mailUrl` (the stack's `mailUrl`, the
 * e2e tests' E2E_MAIL_URL), optionally whose subject contains `subjectIncludes`; polls until one
 * arrives (mail is sent by a queue job, after the request that caused it has answered) or
 * `timeoutMs` passes. Addresses compare case-insensitively. Resolves to
 * { id, subject, text, html } (text or html is '' when the message has no such part).
 */
export async function latestMailTo(mailUrl, address, { subjectIncludes, timeoutMs = 15000 } = {}) {
  const wanted = address.trim().toLowerCase();
  const deadline = Date.now() + timeoutMs;
  let lastError;
  for (;;) {
    try {
      const messages = await listMessages(mailUrl);
      const found = messages
        .filter(
          (message) =>
            recipientsOf(message).includes(wanted) &&
            (!subjectIncludes || String(message.subject ?? '').includes(subjectIncludes)),
        )
        .at(-1);
      if (found)
        return {
          id: found.id,
          subject: found.subject ?? '',
          text: found.text || '',
          html: found.html || '',
        };
      lastError = undefined;
    } catch (error) {
      lastError = error;
    }
    if (Date.now() >= deadline) {
      const what = subjectIncludes ? ` with "${subjectIncludes}" in its subject` : '';
      const why = lastError ? ` (last error: ${lastError.message})` : '';
      throw new Error(
        `no message to ${address}${what} reached the mail catcher at ${mailUrl} within ${timeoutMs / 1000} s${why}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
