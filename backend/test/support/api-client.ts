import request from 'supertest';
import { DataSource } from 'typeorm';
import { type TestApp } from './test-app.js';

export interface GraphQLResponse<T = Record<string, unknown>> {
  status: number;
  data?: T;
  errors?: { message: string; extensions?: { code?: string; field?: string; status?: number } }[];
}

/** Small helpers that speak to the app exactly as clients do: REST and GraphQL over HTTP. */
export function apiClient(app: TestApp) {
  const server = app.app.getHttpServer();
  const withToken = (test: request.Test, token?: string) =>
    token ? test.set('Authorization', `Bearer ${token}`) : test;
  return {
    get: (path: string, token?: string) => withToken(request(server).get(path), token),
    post: (path: string, body: object | undefined, token?: string) =>
      withToken(request(server).post(path), token).send(body),
    patch: (path: string, body: object, token?: string) =>
      withToken(request(server).patch(path), token).send(body),
    put: (path: string, body: object, token?: string) =>
      withToken(request(server).put(path), token).send(body),
    delete: (path: string, token?: string) => withToken(request(server).delete(path), token),
    async graphql<T = Record<string, unknown>>(
      query: string,
      variables: object = {},
      token?: string,
    ): Promise<GraphQLResponse<T>> {
      const response = await withToken(request(server).post('/graphql'), token).send({
        query,
        variables,
      });
      return { status: response.status, ...response.body };
    },
    /** Registers a fresh standard user through REST and returns its token and user. */
    async register(overrides: Partial<{ name: string; email: string; password: string }> = {}) {
      const email =
        overrides.email ?? `user-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
      const response = await request(server)
        .post('/api/auth/register')
        .send({ name: 'Test User', password: 'secret-123', ...overrides, email });
      if (response.status !== 201)
        throw new Error(`register failed: ${response.status} ${JSON.stringify(response.body)}`);
      return response.body as {
        token: string;
        user: { id: string; email: string; name: string; accessLevelId: number };
      };
    },
    /**
     * A fresh user whose address counts as verified, for tests about what verified users do
     * (buying credits); the verification link itself is tested in account-recovery.test.ts.
     */
    async registerVerified(
      overrides: Partial<{ name: string; email: string; password: string }> = {},
    ) {
      const account = await this.register(overrides);
      await app.app
        .get(DataSource)
        .query('UPDATE users SET email_verified_at = now() WHERE id = $1', [account.user.id]);
      return account;
    },
  };
}

export type ApiClient = ReturnType<typeof apiClient>;

/** A signed-in administrator for tests (created through the same bootstrap the server uses). */
export async function signInAdministrator(app: TestApp, api: ApiClient) {
  const { AdminBootstrapService } = await import('../../src/auth/admin-bootstrap.service.js');
  const email = `admin-${Date.now()}-${Math.random().toString(36).slice(2)}@example.com`;
  await app.app.get(AdminBootstrapService).ensureAdministrator(email, 'admin-pass');
  const response = await api.post('/api/auth/login', { email, password: 'admin-pass' });
  return response.body as { token: string; user: { id: string } };
}
