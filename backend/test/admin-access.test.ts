import { GUARDS_METADATA, METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants.js';
import { RequestMethod } from '@nestjs/common';
import { DiscoveryService, MetadataScanner } from '@nestjs/core';
import { GraphQLSchemaHost } from '@nestjs/graphql';
import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLObjectType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isLeafType,
  isListType,
  isNonNullType,
  isScalarType,
} from 'graphql';
import request from 'supertest';
import { AdminGuard } from '../src/common/auth/auth.guards.js';
import { ownRedisPrefix } from './support/redis-prefix.js';
import { type ApiClient } from './support/api-client.js';
import { startAppSession } from './support/app-session.js';
import { type TestApp } from './support/test-app.js';

const ANY_ID = '00000000-0000-4000-8000-000000000000';

/** A value of the given input type: required input fields filled, lists of one. */
function sampleValue(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sampleValue(type.ofType);
  if (isListType(type)) return [sampleValue(type.ofType)];
  // A variable carries an enum value by its GraphQL name (modelImport, not model-import).
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    const value: Record<string, unknown> = {};
    for (const field of Object.values(type.getFields()))
      if (isNonNullType(field.type) && field.defaultValue === undefined)
        value[field.name] = sampleValue(field.type);
    return value;
  }
  if (isScalarType(type)) {
    const samples: Record<string, unknown> = {
      Int: 1,
      Float: 1,
      String: 'x',
      Boolean: true,
      ID: ANY_ID,
      DateTime: new Date().toISOString(),
      JSON: {},
    };
    return samples[type.name] ?? 'x';
  }
  throw new Error(`no sample for ${String(type)}`);
}

/** A well-formed operation calling one root field with every argument given. */
function operationFor(kind: 'query' | 'mutation', field: GraphQLField<unknown, unknown>) {
  const variables: Record<string, unknown> = {};
  const declarations = field.args.map((arg) => {
    variables[arg.name] = sampleValue(arg.type);
    return `$${arg.name}: ${String(arg.type)}`;
  });
  const args = field.args.map((arg) => `${arg.name}: $${arg.name}`);
  const selection = isLeafType(getNamedType(field.type)) ? '' : ' { __typename }';
  const query = `${kind}${declarations.length ? `(${declarations.join(', ')})` : ''} { ${field.name}${
    args.length ? `(${args.join(', ')})` : ''
  }${selection} }`;
  return { query, variables };
}

/** Every method of a provider or controller with the guards declared on it or its class. */
function guardedMethods(app: TestApp) {
  const discovery = app.app.get(DiscoveryService);
  const scanner = app.app.get(MetadataScanner);
  const wrappers = [...discovery.getProviders(), ...discovery.getControllers()];
  return wrappers.flatMap((wrapper) => {
    const instance = wrapper.instance as object | undefined;
    if (!instance || typeof instance !== 'object') return [];
    const prototype = Object.getPrototypeOf(instance) as Record<string, unknown>;
    const classGuards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, instance.constructor) ?? [];
    return scanner.getAllMethodNames(prototype).map((name) => {
      const method = prototype[name] as object;
      const guards: unknown[] = Reflect.getMetadata(GUARDS_METADATA, method) ?? [];
      return {
        controller: wrapper.isNotMetatype ? undefined : wrapper.metatype,
        instance,
        name,
        method,
        adminOnly: [...classGuards, ...guards].includes(AdminGuard),
      };
    });
  });
}

