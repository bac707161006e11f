import { exampleJson, exampleOf, FORMAT_EXAMPLES } from './example';
import { endpointGroups } from './openapi-model';
import { FIXTURE_DOCUMENT } from './test-fixtures';

const body = endpointGroups(FIXTURE_DOCUMENT)[0]!.endpoints.find((endpoint) => endpoint.method === 'POST')!.requestBody!.schema;

describe('the example generator', () => {
  it('builds a request body from the required fields only, honouring enums, formats, bounds and nullables', () => {
    expect(exampleOf(body, { optional: false })).toEqual({
      name: 'name',
      status: 'active',
      start_date: FORMAT_EXAMPLES.date,
      member_ids: [1],
    });
  });

  it('includes optional fields for replies and follows $refs', () => {
    const reply = exampleOf(
      { type: 'object', properties: { error: { $ref: '#/components/schemas/ErrorReply' }, note: { type: 'string' } } },
      { optional: true, document: FIXTURE_DOCUMENT },
    );
    expect(reply).toEqual({ error: { error: true, message: 'message', errors: { name: ['string'] } }, note: 'note' });
  });

  it('is deterministic: the same schema always gives the same text', () => {
    expect(exampleJson(body, { optional: true })).toBe(exampleJson(body, { optional: true }));
    expect(JSON.parse(exampleJson(body, { optional: true }))).toHaveProperty('description', 'description');
  });

  it('keeps numbers and strings inside their bounds', () => {
    expect(exampleOf({ type: 'integer', minimum: 5, maximum: 9 }, { optional: true })).toBe(5);
    expect(exampleOf({ type: 'integer', maximum: 0 }, { optional: true })).toBe(0);
    expect(exampleOf({ type: 'number', exclusiveMinimum: 2 }, { optional: true })).toBe(2.5);
    expect(exampleOf({ type: 'integer', minimum: -9007199254740991 }, { optional: true })).toBe(1);
    expect(exampleOf({ type: 'string', minLength: 8 }, { optional: true })).toBe('stringxx');
    expect(exampleOf({ type: 'string', maxLength: 3 }, { optional: true })).toBe('str');
    expect(exampleOf({ type: 'array', items: { type: 'boolean' }, minItems: 2 }, { optional: true })).toEqual([true, true]);
  });

  it('prefers the schema’s own example, const, default and enum', () => {
    expect(exampleOf({ type: 'string', examples: ['given'] }, { optional: true })).toBe('given');
    expect(exampleOf({ type: 'string', const: 'fixed' }, { optional: true })).toBe('fixed');
    expect(exampleOf({ type: 'integer', default: 20 }, { optional: true })).toBe(20);
    expect(exampleOf({ enum: [null, 'b'] }, { optional: true })).toBe('b');
    expect(exampleOf({ type: ['null', 'string'], format: 'email' }, { optional: true })).toBe(FORMAT_EXAMPLES.email);
    expect(exampleOf({ type: 'string', description: 'Calendar date YYYY-MM-DD' }, { optional: true })).toBe(FORMAT_EXAMPLES.date);
  });

  it('stops at a self-referencing schema instead of looping', () => {
    const document = {
      components: { schemas: { Node: { type: 'object', properties: { child: { $ref: '#/components/schemas/Node' } } } } },
    };
    const value = exampleOf({ $ref: '#/components/schemas/Node' }, { optional: true, document }) as Record<string, unknown>;
    expect(JSON.stringify(value)).toContain('"child":null');
  });
});
