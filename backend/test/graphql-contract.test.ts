import { readFileSync, writeFileSync } from 'node:fs';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  type GraphQLSchema,
  isEnumType,
  isInputObjectType,
  isObjectType,
  isSpecifiedScalarType,
  printSchema,
} from 'graphql';
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

  it('describes every type, field and argument a consumer sees', () => {
    expect(undescribed(app.app.get(GraphQLSchemaHost).schema)).toEqual([]);
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

/** Every public type, field and argument without a description, as Type, Type.field, Type.field(arg). */
function undescribed(schema: GraphQLSchema): string[] {
  const missing: string[] = [];
  // The root types' fields are the API; the roots themselves say nothing a consumer needs.
  const roots = [schema.getQueryType(), schema.getMutationType(), schema.getSubscriptionType()];
  for (const type of Object.values(schema.getTypeMap())) {
    if (type.name.startsWith('__') || isSpecifiedScalarType(type)) continue;
    if (!type.description && !roots.includes(type as never)) missing.push(type.name);
    if (isEnumType(type) || !(isObjectType(type) || isInputObjectType(type))) continue;
    for (const field of Object.values(type.getFields())) {
      if (!field.description) missing.push(`${type.name}.${field.name}`);
      const args = 'args' in field ? field.args : [];
      for (const arg of args)
        if (!arg.description) missing.push(`${type.name}.${field.name}(${arg.name})`);
    }
  }
  return missing;
}
