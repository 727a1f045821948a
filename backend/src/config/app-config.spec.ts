import { ConfigValidationError, loadAppConfig } from './app-config.js';

const valid = {
  DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/studio',
  REDIS_URL: 'redis://127.0.0.1:6379',
  JWT_SECRET: 'x'.repeat(40),
};

function errorOf(env: Record<string, string | undefined>): string {
  try {
    loadAppConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigValidationError);
    return (error as Error).message;
  }
  throw new Error('expected the configuration to be refused');
}

describe('loadAppConfig', () => {
  it('applies the documented defaults', () => {
    const config = loadAppConfig(valid);
    expect(config.PORT).toBe(3000);
    expect(config.APP_ROLE).toBe('all');
    expect(config.STORAGE_DRIVER).toBe('local');
    expect(config.DATABASE_MIGRATE_ON_START).toBe(true);
    expect(config.RUNWARE_API_URL).toBe('https://api.runware.ai/v1');
  });

  it('names a missing variable', () => {
    expect(errorOf({ ...valid, DATABASE_URL: undefined })).toMatch(/DATABASE_URL is missing/);
    expect(errorOf({ ...valid, JWT_SECRET: undefined })).toMatch(/JWT_SECRET is missing/);
  });

  it('names a malformed variable', () => {
    expect(errorOf({ ...valid, PORT: 'eighty' })).toMatch(/PORT is invalid/);
    expect(errorOf({ ...valid, REDIS_URL: 'localhost:6379' })).toMatch(/REDIS_URL is invalid/);
    expect(errorOf({ ...valid, APP_ROLE: 'both' })).toMatch(/APP_ROLE is invalid/);
    expect(errorOf({ ...valid, JWT_SECRET: 'short' })).toMatch(
      /JWT_SECRET must be at least 32 characters/,
    );
  });

  it('chooses S3 when a bucket is configured and requires the bucket for the s3 driver', () => {
    expect(loadAppConfig({ ...valid, S3_BUCKET: 'images' }).STORAGE_DRIVER).toBe('s3');
    expect(errorOf({ ...valid, STORAGE_DRIVER: 's3' })).toMatch(/S3_BUCKET is missing/);
  });

  it('requires ADMIN_PASSWORD with ADMIN_EMAIL', () => {
    expect(errorOf({ ...valid, ADMIN_EMAIL: 'root@example.com' })).toMatch(/ADMIN_PASSWORD/);
    expect(errorOf({ ...valid, ADMIN_EMAIL: 'not-an-email', ADMIN_PASSWORD: 'secret1' })).toMatch(
      /ADMIN_EMAIL must be a valid email address/,
    );
  });

  it('parses booleans and numbers from strings', () => {
    const config = loadAppConfig({ ...valid, DATABASE_MIGRATE_ON_START: 'false', PORT: '8080' });
    expect(config.DATABASE_MIGRATE_ON_START).toBe(false);
    expect(config.PORT).toBe(8080);
  });
});
