import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

/**
 * Webhook signing secrets must be readable again (each delivery is signed with one), so they are
 * stored encrypted: AES-256-GCM under a key derived from JWT_SECRET. A copy of the database alone
 * does not let anyone forge deliveries.
 */
export class WebhookSecrets {
  private readonly key: Buffer;

  constructor(serverSecret: string) {
    this.key = Buffer.from(hkdfSync('sha256', serverSecret, '', 'webhook-signing-secrets', 32));
  }

  static generate(): string {
    return `whsec_${randomBytes(32).toString('base64url')}`;
  }

  encrypt(secret: string): string {
    const iv = randomBytes(12);
    const cipher = createCipheriv('aes-256-gcm', this.key, iv);
    const sealed = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
    return [iv, cipher.getAuthTag(), sealed].map((part) => part.toString('base64url')).join('.');
  }

  decrypt(ciphertext: string): string {
    const [iv, tag, sealed] = ciphertext.split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', this.key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(sealed), decipher.final()]).toString('utf8');
  }
}
