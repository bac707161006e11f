import {
  AI_FIELD_TYPES,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPE_LABELS,
  GENERAL_FIELD_TYPES,
  OPTION_COLORS,
  type CustomField,
} from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { fakeApi, renderWithApp, Reply } from '../../../test-utils';
import { makeField } from '../testing';
import { CF_TEXTS } from '../texts';
import { CreateFieldDialog } from './create-field-dialog';

const T = CF_TEXTS.createDialog;

const PROJECT_FIELDS = [makeField(12, 'number', 'Budget'), makeField(13, 'money', 'Cost'), makeField(14, 'text', 'Notes')];

function Harness({ onCreated }: { onCreated: (field: CustomField) => void }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Add Column
      </button>
      <CreateFieldDialog
        open={open}
        projectId={1}
        projectFields={PROJECT_FIELDS}
        onClose={() => setOpen(false)}
        onCreated={onCreated}
      />
    </>
  );
}

function setup(
  store: (body: Record<string, unknown>) => unknown = (body) =>
    makeField(99, body.type as CustomField['type'], String(body.name)),
) {
  const api = fakeApi({
    'POST /custom-fields/store': (call) => store(call.body as Record<string, unknown>),
    'GET /custom-fields': () => PROJECT_FIELDS,
    'GET /projects': () => [],
  });
  const onCreated = jest.fn();
  const view = renderWithApp(<Harness onCreated={onCreated} />);
  return { ...view, api, onCreated };
}

/** The dialog's chunks load lazily: the first render may take a while on a busy machine. */
const opened = () => screen.findByTestId('create-field-dialog', {}, { timeout: 15_000 });

/** A type's button (found by its data attribute: role queries over 32 buttons are slow under jsdom), checked to show the type's name. */
function typeButton(type: string): HTMLButtonElement {
  const button = document.querySelector<HTMLButtonElement>(`button[data-type="${type}"]`);
  if (!button) throw new Error(`No button for ${type}`);
  expect(button).toHaveTextContent(CUSTOM_FIELD_TYPE_LABELS[type as keyof typeof CUSTOM_FIELD_TYPE_LABELS]);
  return button;
}
const nameInput = () => screen.findByLabelText(T.nameLabel, { selector: 'input' });
const createButton = () => screen.getByRole('button', { name: T.create });

