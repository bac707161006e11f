import {
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPE_LABELS,
  DEFAULT_CURRENCY,
  DEFAULT_FIELD_OPTION_LABELS,
  isChoiceFieldType,
  isNumericFieldType,
  OPTION_COLORS,
  parseFormula,
  TASK_LIST_FIELD_TYPES,
  type CustomField,
  type CustomFieldOption,
  type CustomFieldOptionInput,
  type CustomFieldSettings,
  type CustomFieldStoreRequest,
  type CustomFieldType,
} from '@kanri/contracts';
import { CF_TEXTS } from './texts';

/**
 * The state of a field being created or edited (name, options, settings) and the checks the
 * dialog runs before sending it. Pure, so the rules are tested without rendering.
 */

/** An option in the editor: `key` is local (React), `id` the server's (absent for new ones). */
export interface OptionDraft {
  key: string;
  id?: string;
  label: string;
  color: string;
}

export interface FieldDraft {
  type: CustomFieldType;
  name: string;
  options: OptionDraft[];
  settings: CustomFieldSettings;
}

let nextKey = 0;
export function newOptionKey(): string {
  nextKey += 1;
  return `option-${nextKey}`;
}

/** The colour a new option gets: the next of the contract's palette. */
export function nextOptionColor(index: number): string {
  return OPTION_COLORS[index % OPTION_COLORS.length]!;
}

/** Option 1, Option 2, Option 3 with the palette's first colours (spec §3). */
export function defaultOptionDrafts(): OptionDraft[] {
  return DEFAULT_FIELD_OPTION_LABELS.map((label, index) => ({ key: newOptionKey(), label, color: nextOptionColor(index) }));
}

export function optionDraftsOf(options: readonly CustomFieldOption[] | null): OptionDraft[] {
  return (options ?? []).map((option) => ({ key: newOptionKey(), id: option.id, label: option.label, color: option.color }));
}

/** A new option named after its place (`Option 4`), coloured with the first colour of the palette not in use. */
export function addOptionDraft(options: readonly OptionDraft[]): OptionDraft[] {
  const usedLabels = new Set(options.map((option) => option.label.trim().toLowerCase()));
  let number = options.length + 1;
  while (usedLabels.has(`option ${number}`)) number += 1;
  const usedColors = new Set(options.map((option) => option.color.toLowerCase()));
  const color = OPTION_COLORS.find((candidate) => !usedColors.has(candidate.toLowerCase())) ?? nextOptionColor(options.length);
  return [...options, { key: newOptionKey(), label: `Option ${number}`, color }];
}

/** The settings a new field of this type starts with. */
export function defaultSettings(type: CustomFieldType): CustomFieldSettings {
  switch (type) {
    case 'money':
      return { currency: DEFAULT_CURRENCY };
    case 'formula':
      return { expression: '' };
    case 'rollup':
      return { aggregate: 'sum' };
    default:
      return {};
  }
}

/** A new field of `type`: named after the type, default options for dropdown and labels. */
export function newFieldDraft(type: CustomFieldType): FieldDraft {
  return {
    type,
    name: CUSTOM_FIELD_TYPE_LABELS[type],
    options: isChoiceFieldType(type) ? defaultOptionDrafts() : [],
    settings: defaultSettings(type),
  };
}

/** Only the keys the type uses. */
export function settingsFor(type: CustomFieldType, settings: CustomFieldSettings): CustomFieldSettings | undefined {
  switch (type) {
    case 'money':
      return { currency: (settings.currency ?? DEFAULT_CURRENCY).trim().toUpperCase() };
    case 'number':
      return settings.decimals === undefined ? {} : { decimals: settings.decimals };
    case 'formula':
      return { expression: (settings.expression ?? '').trim() };
    case 'rollup': {
      const result: CustomFieldSettings = { aggregate: settings.aggregate ?? 'sum' };
      if (settings.relationship_field_id !== undefined) result.relationship_field_id = settings.relationship_field_id;
      if (settings.target_field_id !== undefined) result.target_field_id = settings.target_field_id;
      return result;
    }
    default:
      return undefined;
  }
}

