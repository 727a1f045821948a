import fc from 'fast-check';

/**
 * Values a careless client or an attacker sends: each kind mixes fixed known troublemakers with
 * generated ones, so every run meets the classics and still explores around them.
 */

/** Any UTF-16 code unit, NUL and lone surrogates included (fast-check's own units exclude them). */
const anyCodeUnit = fc.integer({ min: 0, max: 0xffff }).map((unit) => String.fromCharCode(unit));

export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a fox\u0000',
    '\ud800',
    'lone \udfff low',
    '\udc00\ud800',
    '',
    ' ',
    '\t\r\n',
    "' OR 1=1 --",
    '%00',
    '../../etc/passwd',
    '\u202eevil',
    'emoji 🦊 ok',
    '<script>alert(1)</script>',
    'x'.repeat(5_000),
  ),
  fc.string({ unit: anyCodeUnit, maxLength: 12 }),
  fc.string({ maxLength: 12 }),
);

/** Numbers no field accepts or that overflow a column: huge, negative, fractional, tiny. */
export const hostileNumber: fc.Arbitrary<number> = fc.oneof(
  fc.constantFrom(
    0,
    -1,
    0.5,
    -0.5,
    2 ** 31,
    2 ** 31 - 1,
    -(2 ** 31) - 1,
    2 ** 53,
    2 ** 53 + 2,
    2 ** 63,
    1e19,
    -1e19,
    1e308,
    -1e308,
    5e-324,
  ),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Strings that parse as numbers only loosely, or as nothing a column holds (JSON has no NaN). */
export const numericText = fc.constantFrom(
  '1e19',
  '-1',
  'NaN',
  'Infinity',
  '-Infinity',
  '0x10',
  '1.5',
  ' 7 ',
  '99999999999999999999',
  '9223372036854775808',
  '2147483648',
);

/** Ids that name no row: not UUIDs, the nil UUID, numbers, text with NUL or lone surrogates. */
export const hostileId: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    'not-a-uuid',
    '0',
    '-1',
    '1e19',
    '99999999999999999999',
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '7d4c0f0e-5b7a-4c1e-9f55-4a1f0c3e2b9',
    '7d4c0f0e-5b7a-4c1e-9f55-4a1f0c3e2b9a\u0000',
  ),
  fc.uuid(),
  hostileText,
);

const base64url = (text: string) => Buffer.from(text).toString('base64url');

/** Page cursors: garbage, base64 of garbage, and well-formed cursors holding a bad id or date. */
export const hostileCursor: fc.Arbitrary<string> = fc.oneof(
  hostileText,
  fc.jsonValue({ maxDepth: 2 }).map((value) => base64url(JSON.stringify(value))),
  hostileId.map((id) => base64url(JSON.stringify(['2020-01-01T00:00:00.000Z', id]))),
  hostileText.map((date) =>
    base64url(JSON.stringify([date, '7d4c0f0e-5b7a-4c1e-9f55-4a1f0c3e2b9a'])),
  ),
  fc.constantFrom(
    base64url('[]'),
    base64url('null'),
    base64url('["'),
    base64url('["-271821-04-20T00:00:00.000Z","7d4c0f0e-5b7a-4c1e-9f55-4a1f0c3e2b9a"]'),
    base64url('["2020-02-30 25:61:00+00","7d4c0f0e-5b7a-4c1e-9f55-4a1f0c3e2b9a"]'),
    base64url('["2020-01-01T00:00:00.000Z",1e19]'),
    '%%%',
    '====',
  ),
);

/** Shapes where a scalar was expected, and prototype-pollution bait. */
const hostileShapes = fc.constantFrom<unknown>(
  null,
  true,
  false,
  [],
  [null],
  [[[]]],
  {},
  { unknown: 'key' },
  JSON.parse('{"__proto__":{"isAdmin":true},"constructor":{"prototype":{"polluted":1}}}'),
);

/** A value of any kind, meant for any field. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  hostileText,
  hostileNumber,
  numericText,
  hostileShapes,
  fc.array(fc.oneof(hostileText, hostileNumber, hostileShapes), { maxLength: 3 }),
);

/**
 * A field's two kinds of value: calm ones the route accepts (so the payload gets past its first
 * checks) and wild ones aimed at it. `undefined` leaves the field out.
 */
export interface FieldValues {
  calm: fc.Arbitrary<unknown>;
  wild: fc.Arbitrary<unknown>;
}

/** Wild values of the field's own kind, of any kind, null, or the field left out. */
export const wildOf = (ownKind: fc.Arbitrary<unknown>): fc.Arbitrary<unknown> =>
  fc.oneof(
    { weight: 4, arbitrary: ownKind },
    { weight: 2, arbitrary: hostileValue },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: fc.constant(undefined) },
  );

