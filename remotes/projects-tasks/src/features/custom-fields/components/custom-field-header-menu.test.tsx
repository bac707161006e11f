import { CUSTOM_FIELD_MESSAGES, type CustomField, type Role } from '@kanri/contracts';
import { queryKeys } from '@kanri/api-client';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Reply } from '../../../test-utils';
import { makeField, OPTIONS } from '../testing';
import { CF_TEXTS } from '../texts';
import { CustomFieldHeaderMenu } from './custom-field-header-menu';

const T = CF_TEXTS.header;

const BUDGET = makeField(12, 'number', 'Budget');
const STAGE = makeField(20, 'dropdown', 'Stage', { options: OPTIONS });
const TOTAL = makeField(30, 'formula', 'Total', { settings: { expression: '{12} * 2' } });
const FIELDS = [BUDGET, STAGE, TOTAL];

function setup(
  field: CustomField,
  { role = 'admin', update }: { role?: Role; update?: (body: Record<string, unknown>) => unknown } = {},
) {
  const api = fakeApi({
    'PUT /custom-fields/update': (call) =>
      update ? update(call.body as Record<string, unknown>) : { ...field, ...(call.body as object) },
    'DELETE /custom-fields/destroy': (call) => ({ id: (call.body as { id: number }).id }),
    'GET /custom-fields': () => FIELDS,
    'GET /projects': () => [],
  });
  const view = renderWithApp(<CustomFieldHeaderMenu field={field} projectFields={FIELDS} />, { role });
  const invalidate = jest.spyOn(view.queryClient, 'invalidateQueries');
  return { ...view, api, invalidate };
}

async function openMenu(user: ReturnType<typeof setup>['user'], field: CustomField) {
  await user.click(await screen.findByRole('button', { name: T.menu(field.name) }));
}

const menuItem = (name: string) => screen.findByRole('menuitem', { name: new RegExp(name) }, { timeout: 15_000 });

describe('CustomFieldHeaderMenu', () => {
  it('is not offered to members who cannot manage fields', () => {
    setup(STAGE, { role: 'developer' });
    expect(screen.queryByRole('button', { name: T.menu('Stage') })).not.toBeInTheDocument();
  });

  it('offers the items that fit the type', async () => {
    const { user } = setup(STAGE, { role: 'manager' });
    await openMenu(user, STAGE);
    expect(await menuItem(T.rename)).toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: new RegExp(T.editOptions) })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: new RegExp(T.editSettings) })).not.toBeInTheDocument();
    expect(screen.getByRole('menuitem', { name: new RegExp(T.delete) })).toBeInTheDocument();
  });

  it('renames inline: Enter saves the trimmed name and refreshes the fields', async () => {
    const { user, api, invalidate } = setup(BUDGET);
    await openMenu(user, BUDGET);
    await user.click(await menuItem(T.rename));
    const input = await screen.findByRole('textbox', { name: T.renameLabel }, { timeout: 15_000 });
    expect(input).toHaveValue('Budget');
    await user.clear(input);
    await user.type(input, '  Planned budget {Enter}');
    await waitFor(() => expect(api.callsTo('PUT /custom-fields/update')).toHaveLength(1));
    expect(api.callsTo('PUT /custom-fields/update')[0]!.body).toEqual({ id: 12, name: 'Planned budget' });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.customFields.all }));
  });

  it('edits the options: the whole list is sent with ids kept', async () => {
    const { user, api } = setup(STAGE);
    await openMenu(user, STAGE);
    await user.click(await menuItem(T.editOptions));
    const dialog = await screen.findByRole('dialog', { name: T.optionsTitle('Stage') }, { timeout: 15_000 });
    const first = await within(dialog).findByRole('textbox', { name: 'Option 1 label' });
    await user.clear(first);
    await user.type(first, 'Backlog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove In Progress' }));
    expect(within(dialog).getByText(CF_TEXTS.settings.removedOptionsHint)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(api.callsTo('PUT /custom-fields/update')).toHaveLength(1));
    expect(api.callsTo('PUT /custom-fields/update')[0]!.body).toEqual({
      id: 20,
      options: [
        { id: 'opt-a', label: 'Backlog', color: '#94a3b8' },
        { id: 'opt-c', label: 'Done', color: '#22c55e' },
      ],
    });
    expect(await screen.findByText(T.updated)).toBeInTheDocument();
  });

  it('edits a formula in the settings, refusing an invalid one, and shows server errors', async () => {
    const { user, api } = setup(TOTAL, {
      update: () =>
        new Reply(422, {
          error: true,
          message: 'Invalid',
          errors: { 'settings.expression': [CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(12)] },
        }),
    });
    await openMenu(user, TOTAL);
    await user.click(await menuItem(T.editSettings));
    const dialog = await screen.findByRole('dialog', { name: T.settingsTitle('Total') }, { timeout: 15_000 });
    const formula = await within(dialog).findByRole('textbox', { name: CF_TEXTS.settings.formula });
    expect(formula).toHaveValue('{12} * 2');
    await user.type(formula, ' +');
    expect(within(dialog).getByRole('button', { name: T.save })).toBeDisabled();
    await user.type(formula, ' 1');
    await user.click(within(dialog).getByRole('button', { name: T.save }));
    await waitFor(() => expect(api.callsTo('PUT /custom-fields/update')).toHaveLength(1));
    expect(api.callsTo('PUT /custom-fields/update')[0]!.body).toEqual({ id: 30, settings: { expression: '{12} * 2 + 1' } });
    expect(await within(dialog).findByText(CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(12))).toBeInTheDocument();
  });

  it('deletes after confirmation and refreshes fields and tasks', async () => {
    const { user, api, invalidate } = setup(BUDGET);
    await openMenu(user, BUDGET);
    await user.click(await menuItem(T.delete));
    const dialog = await screen.findByRole('dialog', { name: T.deleteTitle('Budget') }, { timeout: 15_000 });
    expect(within(dialog).getByText(T.deleteBody)).toBeInTheDocument();
    expect(api.callsTo('DELETE /custom-fields/destroy')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: T.deleteConfirm }));
    await waitFor(() => expect(api.callsTo('DELETE /custom-fields/destroy')).toHaveLength(1));
    expect(api.callsTo('DELETE /custom-fields/destroy')[0]!.body).toEqual({ id: 12 });
    await waitFor(() => expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.tasks.all }));
    expect(invalidate).toHaveBeenCalledWith({ queryKey: queryKeys.customFields.all });
    expect(await screen.findByText(T.deleted)).toBeInTheDocument();
  });
});
