import { CUSTOM_FIELD_MESSAGES } from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeProject, renderWithApp, Reply } from '../../../test-utils';
import { makeField } from '../testing';
import { CF_TEXTS } from '../texts';
import { AddExistingFieldDialog } from './add-existing-field-dialog';

const T = CF_TEXTS.addExisting;

const PROJECTS = [
  makeProject(1, { name: 'Website Redesign' }),
  makeProject(2, { name: 'Social Media' }),
  makeProject(3, { name: 'Hiring' }),
];

const WORKSPACE_FIELDS = [
  makeField(1, 'money', 'Budget', { project_id: 1 }),
  makeField(2, 'dropdown', 'Stage', { project_id: 2 }),
  makeField(3, 'rating', 'Priority Rating', { project_id: 2 }),
  makeField(4, 'money', 'Budget', { project_id: 3 }),
  makeField(5, 'email', 'Contact', { project_id: 3 }),
];

function setup({ fields = WORKSPACE_FIELDS, copy }: { fields?: typeof WORKSPACE_FIELDS; copy?: () => unknown } = {}) {
  const api = fakeApi({
    'GET /projects': () => PROJECTS,
    'GET /custom-fields': (call) => {
      const project = call.query.get('project_id');
      return project ? fields.filter((field) => field.project_id === Number(project)) : fields;
    },
    'POST /custom-fields/copy':
      copy ??
      ((call) => {
        const body = call.body as { field_id: number; project_id: number };
        const source = fields.find((field) => field.id === body.field_id)!;
        return { ...source, id: 100 + source.id, project_id: body.project_id };
      }),
  });
  const onAdded = jest.fn();
  const onClose = jest.fn();
  const view = renderWithApp(<AddExistingFieldDialog open projectId={1} onClose={onClose} onAdded={onAdded} />);
  return { ...view, api, onAdded, onClose };
}

const dialog = () => screen.findByTestId('add-existing-field-dialog', {}, { timeout: 15_000 });

describe('AddExistingFieldDialog', () => {
  it('lists the fields of the other projects by project name, and adds one by copying it', async () => {
    const { user, api, onAdded } = setup();
    await dialog();
    const social = await screen.findByRole('region', { name: 'Social Media' });
    expect(within(social).getByText('Stage')).toBeInTheDocument();
    expect(within(social).getByText('Priority Rating')).toBeInTheDocument();
    const hiring = screen.getByRole('region', { name: 'Hiring' });
    expect(within(hiring).getByText('Contact')).toBeInTheDocument();
    // This project's own fields are not offered.
    expect(screen.queryByRole('region', { name: 'Website Redesign' })).not.toBeInTheDocument();
    // Budget (money) exists here already.
    expect(within(hiring).getByText(`Money · ${T.alreadyHere}`)).toBeInTheDocument();
    expect(within(hiring).getByRole('button', { name: `${T.add} Budget` })).toBeDisabled();

    await user.click(within(social).getByRole('button', { name: `${T.add} Stage` }));
    await waitFor(() => expect(api.callsTo('POST /custom-fields/copy')).toHaveLength(1));
    expect(api.callsTo('POST /custom-fields/copy')[0]!.body).toEqual({ field_id: 2, project_id: 1 });
    await waitFor(() => expect(onAdded).toHaveBeenCalledWith(expect.objectContaining({ id: 102, project_id: 1, name: 'Stage' })));
    expect(await within(social).findByRole('button', { name: `Stage ${T.added}` })).toBeDisabled();
  });

  it('searches by field name, type or project', async () => {
    const { user } = setup();
    await dialog();
    const search = await screen.findByRole('textbox', { name: T.searchLabel });
    await user.type(search, 'email');
    expect(screen.getByText('Contact')).toBeInTheDocument();
    expect(screen.queryByText('Stage')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'social');
    expect(screen.getByText('Stage')).toBeInTheDocument();
    expect(screen.queryByText('Contact')).not.toBeInTheDocument();
    await user.clear(search);
    await user.type(search, 'nothing like it');
    expect(screen.getByText(T.noMatches('nothing like it'))).toBeInTheDocument();
  });

  it('explains when no other project has fields', async () => {
    setup({ fields: [makeField(1, 'money', 'Budget', { project_id: 1 })] });
    await dialog();
    expect(await screen.findByText(T.noneTitle)).toBeInTheDocument();
    expect(screen.getByText(T.noneHint)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: T.searchLabel })).not.toBeInTheDocument();
  });

  it('shows the server message when the copy is refused', async () => {
    const { user, onAdded } = setup({
      copy: () =>
        new Reply(422, {
          error: true,
          message: CUSTOM_FIELD_MESSAGES.sameProject,
          errors: { project_id: [CUSTOM_FIELD_MESSAGES.sameProject] },
        }),
    });
    await dialog();
    const social = await screen.findByRole('region', { name: 'Social Media' });
    await user.click(within(social).getByRole('button', { name: `${T.add} Stage` }));
    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.sameProject)).toBeInTheDocument();
    expect(onAdded).not.toHaveBeenCalled();
  });
});
