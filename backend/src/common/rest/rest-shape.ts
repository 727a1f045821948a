import { type Type } from '@nestjs/common';
import { Float, GraphQLISODateTime, ID, Int } from '@nestjs/graphql';
// The field reader @nestjs/graphql's own PartialType/PickType use: it loads the lazy field metadata.
import { getFieldsAndDecoratorForType } from '@nestjs/graphql/dist/schema-builder/utils/get-fields-and-decorator.util.js';
import { ApiProperty, type ApiPropertyOptions } from '@nestjs/swagger';
import { getMetadataStorage } from 'class-validator';
import { GraphQLJSON } from 'graphql-type-json';
import { ValidationFailedError } from '../errors/domain-errors.js';
import { isoInstantOf } from '../validation/iso-instant.js';
import { validatedInput } from '../validation/validation.pipe.js';

/**
 * A REST body or answer declared over the GraphQL class that already owns the shape: its fields,
 * descriptions, nullability and (for inputs) class-validator limits become the OpenAPI schema, and
 * `rename` gives the spec's snake_case name where the REST field differs. Nothing about a field is
 * written a second time for REST.
 */
export interface RestShapeOptions<T> {
  /** The OpenAPI schema's name (it appears in openapi.json). */
  name: string;
  /** GraphQL field → REST field, where they differ. */
  rename?: Partial<Record<keyof T & string, string>>;
  /** GraphQL fields the REST shape leaves out. */
  omit?: readonly (keyof T & string)[];
  /** OpenAPI-only facts GraphQL has no word for: a string's format, an example. */
  openApi?: Partial<Record<keyof T & string, ApiPropertyOptions>>;
  /**
   * Object fields, each declared as another REST shape is: its schema, and for an answer how a
   * value is written (a list item by item, null kept). An input's nested object is validated by
   * the class's own nested rules.
   */
  nested?: Partial<Record<keyof T & string, NestedShape>>;
  /** Answer fields REST leaves out where GraphQL answers null (older clients test presence). */
  absentWhenNull?: readonly (keyof T & string)[];
}

/**
 * What a nested object field is declared as: a `restInput`, or answered as: a `restOutput` or a
 * REST view of its own.
 */
export interface NestedShape {
  readonly schema: Type<unknown>;
  // `never`: any writer fits, whatever value it takes.
  write?(value: never): unknown;
}

/** The `openApi` fact of an id field that holds a UUID (GraphQL's ID says only "string"). */
export const UUID_FORMAT: ApiPropertyOptions = { format: 'uuid' };

interface ShapeField {
  source: string;
  rest: string;
  nested?: NestedShape;
  /** A date: REST sends it as an ISO 8601 string, where GraphQL's scalar parses it. */
  isDate?: boolean;
  absentWhenNull?: boolean;
}

export interface RestShape {
  /** The OpenAPI schema class, for @ApiBody / @Api…Response. */
  readonly schema: Type<unknown>;
  readonly fields: readonly ShapeField[];
}

export interface RestInput<T extends object> extends RestShape {
  /**
   * A REST body in the GraphQL class's names, validated by that class's rules. `route` gives the
   * fields the route itself supplies (a path parameter the body omits); they are validated too.
   */
  read(body: unknown, route?: Partial<T>): Promise<T>;
}

export interface RestOutput<T> extends RestShape {
  /** A value in the REST answer's names. */
  write(value: T): Record<string, unknown>;
}

const SCALARS = new Map<unknown, ApiPropertyOptions>([
  [String, { type: String }],
  [Boolean, { type: Boolean }],
  [Number, { type: Number }],
  [Float, { type: Number }],
  [Int, { type: 'integer' }],
  [ID, { type: String }],
  [Date, { type: String, format: 'date-time' }],
  [GraphQLISODateTime, { type: String, format: 'date-time' }],
  [GraphQLJSON, { type: 'object', additionalProperties: true }],
]);

const DATES = new Set<unknown>([Date, GraphQLISODateTime]);

/** The OpenAPI type of a GraphQL field's type: a scalar, or a registered enum's values. */
function openApiType(graphQLType: unknown, field: string): ApiPropertyOptions {
  const scalar = SCALARS.get(graphQLType);
  if (scalar) return scalar;
  if (graphQLType && typeof graphQLType === 'object')
    return { enum: [...new Set(Object.values(graphQLType as object))] as string[] };
  throw new Error(`${field}: a REST shape takes scalar and enum fields only`);
}

type Limits = Record<string, unknown>;

/** The class-validator rules OpenAPI can state, per property. */
function validationLimits(source: Type<unknown>): Map<string, Limits> {
  const limits = new Map<string, Limits>();
  const rules = getMetadataStorage().getTargetValidationMetadatas(source, '', true, false);
  for (const rule of rules) {
    // A rule for each item of an array (`{ each: true }`) says nothing of the array itself.
    if (rule.each) continue;
    const [first, second] = (rule.constraints ?? []) as unknown[];
    const stated: Limits = {};
    if (rule.name === 'maxLength') stated.maxLength = first;
    if (rule.name === 'minLength') stated.minLength = first;
    if (rule.name === 'isLength') Object.assign(stated, { minLength: first, maxLength: second });
    if (rule.name === 'arrayMaxSize') stated.maxItems = first;
    if (rule.name === 'arrayMinSize') stated.minItems = first;
    if (rule.name === 'max') stated.maximum = first;
    if (rule.name === 'min') stated.minimum = first;
    if (rule.name === 'isUuid') stated.format = 'uuid';
    if (rule.name === 'isIn') stated.enum = first;
    limits.set(rule.propertyName, { ...limits.get(rule.propertyName), ...stated });
  }
  return limits;
}