describe('administrator-only GraphQL fields and REST routes', () => {
  let app: TestApp;
  let api: ApiClient;
  let memberToken: string;

  beforeAll(async () => {
    ({ app, api } = await startAppSession({ REDIS_PREFIX: ownRedisPrefix('access') }));
    memberToken = (await api.register()).token;
  });
  afterAll(() => app?.close());

  describe('GraphQL', () => {
    const rootFields = () => {
      const schema = app.app.get(GraphQLSchemaHost).schema;
      return (['query', 'mutation'] as const).flatMap((kind) => {
        const type = (
          kind === 'query' ? schema.getQueryType() : schema.getMutationType()
        ) as GraphQLObjectType;
        return Object.values(type.getFields()).map((field) => ({ kind, field }));
      });
    };

    it('names admin… exactly the root fields whose resolvers require an administrator', () => {
      const resolverFields = guardedMethods(app).filter(
        (method) => Reflect.getMetadata('graphql:resolver_type', method.method) !== undefined,
      );
      const adminResolvers = resolverFields
        .filter((method) => method.adminOnly)
        .map(
          (method) =>
            (Reflect.getMetadata('graphql:resolver_name', method.method) as string) ?? method.name,
        )
        .sort();
      const adminFields = rootFields()
        .map(({ field }) => field.name)
        .filter((name) => name.startsWith('admin'))
        .sort();
      expect(adminFields.length).toBeGreaterThanOrEqual(20);
      expect(adminResolvers).toEqual(adminFields);
    });

    it('refuses every admin field to a member (403 FORBIDDEN) and to a visitor (401 UNAUTHENTICATED)', async () => {
      const fields = rootFields().filter(({ field }) => field.name.startsWith('admin'));
      for (const { kind, field } of fields) {
        const { query, variables } = operationFor(kind, field);
        for (const [token, code, status] of [
          [memberToken, 'FORBIDDEN', 403],
          [undefined, 'UNAUTHENTICATED', 401],
        ] as const) {
          const answer = await api.graphql(query, variables, token);
          expect({
            field: field.name,
            errors: answer.errors?.map((error) => error.extensions),
          }).toEqual({
            field: field.name,
            errors: [expect.objectContaining({ code, status })],
          });
        }
      }
    });

    it('shows the public switches to visitors', async () => {
      const answer = await api.graphql('{ platformStatus { maintenanceMode registrationsOpen } }');
      expect(answer.errors).toBeUndefined();
    });
  });

  describe('REST', () => {
    /** Every route Express serves, as METHOD /path. */
    const expressRoutes = () => {
      const express = app.app.getHttpAdapter().getInstance() as {
        router: { stack: { route?: { path: string; methods: Record<string, boolean> } }[] };
      };
      return express.router.stack.flatMap((layer) =>
        layer.route
          ? Object.keys(layer.route.methods).map(
              (method) => `${method.toUpperCase()} ${layer.route!.path}`,
            )
          : [],
      );
    };

    /** The routes whose handlers require an administrator, from the controllers' metadata. */
    const adminHandlerRoutes = () =>
      guardedMethods(app)
        .filter((method) => method.controller && method.adminOnly)
        .flatMap((method) => {
          const verb = Reflect.getMetadata(METHOD_METADATA, method.method) as
            RequestMethod | undefined;
          if (verb === undefined) return [];
          const base = (Reflect.getMetadata(PATH_METADATA, method.controller!) as string) ?? '';
          const own = (Reflect.getMetadata(PATH_METADATA, method.method) as string) ?? '';
          const path = ['/api', base, own].join('/').replace(/\/+/g, '/').replace(/\/$/, '');
          return [`${RequestMethod[verb]} ${path}`];
        });

    it('requires an administrator on every route under /api/admin', () => {
      const adminRoutes = expressRoutes().filter((route) =>
        route.split(' ')[1].startsWith('/api/admin'),
      );
      expect(adminRoutes.length).toBeGreaterThanOrEqual(15);
      const guarded = new Set(adminHandlerRoutes());
      expect(adminRoutes.filter((route) => !guarded.has(route))).toEqual([]);
    });

    it('refuses every admin-only route to a member (403) and to a visitor (401)', async () => {
      const served = new Set(expressRoutes());
      const routes = [...new Set(adminHandlerRoutes())];
      // Admin-only routes outside /api/admin are checked too (e.g. PUT /api/models/:id).
      expect(routes).toContain('PUT /api/models/:id');
      for (const route of routes) {
        expect(served.has(route)).toBe(true);
        const [verb, template] = route.split(' ');
        const path = template.replace(/:[A-Za-z]+/g, ANY_ID);
        const call = (token?: string) => {
          const test = (
            request(app.app.getHttpServer()) as unknown as Record<
              string,
              (path: string) => request.Test
            >
          )[verb.toLowerCase()](path);
          return (token ? test.set('Authorization', `Bearer ${token}`) : test).send({});
        };
        const member = await call(memberToken);
        expect({ route, status: member.status, code: member.body.code }).toEqual({
          route,
          status: 403,
          code: 'FORBIDDEN',
        });
        const visitor = await call();
        expect({ route, status: visitor.status, code: visitor.body.code }).toEqual({
          route,
          status: 401,
          code: 'UNAUTHENTICATED',
        });
      }
    });
  });
});
