import { render, screen, within } from '@testing-library/react';
import { endpointGroups } from '../openapi-model';
import { FIXTURE_DOCUMENT } from '../test-fixtures';
import { facetsOf, SchemaTree, typeLabel } from './schema-tree';

const store = endpointGroups(FIXTURE_DOCUMENT)[0]!.endpoints.find((endpoint) => endpoint.method === 'POST')!;

function row(tree: HTMLElement, field: string): HTMLElement {
  const name = within(tree).getAllByText(field, { selector: '.kd-field' })[0]!;
  return name.closest('li')!;
}

describe('SchemaTree', () => {
  it('shows each field with its type, whether it is required, enum values, bounds, formats and description', () => {
    render(<SchemaTree schema={store.requestBody!.schema} document={FIXTURE_DOCUMENT} label="Request body" />);
    const tree = screen.getByRole('list', { name: 'Request body' });

    expect(row(tree, 'name')).toHaveTextContent('namestringrequiredlength 1–120The project name');
    expect(row(tree, 'status')).toHaveTextContent('statusstringrequiredone of: "active", "on_hold", "completed"');
    expect(row(tree, 'start_date')).toHaveTextContent('start_datestring | nullrequired');
    expect(row(tree, 'member_ids')).toHaveTextContent('member_idsarray of integerrequireditems 1–∞');
    expect(row(tree, 'description')).toHaveTextContent('descriptionstringoptional');
  });

  it('nests objects, resolves $refs and shows records by their key', () => {
    render(<SchemaTree schema={{ $ref: '#/components/schemas/ErrorReply' }} document={FIXTURE_DOCUMENT} label="Failure" />);
    const tree = screen.getByRole('list', { name: 'Failure' });

    expect(row(tree, 'error')).toHaveTextContent('errorbooleanrequiredalways true');
    const errors = row(tree, 'errors');
    expect(errors).toHaveTextContent(/^errorsobjectoptional/);
    expect(within(errors).getByText('{key}')).toBeInTheDocument();
    expect(within(errors).getByText('array of string')).toBeInTheDocument();
  });

  it('labels types and leaves out zod’s meaningless integer bounds', () => {
    expect(typeLabel({ type: 'array', items: { type: 'object' } })).toBe('array of object');
    expect(typeLabel({ anyOf: [{ type: 'integer' }, { type: 'null' }] })).toBe('integer | null');
    expect(facetsOf({ type: 'integer', minimum: -9007199254740991, maximum: 9007199254740991 })).toEqual([]);
    expect(facetsOf({ type: 'integer', exclusiveMinimum: 0, maximum: 100 })).toEqual(['min 0 (exclusive)', 'max 100']);
    expect(facetsOf({ type: 'string', format: 'uuid', pattern: '^[0-9a-f-]+$' })).toEqual(['format: uuid']);
  });
});
