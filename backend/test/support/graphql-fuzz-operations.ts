import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import {
  buildSchema,
  GraphQLEnumType,
  getNamedType,
  type GraphQLArgument,
  type GraphQLField,
  type GraphQLInputType,
  GraphQLInputObjectType,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLScalarType,
  isLeafType,
} from 'graphql';
import {
  type FieldValues,
  hostileCursor,
  hostileId,
  hostileNumber,
  hostileText,
  hostileValue,
  mutatedRecord,
  wildOf,
} from './hostile-values.js';

const SCHEMA_FILE = new URL('../../schema.gql', import.meta.url);

/** Calm values by `name:Type` (e.g. `id:ID`, `width:Int`); wild ones come from the type. */
export type KnownValues = Record<string, fc.Arbitrary<unknown>>;

export interface FuzzOperation {
  /** `mutation createFolder`, `query adminJobs`. */
  name: string;
  kind: 'query' | 'mutation';
  field: string;
  payload: fc.Arbitrary<GraphQLPayload>;
}

export interface GraphQLPayload {
  query: string;
  variables: Record<string, unknown>;
}

const INT32 = fc.oneof(
  fc.constantFrom(0, -1, 1, 2, 2 ** 31 - 1, -(2 ** 31), 999_999),
  fc.integer({ min: -(2 ** 31), max: 2 ** 31 - 1 }),
);

/** Wild values of a scalar: mostly of its type, so they pass GraphQL's coercion and reach resolvers. */
function wildScalar(type: GraphQLScalarType, name: string): fc.Arbitrary<unknown> {
  if (name === 'after') return hostileCursor;
  switch (type.name) {
    case 'Int':
      // Now and then out of range or fractional, which GraphQL itself must refuse with a 400.
      return fc.oneof({ weight: 6, arbitrary: INT32 }, { weight: 1, arbitrary: hostileNumber });
    case 'Float':
      return hostileNumber;
    case 'Boolean':
      return fc.boolean();
    case 'ID':
      return fc.oneof(hostileId, INT32);
    case 'JSON':
      return hostileValue;
    default:
      return hostileText;
  }
}

/** A calm value for a required scalar nothing is known about. */
function calmScalar(type: GraphQLScalarType): fc.Arbitrary<unknown> {
  switch (type.name) {
    case 'Int':
      return fc.constant(1);
    case 'Float':
      return fc.constant(1);
    case 'Boolean':
      return fc.boolean();
    case 'JSON':
      return fc.constant({});
    default:
      return fc.constant('fuzz');
  }
}

/**
 * The calm and wild values of an input of `type` named `name`: calm ones come from `known` (or are
 * left out when optional), wild ones are hostile values of the type, null, or of another type.
 */
function valuesOf(type: GraphQLInputType, name: string, known: KnownValues): FieldValues {
  if (type instanceof GraphQLNonNull) {
    const inner = valuesOf(type.ofType, name, known);
    const calm = known[`${name}:${getNamedType(type).name}`] ?? required(type.ofType, known);
    return { calm, wild: fc.oneof({ weight: 6, arbitrary: inner.wild }, fc.constant(null)) };
  }
  const calm = known[`${name}:${getNamedType(type).name}`] ?? fc.constant(undefined);
  if (type instanceof GraphQLList) {
    const item = valuesOf(type.ofType, name, known);
    return {
      calm,
      wild: wildOf(
        fc.oneof(fc.array(item.wild, { minLength: 1, maxLength: 2 }), fc.constant([null])),
      ),
    };
  }
  if (type instanceof GraphQLInputObjectType)
    return { calm: objectOf(type, known, 0), wild: wildOf(objectOf(type, known, 1)) };
  if (type instanceof GraphQLEnumType) {
    const values = type.getValues().map((value) => value.name);
    return { calm, wild: wildOf(fc.oneof(fc.constantFrom(...values), hostileText)) };
  }
  return { calm, wild: wildOf(wildScalar(type as GraphQLScalarType, name)) };
}

/** A calm value for a required input nothing is known about. */
function required(type: GraphQLInputType, known: KnownValues): fc.Arbitrary<unknown> {
  if (type instanceof GraphQLInputObjectType) return objectOf(type, known, 0);
  if (type instanceof GraphQLList) return fc.constant([]);
  if (type instanceof GraphQLEnumType) return fc.constant(type.getValues()[0].name);
  return calmScalar(type as GraphQLScalarType);
}

