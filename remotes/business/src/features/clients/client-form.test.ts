import { clientStoreRequestSchema, clientUpdateRequestSchema, CLIENT_MESSAGES } from '@kanri/contracts/business';
import { makeClient } from '../../test-utils';
import { clientForm, newClientForm, storeRequestOf, updateRequestOf } from './client-form';

const client = makeClient(4, {
  name: 'Acme',
  email: 'ap@acme.test',
  phone: '+1 555 0100',
  company: 'Acme Inc.',
  status: 'potential',
  address: '1 Main St',
  projects: [
    { id: 2, name: 'Website', color: '#befca9' },
    { id: 5, name: 'App', color: '#a78bfa' },
  ],
  projects_count: 2,
});

describe('client form', () => {
  it('starts a new client Active, without projects', () => {
    expect(newClientForm()).toEqual({
      name: '',
      email: '',
      phone: '',
      company: '',
      status: 'active',
      address: '',
      project_ids: [],
    });
  });

  it('sends every field of a new client trimmed', () => {
    const request = storeRequestOf({
      ...newClientForm(),
      name: '  Jane Cooper ',
      email: ' jane@example.com',
      phone: ' ',
      company: 'Cooper & Co ',
      status: 'inactive',
      address: ' Main St 1\nSpringfield ',
      project_ids: [3, 1],
    });
    expect(request).toEqual({
      name: 'Jane Cooper',
      email: 'jane@example.com',
      phone: '',
      company: 'Cooper & Co',
      status: 'inactive',
      address: 'Main St 1\nSpringfield',
      project_ids: [3, 1],
    });
    expect(clientStoreRequestSchema.safeParse(request).success).toBe(true);
  });

  it('refuses an empty name or email with spec §5’s message (the schema the dialog checks with)', () => {
    const result = clientStoreRequestSchema.safeParse(newClientForm());
    expect(result.success).toBe(false);
    const messages = result.error!.issues.map((issue) => [issue.path.join('.'), issue.message]);
    expect(messages).toEqual([
      ['name', CLIENT_MESSAGES.required],
      ['email', CLIENT_MESSAGES.required],
    ]);
    expect(clientUpdateRequestSchema.safeParse({ ...clientForm(client), name: ' ' }).error!.issues[0]!.message).toBe(
      CLIENT_MESSAGES.required,
    );
  });

  it('sends only what changed on edit, the projects as the new set; nothing when nothing changed', () => {
    const form = clientForm(client);
    expect(form).toMatchObject({ id: 4, status: 'potential', project_ids: [2, 5] });
    expect(updateRequestOf(form, client)).toBeNull();
    // The same set in another order, and blanks around the same name, are no change.
    expect(updateRequestOf({ ...form, name: ' Acme ', project_ids: [5, 2] }, client)).toBeNull();

    expect(updateRequestOf({ ...form, status: 'active', phone: '', project_ids: [5, 7] }, client)).toEqual({
      id: 4,
      phone: '',
      status: 'active',
      project_ids: [5, 7],
    });
    expect(updateRequestOf({ ...form, project_ids: [] }, client)).toEqual({ id: 4, project_ids: [] });
  });
});