export function toOptionInputs(options: readonly OptionDraft[]): CustomFieldOptionInput[] {
  return options.map((option) => ({
    ...(option.id ? { id: option.id } : {}),
    label: option.label.trim(),
    color: option.color,
  }));
}

/** Why the options cannot be saved, or null. */
export function optionsError(options: readonly OptionDraft[]): string | null {
  if (options.length === 0) return CF_TEXTS.settings.optionsAtLeastOne;
  if (options.some((option) => option.label.trim() === '')) return CUSTOM_FIELD_MESSAGES.optionLabelRequired;
  return null;
}

/** The numeric fields a formula may use: the project's number, money, rating and manual progress fields. */
export function formulaFields(projectFields: readonly CustomField[], selfId?: number): CustomField[] {
  return projectFields.filter((field) => field.id !== selfId && isNumericFieldType(field.type));
}

/** Why a formula cannot be saved (the server's words), or null. An empty formula may be set later. */
export function formulaError(expression: string, projectFields: readonly CustomField[], selfId?: number): string | null {
  if (expression.trim() === '') return null;
  const parsed = parseFormula(expression);
  if (!parsed.ok) return CUSTOM_FIELD_MESSAGES.formulaInvalid(parsed.error);
  const allowed = formulaFields(projectFields, selfId);
  const unknown = parsed.fieldIds.find((id) => !allowed.some((field) => field.id === id));
  return unknown === undefined ? null : CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(unknown);
}

/** The project's fields that link tasks (what a rollup follows). */
export function rollupRelationFields(projectFields: readonly CustomField[]): CustomField[] {
  return projectFields.filter((field) => (TASK_LIST_FIELD_TYPES as readonly string[]).includes(field.type));
}

/** Why the type's settings cannot be saved, or null. */
export function settingsError(
  type: CustomFieldType,
  settings: CustomFieldSettings,
  projectFields: readonly CustomField[],
  selfId?: number,
): string | null {
  if (type === 'formula') return formulaError(settings.expression ?? '', projectFields, selfId);
  if (type === 'money' && !/^[A-Za-z]{3}$/.test((settings.currency ?? DEFAULT_CURRENCY).trim())) {
    return CUSTOM_FIELD_MESSAGES.currencyInvalid;
  }
  if (type === 'rollup' && settings.relationship_field_id !== undefined) {
    if (!rollupRelationFields(projectFields).some((field) => field.id === settings.relationship_field_id)) {
      return CUSTOM_FIELD_MESSAGES.rollupRelationshipField;
    }
  }
  return null;
}

/** Why the draft cannot be created, or null (a blank name is not an error to show: Create Field just does nothing). */
export function draftError(draft: FieldDraft, projectFields: readonly CustomField[]): string | null {
  if (isChoiceFieldType(draft.type)) {
    const error = optionsError(draft.options);
    if (error) return error;
  }
  return settingsError(draft.type, draft.settings, projectFields);
}

/** The trimmed name, or null when it is blank (spec §5: the name is required after trimming). */
export function draftName(draft: Pick<FieldDraft, 'name'>): string | null {
  const name = draft.name.trim();
  return name === '' ? null : name;
}

/** POST /custom-fields/store body, or null when the name is blank. */
export function toStoreRequest(projectId: number, draft: FieldDraft): CustomFieldStoreRequest | null {
  const name = draftName(draft);
  if (name === null) return null;
  const settings = settingsFor(draft.type, draft.settings);
  return {
    project_id: projectId,
    name,
    type: draft.type,
    ...(isChoiceFieldType(draft.type) ? { options: toOptionInputs(draft.options) } : {}),
    ...(settings ? { settings } : {}),
  };
}