function objectOf(type: GraphQLInputObjectType, known: KnownValues, minWild: 0 | 1) {
  const fields = Object.values(type.getFields());
  return mutatedRecord(
    Object.fromEntries(fields.map((f) => [f.name, valuesOf(f.type, f.name, known)])),
    minWild,
  );
}

const isTextArgument = (argument: GraphQLArgument) =>
  ['String', 'ID'].includes(getNamedType(argument.type).name) &&
  !(argument.type instanceof GraphQLList) &&
  !(argument.type instanceof GraphQLNonNull && argument.type.ofType instanceof GraphQLList);

/** `{ __typename }`, plus one level of the result's fields that take arguments (orphanFiles). */
function selectionOf(field: GraphQLField<unknown, unknown>, prefix: string) {
  const result = getNamedType(field.type);
  if (isLeafType(result)) return { text: '', nested: [] as NestedArgument[] };
  const nested: NestedArgument[] = [];
  const parts = ['__typename'];
  if (result instanceof GraphQLObjectType) {
    for (const child of Object.values(result.getFields())) {
      if (!child.args.length) continue;
      const passed = child.args.map((argument) => {
        const variable = `${prefix}${child.name}_${argument.name}`;
        nested.push({ variable, argument });
        return `${argument.name}: $${variable}`;
      });
      const inner = isLeafType(getNamedType(child.type)) ? '' : ' { __typename }';
      parts.push(`${child.name}(${passed.join(', ')})${inner}`);
    }
  }
  return { text: ` { ${parts.join(' ')} }`, nested };
}

interface NestedArgument {
  variable: string;
  argument: GraphQLArgument;
}

/**
 * A document calling `field` with every argument as a variable of its declared type; now and then
 * one text argument is written inline as a literal instead, which no JSON body check sees.
 */
function operationPayload(
  kind: 'query' | 'mutation',
  field: GraphQLField<unknown, unknown>,
  known: KnownValues,
  minWild: 0 | 1,
): fc.Arbitrary<GraphQLPayload> {
  const selection = selectionOf(field, '');
  // `async` is never sent: a queued generation writes in the background while later payloads are
  // checked for writes (async-generation.test.ts covers the queue).
  const args = field.args.filter((argument) => argument.name !== 'async');
  const all: NestedArgument[] = [
    ...args.map((argument) => ({ variable: argument.name, argument })),
    ...selection.nested,
  ];
  const values = mutatedRecord(
    Object.fromEntries(
      all.map(({ variable, argument }) => [
        variable,
        valuesOf(argument.type, argument.name, known),
      ]),
    ),
    minWild,
  );
  const inlineable = args.filter(isTextArgument).map((argument) => argument.name);
  const inlined = inlineable.length
    ? fc.option(fc.constantFrom(...inlineable), { freq: 4 })
    : fc.constant(null);
  return fc.tuple(values, inlined, hostileText).map(([variables, inline, literal]) => {
    const declared = all.filter(({ variable }) => variable !== inline);
    const argumentText = args
      .map((argument) =>
        argument.name === inline
          ? `${argument.name}: ${JSON.stringify(literal)}`
          : `${argument.name}: $${argument.name}`,
      )
      .join(', ');
    const declarations = declared.length
      ? `(${declared.map(({ variable, argument }) => `$${variable}: ${String(argument.type)}`).join(', ')})`
      : '';
    const sent = Object.fromEntries(Object.entries(variables).filter(([name]) => name !== inline));
    return {
      query: `${kind} Fuzz${declarations} { ${field.name}(${argumentText})${selection.text} }`,
      variables: sent,
    };
  });
}

/**
 * Every query and mutation of backend/schema.gql that takes arguments, with its payloads; those in
 * `alwaysWild` (where a calm payload is costly) always get at least one wild value.
 */
export function fuzzOperations(known: KnownValues, alwaysWild: string[] = []): FuzzOperation[] {
  const schema = buildSchema(readFileSync(SCHEMA_FILE, 'utf8'));
  const roots = [
    ['query', schema.getQueryType()],
    ['mutation', schema.getMutationType()],
  ] as const;
  return roots.flatMap(([kind, root]) =>
    Object.values(root!.getFields())
      .filter((field) => field.args.length > 0)
      .map((field) => ({
        name: `${kind} ${field.name}`,
        kind,
        field: field.name,
        payload: operationPayload(kind, field, known, alwaysWild.includes(field.name) ? 1 : 0),
      })),
  );
}
