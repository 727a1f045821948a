/**
 * Checks answers the app gave against its OpenAPI description: the status must be documented for
 * the operation, and a JSON body must match the documented schema exactly: every required property
 * present with the documented type, and no property the schema does not name (unless it allows
 * additional ones). Covers the JSON Schema the description uses: $ref, allOf/anyOf/oneOf, type
 * (with 'null'), enum, properties, required, additionalProperties, items and the formats
 * date-time, uuid, email and uri.
 */

export type Schema = Record<string, unknown>;

export interface OpenApiOperation {
  responses: Record<string, { content?: Record<string, { schema?: Schema }> }>;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, OpenApiOperation>>;
  components: { schemas: Record<string, Schema> };
}

export interface RecordedAnswer {
  method: string;
  path: string;
  status: number;
  contentType: string;
  body: unknown;
}

const FORMATS: Record<string, (value: string) => boolean> = {
  'date-time': (value) =>
    /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/.test(value) &&
    !Number.isNaN(Date.parse(value)),
  uuid: (value) => /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(value),
  email: (value) => /^[^@\s]+@[^@\s]+$/.test(value),
  uri: (value) => URL.canParse(value),
};

function jsonType(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'array';
  if (typeof value === 'number') return Number.isInteger(value) ? 'integer' : 'number';
  return typeof value;
}

/** Why `value` does not match `schema` (empty when it does). */
export function schemaProblems(
  document: OpenApiDocument,
  schema: Schema,
  value: unknown,
  at = '$',
): string[] {
  if (typeof schema.$ref === 'string') {
    const name = schema.$ref.replace('#/components/schemas/', '');
    const target = document.components.schemas[name];
    if (!target) return [`${at}: unresolved ${schema.$ref}`];
    return schemaProblems(document, target, value, at);
  }
  if (Array.isArray(schema.allOf)) {
    const problems = (schema.allOf as Schema[]).flatMap((part) =>
      schemaProblems(document, part, value, at),
    );
    if (problems.length) return problems;
  }
  for (const key of ['anyOf', 'oneOf']) {
    const options = schema[key] as Schema[] | undefined;
    if (!Array.isArray(options)) continue;
    const tried = options.map((option) => schemaProblems(document, option, value, at));
    if (!tried.some((problems) => problems.length === 0))
      return [`${at}: matches none of ${key}: ${tried.map((p) => p.join('; ')).join(' | ')}`];
  }
  const actual = jsonType(value);
  if (schema.type !== undefined) {
    const types = [schema.type].flat() as string[];
    const fits = types.includes(actual) || (actual === 'integer' && types.includes('number'));
    if (!fits) return [`${at}: ${actual} where the schema says ${types.join(' or ')}`];
  }
  if (
    Array.isArray(schema.enum) &&
    !schema.enum.some((option) => JSON.stringify(option) === JSON.stringify(value))
  )
    return [`${at}: ${JSON.stringify(value)} is not one of ${JSON.stringify(schema.enum)}`];
  if (typeof value === 'string' && typeof schema.format === 'string') {
    const check = FORMATS[schema.format];
    if (check && !check(value)) return [`${at}: ${JSON.stringify(value)} is no ${schema.format}`];
  }
  if (actual === 'array' && schema.items)
    return (value as unknown[]).flatMap((item, index) =>
      schemaProblems(document, schema.items as Schema, item, `${at}[${index}]`),
    );
  if (actual === 'object' && (schema.properties || schema.type === 'object')) {
    const record = value as Record<string, unknown>;
    const properties = (schema.properties ?? {}) as Record<string, Schema>;
    const problems = ((schema.required ?? []) as string[])
      .filter((name) => !(name in record))
      .map((name) => `${at}.${name}: required but missing`);
    for (const [name, item] of Object.entries(record)) {
      if (properties[name])
        problems.push(...schemaProblems(document, properties[name], item, `${at}.${name}`));
      else if (schema.additionalProperties === undefined || schema.additionalProperties === false)
        problems.push(`${at}.${name}: not in the schema`);
      else if (typeof schema.additionalProperties === 'object')
        problems.push(
          ...schemaProblems(document, schema.additionalProperties as Schema, item, `${at}.${name}`),
        );
    }
    return problems;
  }
  return [];
}

/** The operation a concrete request reaches: literal segments win over parameters. */
export function operationOf(
  document: OpenApiDocument,
  method: string,
  path: string,
): [string, OpenApiOperation] | undefined {
  const bare = path.split('?')[0];
  const candidates = Object.keys(document.paths)
    .filter((template) => document.paths[template][method.toLowerCase()])
    .filter((template) => {
      const pattern = template
        .split('/')
        .map((segment) =>
          segment === '{key}' && template.startsWith('/api/files/')
            ? '.+'
            : segment.replace(/\{\w+\}/g, '[^/]+').replace(/\./g, '\\.'),
        )
        .join('/');
      return new RegExp(`^${pattern}$`).test(bare);
    })
    .sort((a, b) => (a.match(/\{/g)?.length ?? 0) - (b.match(/\{/g)?.length ?? 0));
  const template = candidates[0];
  return template
    ? [`${method.toUpperCase()} ${template}`, document.paths[template][method.toLowerCase()]]
    : undefined;
}

/** What is wrong with one answer, judged by the description. */
export function answerProblems(document: OpenApiDocument, answer: RecordedAnswer): string[] {
  const where = `${answer.method} ${answer.path} → ${answer.status}`;
  const found = operationOf(document, answer.method, answer.path);
  if (!found) return [`${where}: no documented operation`];
  const response = found[1].responses[String(answer.status)];
  if (!response) return [`${where}: status not documented for ${found[0]}`];
  const mediaType = answer.contentType.split(';')[0].trim();
  const content = response.content?.[mediaType];
  if (!content) return [`${where}: ${mediaType} not documented for ${found[0]}`];
  if (mediaType !== 'application/json' || !content.schema) return [];
  return schemaProblems(document, content.schema, answer.body).map(
    (problem) => `${where}: ${problem}`,
  );
}
