import { deref, type JsonSchema, type OpenApiDocument } from '../openapi-model';
import { DEVELOPERS_TEXTS } from '../texts';

const T = DEVELOPERS_TEXTS.schema;
const MAX_DEPTH = 8;

function typesOf(schema: JsonSchema): string[] {
  return Array.isArray(schema.type) ? schema.type : schema.type ? [schema.type] : [];
}

/** The type as one label: `string`, `integer`, `array of object`, `object`, `string | null`… */
export function typeLabel(schema: JsonSchema, document?: OpenApiDocument): string {
  const resolved = document ? deref(document, schema) : schema;
  const variants = resolved.anyOf ?? resolved.oneOf;
  if (variants?.length) return variants.map((variant) => typeLabel(variant, document)).join(' | ');
  const types = typesOf(resolved);
  const main = types.length
    ? types
    : resolved.properties
      ? ['object']
      : resolved.const !== undefined
        ? [typeof resolved.const]
        : ['any'];
  return main
    .map((type) => (type === 'array' && resolved.items ? `array of ${typeLabel(resolved.items, document)}` : type))
    .join(' | ');
}

/** The schema's constraints as short labels: format, enum values, bounds, lengths, pattern. */
export function facetsOf(schema: JsonSchema): string[] {
  const facets: string[] = [];
  if (schema.format) facets.push(`${T.format}: ${schema.format}`);
  if (schema.const !== undefined) facets.push(`${T.constant} ${JSON.stringify(schema.const)}`);
  if (schema.enum?.length) facets.push(`${T.enumLabel}: ${schema.enum.map((value) => JSON.stringify(value)).join(', ')}`);
  const min = schema.minimum ?? schema.exclusiveMinimum;
  const max = schema.maximum ?? schema.exclusiveMaximum;
  // zod's integer bounds (±2^53 − 1) say nothing a reader needs.
  if (min !== undefined && Math.abs(min) < Number.MAX_SAFE_INTEGER)
    facets.push(`${T.min} ${min}${schema.exclusiveMinimum !== undefined ? ' (exclusive)' : ''}`);
  if (max !== undefined && Math.abs(max) < Number.MAX_SAFE_INTEGER)
    facets.push(`${T.max} ${max}${schema.exclusiveMaximum !== undefined ? ' (exclusive)' : ''}`);
  if (schema.minLength !== undefined || schema.maxLength !== undefined) {
    facets.push(`${T.length} ${schema.minLength ?? 0}–${schema.maxLength ?? '∞'}`);
  }
  if (schema.minItems !== undefined || schema.maxItems !== undefined) {
    facets.push(`${T.items} ${schema.minItems ?? 0}–${schema.maxItems ?? '∞'}`);
  }
  // Long generated patterns (uuid, e-mail) add nothing to their format.
  if (schema.pattern && !schema.format) facets.push(`${T.pattern} ${schema.pattern}`);
  return facets;
}

interface NodeProps {
  name: string;
  schema: JsonSchema;
  required?: boolean;
  document?: OpenApiDocument;
  depth: number;
}

function SchemaNode({ name, schema: raw, required, document, depth }: NodeProps) {
  const schema = document ? deref(document, raw) : raw;
  return (
    <li>
      <span className="kd-field">{name}</span>
      <span className="kd-type">{typeLabel(schema, document)}</span>
      {required !== undefined && <span className={required ? 'kd-req' : 'kd-facet'}>{required ? T.required : T.optional}</span>}
      {facetsOf(schema).map((facet) => (
        <span key={facet} className="kd-facet">
          {facet}
        </span>
      ))}
      {schema.description && <div className="kd-desc">{schema.description}</div>}
      {depth < MAX_DEPTH && <SchemaChildren schema={schema} document={document} depth={depth + 1} />}
    </li>
  );
}

function SchemaChildren({ schema, document, depth }: { schema: JsonSchema; document?: OpenApiDocument; depth: number }) {
  const required = new Set(schema.required ?? []);
  const properties = Object.entries(schema.properties ?? {});
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((variant) => variant.type !== 'null');
  const items = schema.items ? (document ? deref(document, schema.items) : schema.items) : undefined;
  const record = !schema.properties && typeof schema.additionalProperties === 'object' ? schema.additionalProperties : undefined;
  if (properties.length > 0) {
    return (
      <ul>
        {properties.map(([name, property]) => (
          <SchemaNode key={name} name={name} schema={property} required={required.has(name)} document={document} depth={depth} />
        ))}
      </ul>
    );
  }
  if (items && (items.properties || items.items || items.anyOf)) {
    return (
      <ul>
        <SchemaNode name={`[${T.items}]`} schema={items} document={document} depth={depth} />
      </ul>
    );
  }
  if (record) {
    return (
      <ul>
        <SchemaNode name={T.anyKey} schema={record} document={document} depth={depth} />
      </ul>
    );
  }
  if (variants.length > 1 || (variants.length === 1 && (variants[0]!.properties || variants[0]!.$ref))) {
    return (
      <ul>
        {variants.map((variant, index) => (
          <SchemaNode key={index} name={`${T.oneOf} #${index + 1}`} schema={variant} document={document} depth={depth} />
        ))}
      </ul>
    );
  }
  return null;
}

/** A schema as a readable tree: each field with its type, required or not, enum values, bounds and formats. */
export function SchemaTree({ schema, document, label }: { schema: JsonSchema; document?: OpenApiDocument; label?: string }) {
  const resolved = document ? deref(document, schema) : schema;
  return (
    <ul className="kd-tree" aria-label={label}>
      {resolved.properties ? (
        Object.entries(resolved.properties).map(([name, property]) => (
          <SchemaNode
            key={name}
            name={name}
            schema={property}
            required={(resolved.required ?? []).includes(name)}
            document={document}
            depth={1}
          />
        ))
      ) : (
        <SchemaNode name={label ?? 'body'} schema={resolved} document={document} depth={1} />
      )}
    </ul>
  );
}
