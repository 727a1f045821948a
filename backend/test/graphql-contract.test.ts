import { readFileSync, writeFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import { printSchema } from 'graphql';
import request from 'supertest';
import { startTestApp, type TestApp } from './support/test-app.js';

const SCHEMA_FILE = new URL('../schema.gql', import.meta.url);
const HEADER = `# ------------------------------------------------------
# THIS FILE WAS AUTOMATICALLY GENERATED (DO NOT MODIFY)
# ------------------------------------------------------

`;

describe('GraphQL contract', () => {
  let app: TestApp;
  beforeAll(async () => {
    app = await startTestApp();
  });
  afterAll(() => app.close());

  it('backend/schema.gql matches the schema the resolvers build (run `npm run schema` to update)', () => {
    const current = HEADER + printSchema(app.app.get(GraphQLSchemaHost).schema);
    if (process.env.UPDATE_CONTRACTS === '1') writeFileSync(SCHEMA_FILE, current);
    expect(readFileSync(SCHEMA_FILE, 'utf8')).toBe(current);
  });

  it('answers a query at /graphql', async () => {
    const response = await request(app.app.getHttpServer())
      .post('/graphql')
      .send({ query: '{ __typename appInfo { name providerMode } }' })
      .expect(200);
    expect(response.body.data).toEqual({
      __typename: 'Query',
      appInfo: { name: 'PixelForge Studio', providerMode: 'runware' },
    });
  });
});
