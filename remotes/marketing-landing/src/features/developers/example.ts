import { deref, type JsonSchema, type OpenApiDocument } from './openapi-model';

/**
 * A deterministic example value for a JSON schema: the same schema always gives the same value, and
 * the value satisfies the schema's type, enum/const, formats and bounds. Used for the example request
 * bodies (required fields only, what the "Try it" editor starts from) and example replies (every field).
 */
export interface ExampleOptions {
  /** Include optional properties (replies: yes; request bodies: only the required ones). */
  optional: boolean;
  /** Resolves `$ref`s against this document. */
  document?: OpenApiDocument;
}

const MAX_DEPTH = 8;

/** Fixed sample values by format, so examples do not change from one load to the next. */
export const FORMAT_EXAMPLES: Record<string, string> = {
  'date-time': '2026-03-04T09:30:00.000Z',
  date: '2026-03-04',
  time: '09:30:00',
  email: 'ada@example.com',
  uri: 'https://example.com',
  url: 'https://example.com',
  uuid: '3f1c2a4e-8b7d-4c1e-9a2b-5d6e7f809a1b',
  ipv4: '192.0.2.1',
  byte: 'S2Fucmk=',
  binary: '<file>',
};

function firstType(schema: JsonSchema): string | undefined {
  if (Array.isArray(schema.type)) return schema.type.find((type) => type !== 'null') ?? schema.type[0];
  return schema.type;
}

function fitLength(text: string, schema: JsonSchema): string {
  let value = text;
  const min = schema.minLength ?? 0;
  while (value.length < min) value += 'x';
  if (schema.maxLength !== undefined && value.length > schema.maxLength) value = value.slice(0, Math.max(schema.maxLength, min));
  return value;
}

function stringExample(schema: JsonSchema, name: string | undefined): string {
  if (schema.format && FORMAT_EXAMPLES[schema.format]) return FORMAT_EXAMPLES[schema.format]!;
  const description = schema.description ?? '';
  if (/YYYY-MM-DD/.test(description)) return FORMAT_EXAMPLES.date!;
  if (/ISO 8601/.test(description)) return FORMAT_EXAMPLES['date-time']!;
  if (schema.pattern && /#|\[0-9a-fA-F\]\{6\}/.test(schema.pattern) && /colou?r/i.test(`${name ?? ''} ${description}`))
    return '#4f46e5';
  if (name && /(^|_)email$/.test(name)) return FORMAT_EXAMPLES.email!;
  if (name && /(^|_)(url|website)$/.test(name)) return FORMAT_EXAMPLES.url!;
  if (name && /(^|_)(date|day)$/.test(name)) return FORMAT_EXAMPLES.date!;
  if (name && /_at$/.test(name)) return FORMAT_EXAMPLES['date-time']!;
  return fitLength(name ? name.replace(/_/g, ' ') : 'string', schema);
}

function numberExample(schema: JsonSchema, integer: boolean): number {
  const step = integer ? 1 : 0.5;
  let low = schema.minimum ?? (schema.exclusiveMinimum !== undefined ? schema.exclusiveMinimum + step : undefined);
  const high = schema.maximum ?? (schema.exclusiveMaximum !== undefined ? schema.exclusiveMaximum - step : undefined);
  // Ids and counts read best as 1; the generated ±2^53 bounds of zod are not real limits.
  if (low === undefined || low < 1) low = high !== undefined && high < 1 ? high : 1;
  if (high !== undefined && low > high) low = high;
  return integer ? Math.ceil(low) : low;
}

function merge(schemas: JsonSchema[]): JsonSchema {
  return schemas.reduce<JsonSchema>(
    (merged, schema) => ({
      ...merged,
      ...schema,
      properties: { ...merged.properties, ...schema.properties },
      required: [...(merged.required ?? []), ...(schema.required ?? [])],
    }),
    {},
  );
}

function build(raw: JsonSchema, options: ExampleOptions, depth: number, name?: string): unknown {
  const schema = options.document ? deref(options.document, raw) : raw;
  if (depth > MAX_DEPTH) return null;
  if (schema.examples?.length) return schema.examples[0];
  if (schema.example !== undefined) return schema.example;
  if (schema.const !== undefined) return schema.const;
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum.find((value) => value !== null) ?? schema.enum[0];
  if (schema.allOf?.length) return build(merge(schema.allOf), options, depth + 1, name);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) {
    const chosen = variants.find((variant) => firstType(variant) !== 'null' || variant.$ref) ?? variants[0]!;
    return build(chosen, options, depth + 1, name);
  }
  const type = firstType(schema) ?? (schema.properties ? 'object' : schema.items ? 'array' : undefined);
  switch (type) {
    case 'null':
      return null;
    case 'boolean':
      return true;
    case 'integer':
      return numberExample(schema, true);
    case 'number':
      return numberExample(schema, false);
    case 'string':
      return stringExample(schema, name);
    case 'array': {
      const count = Math.max(1, schema.minItems ?? 1);
      const item = build(schema.items ?? {}, options, depth + 1, name);
      return Array.from({ length: schema.maxItems !== undefined ? Math.min(count, schema.maxItems) : count }, () => item);
    }
    case 'object': {
      const required = new Set(schema.required ?? []);
      const value: Record<string, unknown> = {};
      for (const [key, property] of Object.entries(schema.properties ?? {})) {
        if (options.optional || required.has(key)) value[key] = build(property, options, depth + 1, key);
      }
      if (!schema.properties && typeof schema.additionalProperties === 'object') {
        value[name === 'errors' ? 'name' : 'key'] = build(schema.additionalProperties, options, depth + 1);
      }
      return value;
    }
    default:
      return schema.properties ? build({ ...schema, type: 'object' }, options, depth, name) : null;
  }
}

export function exampleOf(schema: JsonSchema, options: ExampleOptions): unknown {
  return build(schema, options, 0);
}

/** The example as the page shows it and the body editor starts from. */
export function exampleJson(schema: JsonSchema, options: ExampleOptions): string {
  return JSON.stringify(exampleOf(schema, options), null, 2);
}
