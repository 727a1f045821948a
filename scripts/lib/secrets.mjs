import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const DEFAULT_ADMIN_EMAIL = 'admin@studio.local';

/**
 * Secrets a local installation needs and nobody configured: generated once, kept in
 * `<dataDir>/secrets.json` (mode 600) so restarts keep sessions and the administrator login.
 */
export function localSecrets(dataDir) {
  mkdirSync(dataDir, { recursive: true });
  const file = path.join(dataDir, 'secrets.json');
  const saved = existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : {};
  const secrets = {
    jwtSecret: saved.jwtSecret ?? randomBytes(32).toString('hex'),
    simulatorKey: saved.simulatorKey ?? randomBytes(16).toString('hex'),
    paymentsKey: saved.paymentsKey ?? `sk_test_${randomBytes(16).toString('hex')}`,
    paymentsWebhookSecret:
      saved.paymentsWebhookSecret ?? `whsec_${randomBytes(24).toString('hex')}`,
    adminEmail: saved.adminEmail ?? DEFAULT_ADMIN_EMAIL,
    adminPassword: saved.adminPassword ?? randomBytes(9).toString('base64url'),
  };
  const isNew = JSON.stringify(saved) !== JSON.stringify(secrets);
  if (isNew) writeFileSync(file, JSON.stringify(secrets, null, 2) + '\n', { mode: 0o600 });
  return { ...secrets, file, generatedAdminNow: saved.adminPassword === undefined };
}