function describe<T>(source: Type<T>, options: RestShapeOptions<T>, asInput: boolean): RestShape {
  const schema = { [options.name]: class {} }[options.name];
  const rename: Record<string, string | undefined> = options.rename ?? {};
  const omitted = new Set<string>(options.omit ?? []);
  const limits = asInput ? validationLimits(source) : new Map<string, Limits>();
  const overrides: Record<string, ApiPropertyOptions | undefined> = options.openApi ?? {};
  const nestedShapes: Record<string, NestedShape | undefined> = options.nested ?? {};
  const absentWhenNull = new Set<string>(options.absentWhenNull ?? []);
  const fields: ShapeField[] = [];
  for (const field of getFieldsAndDecoratorForType(source).fields) {
    if (omitted.has(field.name)) continue;
    const rest = rename[field.name] ?? field.name;
    const nested = nestedShapes[field.name];
    // Called first: the field's options learn `isArray` when its type is resolved.
    const graphQLType = field.typeFn();
    const type: ApiPropertyOptions = nested
      ? { type: () => nested.schema }
      : openApiType(graphQLType, field.name);
    const { nullable, description, isArray, defaultValue } = field.options as {
      nullable?: boolean;
      description?: string;
      isArray?: boolean;
      defaultValue?: unknown;
    };
    const override = overrides[field.name];
    // A field REST takes in more than one form (a list or comma-separated text) states its own;
    // @nestjs/swagger then drops the placeholder type.
    const ownForms = override?.oneOf !== undefined;
    const property = {
      ...(ownForms ? { type: Object } : type),
      ...(isArray && !ownForms ? { isArray: true } : {}),
      ...(description ? { description } : {}),
      ...(asInput && defaultValue !== undefined ? { default: defaultValue } : {}),
      // An input's nullable field may be left out; an answer carries it, null or not, unless
      // told to leave a null out (then it is never null when present).
      required: asInput ? !nullable : !absentWhenNull.has(field.name),
      ...(nullable && !absentWhenNull.has(field.name) && !ownForms ? { nullable: true } : {}),
      ...(ownForms ? {} : limits.get(field.name)),
      ...override,
    } as ApiPropertyOptions;
    ApiProperty(property)(schema.prototype, rest);
    const isDate = DATES.has(graphQLType);
    fields.push({
      source: field.name,
      rest,
      ...(nested ? { nested } : {}),
      ...(isDate ? { isDate } : {}),
      ...(absentWhenNull.has(field.name) ? { absentWhenNull: true } : {}),
    });
  }
  return { schema, fields };
}

/**
 * A date field's REST value: an ISO 8601 string becomes a Date (or a 400 naming the field);
 * anything else, an empty string too, is left for the class's rules to refuse.
 */
function dateOf(value: unknown, field: string): unknown {
  return typeof value === 'string' && value !== '' ? isoInstantOf(value, field) : value;
}

/**
 * A refusal of a renamed field in the name the REST client sent (`model_id is required`, not
 * `modelId is required`); any other error as it is.
 */
function inRestNames(error: unknown, fields: readonly ShapeField[]): unknown {
  if (!(error instanceof ValidationFailedError)) return error;
  const path = String(error.details?.field ?? '');
  const [head, ...rest] = path.split('.');
  const renamed = fields.find((f) => f.source === head && f.rest !== f.source);
  if (!renamed) return error;
  const message = error.message.startsWith(path)
    ? `${[renamed.rest, ...rest].join('.')}${error.message.slice(path.length)}`
    : error.message;
  return new ValidationFailedError(message, {
    ...error.details,
    field: [renamed.rest, ...rest].join('.'),
  });
}

/** A REST body over a GraphQL input class: the same fields and rules, the REST names. */
export function restInput<T extends object>(
  source: Type<T>,
  options: RestShapeOptions<T>,
): RestInput<T> {
  const shape = describe(source, options, true);
  return {
    ...shape,
    async read(body, route) {
      const given = body && typeof body === 'object' ? (body as Record<string, unknown>) : {};
      const plain = Object.fromEntries(
        shape.fields.map((f) => [
          f.source,
          f.isDate ? dateOf(given[f.rest], f.rest) : given[f.rest],
        ]),
      );
      try {
        return await validatedInput(source as Type<T> & (new () => T), { ...plain, ...route });
      } catch (error) {
        throw inRestNames(error, shape.fields);
      }
    },
  };
}

/** A nested field's value as its shape writes it: each item of a list, null and absent kept. */
function writeNested(nested: NestedShape, value: unknown): unknown {
  const write = nested.write?.bind(nested);
  if (value === null || value === undefined || !write) return value;
  if (Array.isArray(value)) return value.map((item) => write(item as never));
  return write(value as never);
}

/** A REST answer over a GraphQL object type: the same fields, the REST names. */
export function restOutput<T>(source: Type<T>, options: RestShapeOptions<T>): RestOutput<T> {
  const shape = describe(source, options, false);
  return {
    ...shape,
    write(value) {
      const record = value as Record<string, unknown>;
      const answer: Record<string, unknown> = {};
      for (const f of shape.fields) {
        const given = record[f.source];
        if (f.absentWhenNull && (given === null || given === undefined)) continue;
        answer[f.rest] = f.nested ? writeNested(f.nested, given) : given;
      }
      return answer;
    },
  };
}