describe('CreateFieldDialog', () => {
  it('lists every general type, and the AI types disabled with a note about the AI provider', async () => {
    setup();
    await opened();
    await screen.findByText(T.typeStep);
    for (const type of GENERAL_FIELD_TYPES) expect(typeButton(type)).toBeEnabled();
    for (const type of AI_FIELD_TYPES) {
      const button = typeButton(type);
      expect(button).toBeDisabled();
      expect(button).toHaveAccessibleDescription(T.aiNote);
    }
    expect(screen.getByText(T.aiNote)).toHaveTextContent(CUSTOM_FIELD_MESSAGES.aiNeedsProvider);
  });

  it('filters the types with the search box', async () => {
    const { user } = setup();
    await opened();
    await user.type(await screen.findByRole('textbox', { name: T.searchLabel }), 'prog');
    expect(typeButton('progress-auto')).toBeInTheDocument();
    expect(typeButton('progress-manual')).toBeInTheDocument();
    expect(typeButton('progress-updates')).toBeDisabled();
    expect(document.querySelector('button[data-type="money"]')).toBeNull();
    await user.clear(screen.getByRole('textbox', { name: T.searchLabel }));
    await user.type(screen.getByRole('textbox', { name: T.searchLabel }), 'zzz');
    expect(screen.getByText(T.noTypeMatches('zzz'))).toBeInTheDocument();
  });

  it('prefills the name with the type, sends the default options Option 1..3 and closes with the new field', async () => {
    const { user, api, onCreated } = setup();
    await opened();
    await user.click(typeButton('dropdown'));
    expect(await nameInput()).toHaveValue('Dropdown');
    const optionInputs = await screen.findAllByRole('textbox', { name: /^Option \d label$/ });
    expect(optionInputs.map((input) => (input as HTMLInputElement).value)).toEqual(['Option 1', 'Option 2', 'Option 3']);
    await user.click(createButton());
    await waitFor(() => expect(api.callsTo('POST /custom-fields/store')).toHaveLength(1));
    expect(api.callsTo('POST /custom-fields/store')[0]!.body).toEqual({
      project_id: 1,
      name: 'Dropdown',
      type: 'dropdown',
      options: [
        { label: 'Option 1', color: OPTION_COLORS[0] },
        { label: 'Option 2', color: OPTION_COLORS[1] },
        { label: 'Option 3', color: OPTION_COLORS[2] },
      ],
    });
    await waitFor(() => expect(onCreated).toHaveBeenCalledWith(expect.objectContaining({ id: 99, type: 'dropdown' })));
    await waitFor(() => expect(screen.queryByTestId('create-field-dialog')).not.toBeInTheDocument());
  });

  it('edits the options before creating: rename, add and remove', async () => {
    const { user, api } = setup();
    await opened();
    await user.click(typeButton('labels'));
    const first = await screen.findByRole('textbox', { name: 'Option 1 label' });
    await user.clear(first);
    await user.type(first, 'Urgent');
    await user.click(screen.getByRole('button', { name: 'Remove Option 2' }));
    await user.click(screen.getByRole('button', { name: CF_TEXTS.settings.addOption }));
    await user.clear(first);
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOM_FIELD_MESSAGES.optionLabelRequired);
    expect(createButton()).toBeDisabled();
    await user.type(first, 'Urgent');
    await user.click(createButton());
    await waitFor(() => expect(api.callsTo('POST /custom-fields/store')).toHaveLength(1));
    expect((api.callsTo('POST /custom-fields/store')[0]!.body as { options: unknown }).options).toEqual([
      { label: 'Urgent', color: OPTION_COLORS[0] },
      { label: 'Option 3', color: OPTION_COLORS[2] },
      { label: 'Option 4', color: OPTION_COLORS[1] },
    ]);
  });

  it('does nothing on Create Field while the trimmed name is blank', async () => {
    const { user, api, onCreated } = setup();
    await opened();
    await user.click(typeButton('text'));
    const input = await nameInput();
    await user.clear(input);
    await user.type(input, '   {Enter}');
    expect(createButton()).toBeDisabled();
    await user.click(createButton());
    expect(api.callsTo('POST /custom-fields/store')).toHaveLength(0);
    expect(onCreated).not.toHaveBeenCalled();
    expect(screen.getByTestId('create-field-dialog')).toHaveAttribute('data-step', 'name');
    // A real name (trimmed) is sent.
    await user.type(input, ' Notes {Enter}');
    await waitFor(() => expect(api.callsTo('POST /custom-fields/store')).toHaveLength(1));
    expect(api.callsTo('POST /custom-fields/store')[0]!.body).toEqual({ project_id: 1, name: 'Notes', type: 'text' });
  });

  it('checks the formula as it is typed, inserts fields as chips and sends it', async () => {
    const { user, api } = setup();
    await opened();
    await user.click(typeButton('formula'));
    const formula = await screen.findByRole('textbox', { name: CF_TEXTS.settings.formula });
    // Only number-like fields are offered.
    expect(screen.getByRole('button', { name: 'Insert Budget' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Insert Cost' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Insert Notes' })).not.toBeInTheDocument();

    await user.type(formula, '{{14} *');
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOM_FIELD_MESSAGES.formulaInvalid('it ends too early'));
    expect(createButton()).toBeDisabled();
    await user.type(formula, ' 2');
    expect(screen.getByRole('alert')).toHaveTextContent(CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(14));

    await user.clear(formula);
    await user.click(screen.getByRole('button', { name: 'Insert Budget' }));
    await user.click(screen.getByRole('button', { name: 'Insert plus' }));
    await user.click(screen.getByRole('button', { name: 'Insert Cost' }));
    expect(formula).toHaveValue('{12} + {13}');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByText(`${CF_TEXTS.settings.formulaPreview}: Budget + Cost`)).toBeInTheDocument();

    await user.click(createButton());
    await waitFor(() => expect(api.callsTo('POST /custom-fields/store')).toHaveLength(1));
    expect(api.callsTo('POST /custom-fields/store')[0]!.body).toEqual({
      project_id: 1,
      name: 'Formula',
      type: 'formula',
      settings: { expression: '{12} + {13}' },
    });
  });

  it('shows the server 422 messages and keeps what was entered', async () => {
    const { user, onCreated } = setup(
      () => new Reply(422, { error: true, message: 'Invalid', errors: { name: [CUSTOM_FIELD_MESSAGES.nameTooLong] } }),
    );
    await opened();
    await user.click(typeButton('number'));
    await user.click(createButton());
    expect(await screen.findByText(CUSTOM_FIELD_MESSAGES.nameTooLong)).toBeInTheDocument();
    expect(await nameInput()).toHaveValue('Number');
    expect(onCreated).not.toHaveBeenCalled();
  });

  it('goes back to the types with Back, and starts afresh after closing', async () => {
    const { user } = setup();
    await opened();
    await user.click(typeButton('money'));
    const input = await nameInput();
    await user.clear(input);
    await user.type(input, 'Budget');
    expect(await screen.findByRole('combobox', { name: CF_TEXTS.settings.currency })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: T.back }));
    expect(await screen.findByText(T.typeStep)).toBeInTheDocument();
    await user.click(typeButton('money'));
    expect(await nameInput()).toHaveValue('Money');

    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: T.cancel }));
    await waitFor(() => expect(screen.queryByTestId('create-field-dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Add Column' }));
    expect(await screen.findByText(T.typeStep)).toBeInTheDocument();
  });
});
