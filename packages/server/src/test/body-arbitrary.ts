import fc, { type Arbitrary } from 'fast-check';

/** The JSON Schema subset our route schemas use (as /api/openapi.json publishes them from zod). */
export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  nullable?: boolean;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
  format?: string;
  pattern?: string;
};

/** Strings a caller should never be able to turn into a 500: NUL and other controls, odd Unicode, SQL, long ones. */
const hostileString: Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\u0001\u0002\u001f\u007f',
    '\ud800',
    '\u202e\u200b',
    "'; DROP TABLE meetings; --",
    '%00',
    '../../etc/passwd',
    '<script>alert(1)</script>',
    '00000000-0000-4000-8000-000000000000',
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.integer({ min: 10_001, max: 200_000 }).map((n) => 'x'.repeat(n)),
);

const hostileNumber: Arbitrary<number> = fc.oneof(
  fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 2, -(2 ** 53) - 2, 0.5, 2 ** 31, -(2 ** 31) - 1),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
);

/** Any JSON value of a different shape than asked for. */
const wrongValue: Arbitrary<unknown> = fc.oneof(
  hostileString,
  hostileNumber,
  fc.boolean(),
  fc.constant(null),
  fc.array(fc.string(), { maxLength: 3 }),
  fc.dictionary(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), { maxKeys: 3 }),
);

/** Values the schema accepts (as far as this generator knows it: patterns and formats are only roughly met). */
export function validValue(schema: JsonSchema | undefined, depth = 0): Arbitrary<unknown> {
  if (!schema || depth > 6) return fc.constant(null);
  const variants = schema.anyOf ?? schema.oneOf;
  const base: Arbitrary<unknown> = variants
    ? fc.oneof(...variants.map((s) => validValue(s, depth + 1)))
    : schema.allOf?.length
      ? validValue(schema.allOf[0], depth + 1)
      : schema.const !== undefined
        ? fc.constant(schema.const)
        : schema.enum
          ? fc.constantFrom(...schema.enum)
          : byType(schema, depth);
  return schema.nullable ? fc.oneof(base, fc.constant(null)) : base;
}

function byType(schema: JsonSchema, depth: number): Arbitrary<unknown> {
  const type = Array.isArray(schema.type) ? schema.type[0] : schema.type;
  switch (type) {
    case 'string':
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date-time') return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 40, 40) });
    case 'integer':
      return fc.integer({
        min: Math.max(schema.minimum ?? -1000, -(2 ** 31)),
        max: Math.min(schema.maximum ?? 1_000_000, 2 ** 31),
      });
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(validValue(schema.items, depth + 1), {
        minLength: schema.minItems ?? 0,
        maxLength: Math.min(schema.maxItems ?? 3, 3),
      });
    case 'object': {
      const properties = schema.properties ?? {};
      const required = new Set(schema.required ?? []);
      const record: Record<string, Arbitrary<unknown>> = {};
      for (const [key, value] of Object.entries(properties)) record[key] = validValue(value, depth + 1);
      const known = fc.record(record, { requiredKeys: [...required].filter((key) => key in properties) });
      if (typeof schema.additionalProperties !== 'object') return known;
      const extra = fc.dictionary(
        fc.string({ minLength: 1, maxLength: 12 }),
        validValue(schema.additionalProperties, depth + 1),
        {
          maxKeys: 3,
        },
      );
      return fc.tuple(known, extra).map(([a, b]) => ({ ...b, ...a }));
    }
    default:
      return wrongValue;
  }
}

/**
 * A request body built from the route's schema and then, most of the time, broken: a field of the wrong type, a
 * required field missing, an unknown field, a hostile string (NUL, controls, 200 KB) or number (huge, negative,
 * fractional) anywhere in it, or not an object at all.
 */
export function brokenBody(schema: JsonSchema | undefined): Arbitrary<unknown> {
  const valid = validValue(schema);
  return fc.oneof(
    { weight: 2, arbitrary: valid },
    {
      weight: 6,
      arbitrary: fc.tuple(valid, fc.nat(), wrongValue).map(([body, at, value]) => breakAt(body, at, value)),
    },
    { weight: 2, arbitrary: fc.tuple(valid, fc.nat()).map(([body, at]) => dropAt(body, at)) },
    {
      weight: 1,
      arbitrary: fc.tuple(valid, fc.string({ maxLength: 10 }), wrongValue).map(([b, k, v]) => addField(b, k, v)),
    },
    { weight: 1, arbitrary: wrongValue },
  );
}

/** Every place in a JSON value where another value could go, as a path of keys. */
function places(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  if (Array.isArray(value)) return [path, ...value.flatMap((item, i) => places(item, [...path, i]))];
  if (value && typeof value === 'object')
    return [path, ...Object.entries(value).flatMap(([key, item]) => places(item, [...path, key]))];
  return [path];
}

function setAt(value: unknown, path: (string | number)[], replacement: unknown): unknown {
  if (path.length === 0) return replacement;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<string | number, unknown>;
  copy[head!] = setAt(copy[head!], rest, replacement);
  return copy;
}

function breakAt(body: unknown, at: number, replacement: unknown): unknown {
  const all = places(body).filter((path) => path.length > 0);
  return all.length === 0 ? replacement : setAt(body, all[at % all.length]!, replacement);
}

function dropAt(body: unknown, at: number): unknown {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return body;
  const keys = Object.keys(body);
  if (keys.length === 0) return body;
  const { [keys[at % keys.length]!]: _dropped, ...rest } = body as Record<string, unknown>;
  return rest;
}

function addField(body: unknown, key: string, value: unknown): unknown {
  return body && typeof body === 'object' && !Array.isArray(body) ? { ...body, [`x_${key}`]: value } : body;
}
