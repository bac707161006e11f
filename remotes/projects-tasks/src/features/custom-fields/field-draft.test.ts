import { CUSTOM_FIELD_MESSAGES, OPTION_COLORS, type CustomField } from '@kanri/contracts';
import { addOptionDraft, draftError, formulaError, newFieldDraft, settingsError, toStoreRequest } from './field-draft';
import { CF_TEXTS } from './texts';

function field(id: number, type: CustomField['type'], name = `Field ${id}`): CustomField {
  return {
    id,
    project_id: 1,
    name,
    type,
    options: null,
    settings: {},
    width: 150,
    position: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
  };
}

const FIELDS = [
  field(12, 'number', 'Budget'),
  field(13, 'money', 'Cost'),
  field(14, 'text', 'Notes'),
  field(15, 'tasks', 'Depends on'),
];

describe('newFieldDraft', () => {
  it('names the field after its type and gives dropdown and labels Option 1..3', () => {
    const draft = newFieldDraft('dropdown');
    expect(draft.name).toBe('Dropdown');
    expect(draft.options.map((option) => [option.label, option.color])).toEqual([
      ['Option 1', OPTION_COLORS[0]],
      ['Option 2', OPTION_COLORS[1]],
      ['Option 3', OPTION_COLORS[2]],
    ]);
    expect(newFieldDraft('progress-manual').name).toBe('Progress (Manual)');
    expect(newFieldDraft('text').options).toEqual([]);
    expect(newFieldDraft('money').settings).toEqual({ currency: 'USD' });
  });

  it('adds options named after their place with the next colour', () => {
    const options = addOptionDraft(newFieldDraft('labels').options);
    expect(options.at(-1)).toMatchObject({ label: 'Option 4', color: OPTION_COLORS[3] });
  });
});

describe('toStoreRequest', () => {
  it('is null while the trimmed name is blank', () => {
    expect(toStoreRequest(1, { ...newFieldDraft('text'), name: '   ' })).toBeNull();
  });

  it('sends the trimmed name, the type, options only for choices and the type settings', () => {
    expect(toStoreRequest(3, { ...newFieldDraft('text'), name: '  Notes ' })).toEqual({
      project_id: 3,
      name: 'Notes',
      type: 'text',
    });
    expect(toStoreRequest(3, newFieldDraft('dropdown'))).toEqual({
      project_id: 3,
      name: 'Dropdown',
      type: 'dropdown',
      options: [
        { label: 'Option 1', color: OPTION_COLORS[0] },
        { label: 'Option 2', color: OPTION_COLORS[1] },
        { label: 'Option 3', color: OPTION_COLORS[2] },
      ],
    });
    expect(toStoreRequest(3, { ...newFieldDraft('money'), settings: { currency: 'eur' } })?.settings).toEqual({
      currency: 'EUR',
    });
    expect(toStoreRequest(3, { ...newFieldDraft('formula'), settings: { expression: ' {12} * 2 ' } })?.settings).toEqual({
      expression: '{12} * 2',
    });
  });
});

describe('checks', () => {
  it('accepts formulas over the project number fields and explains the others', () => {
    expect(formulaError('', FIELDS)).toBeNull();
    expect(formulaError('({12} + {13}) * 2', FIELDS)).toBeNull();
    expect(formulaError('{12} +', FIELDS)).toBe(CUSTOM_FIELD_MESSAGES.formulaInvalid('it ends too early'));
    expect(formulaError('{14} * 2', FIELDS)).toBe(CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(14));
    expect(formulaError('{12} * 2', FIELDS, 12)).toBe(CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(12));
  });

  it('wants labelled options, a currency code and a linking field for rollups', () => {
    expect(draftError({ ...newFieldDraft('dropdown'), options: [] }, FIELDS)).toBe(CF_TEXTS.settings.optionsAtLeastOne);
    const blank = newFieldDraft('labels');
    blank.options[1]!.label = ' ';
    expect(draftError(blank, FIELDS)).toBe(CUSTOM_FIELD_MESSAGES.optionLabelRequired);
    expect(settingsError('money', { currency: 'EURO' }, FIELDS)).toBe(CUSTOM_FIELD_MESSAGES.currencyInvalid);
    expect(settingsError('rollup', { relationship_field_id: 14 }, FIELDS)).toBe(CUSTOM_FIELD_MESSAGES.rollupRelationshipField);
    expect(settingsError('rollup', { relationship_field_id: 15, target_field_id: 12 }, FIELDS)).toBeNull();
  });
});