export const text = (...calm: string[]): FieldValues => ({
  calm: fc.constantFrom(...calm),
  wild: wildOf(hostileText),
});

export const whole = (...calm: number[]): FieldValues => ({
  calm: fc.constantFrom(...calm),
  wild: wildOf(hostileNumber),
});

/** Calm values from `calm`; wild ones of any kind. */
export const anyWild = (calm: fc.Arbitrary<unknown>): FieldValues => ({
  calm,
  wild: wildOf(hostileValue),
});

/** A list of up to two calm items; wild: wild items, `[null]`, or not a list. */
export const list = (item: FieldValues): FieldValues => ({
  calm: fc.array(item.calm, { maxLength: 2 }),
  wild: wildOf(fc.oneof(fc.array(item.wild, { minLength: 1, maxLength: 2 }), fc.constant([null]))),
});

/** An object of calm fields; wild: one or two of them wild. */
export const nested = (fields: Record<string, FieldValues>): FieldValues => ({
  calm: mutatedRecord(fields, 0),
  wild: wildOf(mutatedRecord(fields, 1)),
});

const withoutUndefined = (object: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(object).filter(([, value]) => value !== undefined));

/**
 * An object whose fields are calm except a few made wild (at least `minWild`, at most two): a
 * payload that passes every check but the one a wild value aims at.
 */
export function mutatedRecord(
  fields: Record<string, FieldValues>,
  minWild: 0 | 1 = 0,
): fc.Arbitrary<Record<string, unknown>> {
  const keys = Object.keys(fields);
  if (!keys.length) return fc.constant({});
  const pick = (kind: 'calm' | 'wild') =>
    fc.record(Object.fromEntries(keys.map((key) => [key, fields[key][kind]])));
  const wildKeys =
    minWild === 0
      ? fc.oneof(
          fc.constant<string[]>([]),
          fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 }),
        )
      : fc.uniqueArray(fc.constantFrom(...keys), { minLength: 1, maxLength: 2 });
  return fc.tuple(pick('calm'), wildKeys, pick('wild')).map(([calm, chosen, wild]) =>
    withoutUndefined({
      ...calm,
      ...Object.fromEntries(chosen.map((key) => [key, wild[key]])),
    }),
  );
}

/** A few keys no DTO declares, holding hostile values. */
const unknownKeys = fc.dictionary(
  fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor', 'isAdmin')),
  hostileValue,
  { maxKeys: 3 },
);

/**
 * A JSON body of the given fields (calm but for a wild one or two), sometimes with unknown keys,
 * now and then not an object at all.
 */
export function hostileBody(
  fields: Record<string, FieldValues>,
  minWild: 0 | 1 = 0,
): fc.Arbitrary<unknown> {
  const shaped = fc
    .tuple(mutatedRecord(fields, minWild), fc.option(unknownKeys, { freq: 4 }))
    .map(([known, extra]) => ({ ...(extra ?? {}), ...known }));
  return fc.oneof({ weight: 9, arbitrary: shaped }, { weight: 1, arbitrary: hostileValue });
}

/** Percent-encoded as a client would send it; a lone surrogate goes out as U+FFFD (bad bytes below). */
export const percentEncoded = (value: string) =>
  encodeURIComponent(
    value.replace(
      /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g,
      '\ufffd',
    ),
  );

/** A path segment as sent on the wire: encoded hostile ids, raw NUL, bad UTF-8, huge numbers. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  hostileId.filter((id) => id !== '').map(percentEncoded),
  fc.constantFrom(
    '%00',
    'a%00b',
    '%ED%A0%80',
    '%C0%AF',
    '%FF',
    '%zz',
    '..',
    '%2F',
    '99999999999999999999',
    '2147483648',
    '9223372036854775808',
    '1e19',
    '-1',
    '0',
    '1.5',
    '0x1',
  ),
);

/** A query-string value as sent on the wire. */
export const hostileQueryValue: fc.Arbitrary<string> = fc.oneof(
  numericText.map(percentEncoded),
  hostileNumber.map((value) => percentEncoded(String(value))),
  hostileCursor.map(percentEncoded),
  hostileText.map(percentEncoded),
  fc.constantFrom('%00', '%ED%A0%80', '%FF', '%', ''),
);

/** A query string: the route's keys with calm values, one or two (or a stray key) wild. */
export function hostileQuery(calm: Record<string, fc.Arbitrary<string>> = {}) {
  const fields: Record<string, FieldValues> = Object.fromEntries(
    [...Object.keys(calm), 'limit', 'offset', 'cursor'].map((key) => [
      key,
      { calm: calm[key] ?? fc.constant(undefined), wild: hostileQueryValue },
    ]),
  );
  return mutatedRecord(fields).map((values) => {
    const pairs = Object.entries(values).map(([key, value]) => `${key}=${String(value)}`);
    return pairs.length ? `?${pairs.join('&')}` : '';
  });
}
