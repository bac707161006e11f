import { z } from 'zod';
import { COMMON_MESSAGES, dateOnlySchema, hexColorSchema, idParamSchema, idSchema, MAX_ID } from './common.js';
import { PHONE_PATTERN } from './auth.js';

/**
 * Custom fields: a project's own columns (spec §2 "Task list" create-field dialog, §3 "Custom field
 * definition", §5 field rules). Values live on the task (`custom_field_values`: field id → value)
 * and are checked by the field's type; `customFieldValueSchema` is that check, shared by the
 * server and the editors. Computed types (formula, rollup, progress-auto) take no value: the server
 * computes them into every task it returns (left out when they cannot be computed).
 */
export const CUSTOM_FIELD_MESSAGES = {
  fieldsRetrieved: 'Custom fields retrieved successfully',
  fieldCreated: 'Custom field created successfully',
  fieldUpdated: 'Custom field updated successfully',
  fieldDeleted: 'Custom field deleted successfully',
  fieldCopied: 'Custom field added successfully',
  fieldNotFound: 'Custom field not found.',
  nameRequired: 'The field name is required.',
  nameTooLong: 'The field name may not be longer than 100 characters.',
  aiNeedsProvider: 'AI fields need an AI provider.',
  typeUnknown: 'Choose one of the field types.',
  typeFixed: 'The type of a field cannot be changed.',
  optionsOnlyForChoices: 'Only dropdown and labels fields have options.',
  optionLabelRequired: 'Each option needs a label.',
  optionIdsDistinct: 'Each option id may appear only once.',
  sameProject: 'This field already belongs to this project.',
  formulaInvalid: (detail: string) => `The formula is invalid: ${detail}`,
  formulaFieldUnknown: (id: number) => `The formula uses field ${id}, which is not a number field of this project.`,
  rollupRelationshipField: 'Choose a tasks or relationship field of this project to roll up.',
  rollupTargetField: 'Choose a number field to roll up.',
  currencyInvalid: 'The currency must be a three-letter code such as USD.',
  unknownField: 'This field does not belong to the task’s project.',
  computed: 'This field is computed and cannot be set.',
  textInvalid: 'The value must be text.',
  textTooLong: 'The text is too long.',
  numberInvalid: 'The value must be a number.',
  moneyInvalid: 'The amount must be a whole number of minor units (cents).',
  ratingInvalid: 'The rating must be a whole number from 1 to 5.',
  progressInvalid: 'The progress must be a whole number from 0 to 100.',
  emailInvalid: 'Please enter a valid email address',
  websiteInvalid: 'The value must be a web address starting with http:// or https://.',
  phoneInvalid: 'Please enter a valid phone number',
  checkboxInvalid: 'The value must be true or false.',
  dropdownInvalid: 'Choose one of the field’s options.',
  labelsInvalid: 'Choose among the field’s options, each once.',
  peopleInvalid: 'Every person must be a member of this workspace.',
  tasksInvalid: 'Every task must be a task of this workspace.',
  filesInvalid: 'The value must be a list of attachment ids.',
  listInvalid: 'The value must be a list of ids, each once.',
} as const;

export const CUSTOM_FIELD_NAME_MAX_LENGTH = 100;
/** Default custom column width (spec §9); a field's width is kept within the limits. */
export const CUSTOM_FIELD_DEFAULT_WIDTH = 150;
export const CUSTOM_FIELD_MIN_WIDTH = 80;
export const CUSTOM_FIELD_MAX_WIDTH = 600;

/** The general types of spec §3, in the dialog's order. */
export const GENERAL_FIELD_TYPES = [
  'dropdown',
  'text',
  'date',
  'text-area',
  'number',
  'labels',
  'checkbox',
  'money',
  'website',
  'formula',
  'files',
  'relationship',
  'people',
  'progress-auto',
  'email',
  'phone',
  'tasks',
  'location',
  'progress-manual',
  'rating',
  'voting',
  'signature',
  'rollup',
] as const;
export type CustomFieldType = (typeof GENERAL_FIELD_TYPES)[number];

/** The AI types of spec §3: listed in the dialog, refused until an AI provider exists. */
export const AI_FIELD_TYPES = [
  'summary',
  'custom-text',
  'custom-dropdown',
  'categorize',
  'translation',
  'sentiment',
  'action-items',
  'tshirt-size',
  'progress-updates',
] as const;
export type AiFieldType = (typeof AI_FIELD_TYPES)[number];

export const ALL_FIELD_TYPES = [...GENERAL_FIELD_TYPES, ...AI_FIELD_TYPES] as const;

export const CUSTOM_FIELD_TYPE_LABELS: Record<CustomFieldType | AiFieldType, string> = {
  dropdown: 'Dropdown',
  text: 'Text',
  date: 'Date',
  'text-area': 'Text area',
  number: 'Number',
  labels: 'Labels',
  checkbox: 'Checkbox',
  money: 'Money',
  website: 'Website',
  formula: 'Formula',
  files: 'Files',
  relationship: 'Relationship',
  people: 'People',
  'progress-auto': 'Progress (Auto)',
  email: 'Email',
  phone: 'Phone',
  tasks: 'Tasks',
  location: 'Location',
  'progress-manual': 'Progress (Manual)',
  rating: 'Rating',
  voting: 'Voting',
  signature: 'Signature',
  rollup: 'Rollup',
  summary: 'Summary',
  'custom-text': 'Custom Text',
  'custom-dropdown': 'Custom Dropdown',
  categorize: 'Categorize',
  translation: 'Translation',
  sentiment: 'Sentiment',
  'action-items': 'Action Items',
  'tshirt-size': 'T-shirt Size',
  'progress-updates': 'Progress Updates',
};

export function isAiFieldType(type: string): type is AiFieldType {
  return (AI_FIELD_TYPES as readonly string[]).includes(type);
}

/** Computed into task replies by the server: formula, rollup, and progress-auto = % of done tasks among those the task links to (relationships, tasks/relationship values). */
export const COMPUTED_FIELD_TYPES = ['formula', 'rollup', 'progress-auto'] as const satisfies readonly CustomFieldType[];
/** Types with options (dropdown: one option id; labels: several). */
export const CHOICE_FIELD_TYPES = ['dropdown', 'labels'] as const satisfies readonly CustomFieldType[];
/** Types a formula may use and a rollup may add up. */
export const NUMERIC_FIELD_TYPES = ['number', 'money', 'rating', 'progress-manual'] as const satisfies readonly CustomFieldType[];
/** Types whose value is a list of task ids of the workspace. */
export const TASK_LIST_FIELD_TYPES = ['tasks', 'relationship'] as const satisfies readonly CustomFieldType[];
/** Types whose value is a list of member user ids. */
export const PEOPLE_FIELD_TYPES = ['people', 'voting'] as const satisfies readonly CustomFieldType[];

const includes = (list: readonly string[], type: string) => list.includes(type);

export const T_SHIRT_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL'] as const;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
export const DEFAULT_CURRENCY = 'USD';
export const CUSTOM_FIELD_TEXT_MAX_LENGTH = 10_000;
export const SIGNATURE_MAX_LENGTH = 200_000;

export const customFieldOptionSchema = z.object({ id: z.string(), label: z.string(), color: z.string() });
export type CustomFieldOption = z.infer<typeof customFieldOptionSchema>;

/** Colours given to options sent without one, in turn. */
export const OPTION_COLORS = ['#94a3b8', '#3b82f6', '#f59e0b', '#22c55e', '#ef4444', '#a855f7', '#ec4899', '#14b8a6'];

/** Dropdown and labels fields created without options get these (spec §3). */
export const DEFAULT_FIELD_OPTION_LABELS = ['Option 1', 'Option 2', 'Option 3'] as const;

export const ROLLUP_AGGREGATES = ['sum', 'average', 'min', 'max', 'count'] as const;
export type RollupAggregate = (typeof ROLLUP_AGGREGATES)[number];

/** Type-specific settings; only the keys of the field's type are kept. */
export const customFieldSettingsSchema = z.object({
  /** money: ISO 4217 code, default USD. Values are integer minor units. */
  currency: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{3}$/, CUSTOM_FIELD_MESSAGES.currencyInvalid)
    .optional(),
  /** number: decimals shown. */
  decimals: z.number().int().min(0).max(6).optional(),
  /** formula: arithmetic over number fields of the project, fields written `{12}`: `({12} + {13}) * 2` (money counts in its major unit: USD 12.50 → 12.5). */
  expression: z.string().max(1000).optional(),
  /** rollup: a tasks/relationship field of the project, a number field of the related tasks, how to combine (money stays in minor units; count = values present). */
  relationship_field_id: idSchema.optional(),
  target_field_id: idSchema.optional(),
  aggregate: z.enum(ROLLUP_AGGREGATES).optional(),
});
export type CustomFieldSettings = z.infer<typeof customFieldSettingsSchema>;

export const customFieldSchema = z.object({
  id: z.number().int(),
  project_id: z.number().int(),
  name: z.string(),
  type: z.enum(GENERAL_FIELD_TYPES),
  /** Dropdown and labels only; null otherwise. */
  options: z.array(customFieldOptionSchema).nullable(),
  settings: customFieldSettingsSchema,
  width: z.number().int(),
  /** 0-based place among the project's custom columns. */
  position: z.number().int(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type CustomField = z.infer<typeof customFieldSchema>;

/** GET /custom-fields: one project's fields, or every field of the workspace ("Add existing fields"). */
export const customFieldListQuerySchema = z.object({ project_id: idParamSchema.optional() });

const fieldName = () =>
  z
    .string({ error: CUSTOM_FIELD_MESSAGES.nameRequired })
    .trim()
    .min(1, CUSTOM_FIELD_MESSAGES.nameRequired)
    .max(CUSTOM_FIELD_NAME_MAX_LENGTH, CUSTOM_FIELD_MESSAGES.nameTooLong);

/** An option to save: a new one gets an id and, without a colour, the next of OPTION_COLORS. */
export const customFieldOptionInputSchema = z.object({
  id: z.string().trim().min(1).max(64).optional(),
  label: z
    .string({ error: CUSTOM_FIELD_MESSAGES.optionLabelRequired })
    .trim()
    .min(1, CUSTOM_FIELD_MESSAGES.optionLabelRequired)
    .max(100),
  color: hexColorSchema.optional(),
});
export type CustomFieldOptionInput = z.input<typeof customFieldOptionInputSchema>;

const optionInputs = z
  .array(customFieldOptionInputSchema)
  .max(200)
  .refine((options) => {
    const ids = options.flatMap((option) => (option.id ? [option.id] : []));
    return new Set(ids).size === ids.length;
  }, CUSTOM_FIELD_MESSAGES.optionIdsDistinct);

const fieldWidth = z.number().int().min(CUSTOM_FIELD_MIN_WIDTH).max(CUSTOM_FIELD_MAX_WIDTH);

/** POST /custom-fields/store. AI types answer 422 `AI fields need an AI provider.` */
export const customFieldStoreRequestSchema = z.object({
  project_id: idSchema,
  name: fieldName(),
  type: z
    .enum(ALL_FIELD_TYPES, { error: CUSTOM_FIELD_MESSAGES.typeUnknown })
    .refine((type) => !isAiFieldType(type), CUSTOM_FIELD_MESSAGES.aiNeedsProvider),
  options: optionInputs.optional(),
  settings: customFieldSettingsSchema.optional(),
  width: fieldWidth.optional(),
  position: z.number().int().min(0).optional(),
});
export type CustomFieldStoreRequest = z.input<typeof customFieldStoreRequestSchema>;

/** PUT /custom-fields/update: name, options (the whole list; values of removed options are cleared), settings, width, position. */
export const customFieldUpdateRequestSchema = z.object({
  id: idSchema,
  name: fieldName().optional(),
  /** Must be the field's type if sent: types cannot change. */
  type: z.enum(ALL_FIELD_TYPES, { error: CUSTOM_FIELD_MESSAGES.typeUnknown }).optional(),
  options: optionInputs.optional(),
  settings: customFieldSettingsSchema.optional(),
  width: fieldWidth.optional(),
  position: z.number().int().min(0).optional(),
});
export type CustomFieldUpdateRequest = z.input<typeof customFieldUpdateRequestSchema>;

/** POST /custom-fields/copy: "Add existing field" from another project of the workspace into `project_id`. */
export const customFieldCopyRequestSchema = z.object({ field_id: idSchema, project_id: idSchema });
export type CustomFieldCopyRequest = z.input<typeof customFieldCopyRequestSchema>;

const idList = (message: string) =>
  z
    .array(z.number({ error: message }).int(message).min(1, message).max(MAX_ID, message), { error: message })
    .max(500, message)
    .refine((ids) => new Set(ids).size === ids.length, message);

/**
 * The value a field of this type takes (never null: null clears a value), or null for computed
 * types, which take none. People and task ids are checked against the workspace by the server.
 *
 * dropdown: option id · labels: option ids · text, text-area, location: text · number: any number ·
 * money: integer minor units · date: YYYY-MM-DD · rating: 1–5 · progress-manual: 0–100 ·
 * email, website (http/https), phone: text · checkbox: boolean · people, voting: member user ids ·
 * tasks, relationship: task ids · files: attachment ids · signature: text or an image data URL.
 */
export function customFieldValueSchema(field: Pick<CustomField, 'type' | 'options'>): z.ZodType | null {
  const text = (max = CUSTOM_FIELD_TEXT_MAX_LENGTH) =>
    z.string({ error: CUSTOM_FIELD_MESSAGES.textInvalid }).max(max, CUSTOM_FIELD_MESSAGES.textTooLong);
  const optionIds = (field.options ?? []).map((option) => option.id);
  switch (field.type) {
    case 'formula':
    case 'rollup':
    case 'progress-auto':
      return null;
    case 'text':
    case 'text-area':
      return text();
    case 'location':
      return text(500);
    case 'signature':
      return text(SIGNATURE_MAX_LENGTH);
    case 'number':
      return z.number({ error: CUSTOM_FIELD_MESSAGES.numberInvalid });
    case 'money':
      return z
        .number({ error: CUSTOM_FIELD_MESSAGES.moneyInvalid })
        .int(CUSTOM_FIELD_MESSAGES.moneyInvalid)
        .min(-Number.MAX_SAFE_INTEGER, CUSTOM_FIELD_MESSAGES.moneyInvalid)
        .max(Number.MAX_SAFE_INTEGER, CUSTOM_FIELD_MESSAGES.moneyInvalid);
    case 'date':
      return z.string({ error: COMMON_MESSAGES.dateInvalid }).pipe(dateOnlySchema);
    case 'rating':
      return z
        .number({ error: CUSTOM_FIELD_MESSAGES.ratingInvalid })
        .int(CUSTOM_FIELD_MESSAGES.ratingInvalid)
        .min(RATING_MIN, CUSTOM_FIELD_MESSAGES.ratingInvalid)
        .max(RATING_MAX, CUSTOM_FIELD_MESSAGES.ratingInvalid);
    case 'progress-manual':
      return z
        .number({ error: CUSTOM_FIELD_MESSAGES.progressInvalid })
        .int(CUSTOM_FIELD_MESSAGES.progressInvalid)
        .min(0, CUSTOM_FIELD_MESSAGES.progressInvalid)
        .max(100, CUSTOM_FIELD_MESSAGES.progressInvalid);
    case 'email':
      return z.string({ error: CUSTOM_FIELD_MESSAGES.emailInvalid }).trim().pipe(z.email(CUSTOM_FIELD_MESSAGES.emailInvalid));
    case 'website':
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.websiteInvalid })
        .trim()
        .max(2000, CUSTOM_FIELD_MESSAGES.websiteInvalid)
        .refine(isWebAddress, CUSTOM_FIELD_MESSAGES.websiteInvalid);
    case 'phone':
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.phoneInvalid })
        .trim()
        .max(50, CUSTOM_FIELD_MESSAGES.phoneInvalid)
        .regex(PHONE_PATTERN, CUSTOM_FIELD_MESSAGES.phoneInvalid);
    case 'checkbox':
      return z.boolean({ error: CUSTOM_FIELD_MESSAGES.checkboxInvalid });
    case 'dropdown':
      return z
        .string({ error: CUSTOM_FIELD_MESSAGES.dropdownInvalid })
        .refine((id) => optionIds.includes(id), CUSTOM_FIELD_MESSAGES.dropdownInvalid);
    case 'labels':
      return z
        .array(z.string(), { error: CUSTOM_FIELD_MESSAGES.labelsInvalid })
        .refine(
          (ids) => new Set(ids).size === ids.length && ids.every((id) => optionIds.includes(id)),
          CUSTOM_FIELD_MESSAGES.labelsInvalid,
        );
    case 'people':
    case 'voting':
      return idList(CUSTOM_FIELD_MESSAGES.peopleInvalid);
    case 'tasks':
    case 'relationship':
      return idList(CUSTOM_FIELD_MESSAGES.tasksInvalid);
    case 'files':
      return idList(CUSTOM_FIELD_MESSAGES.filesInvalid);
  }
}

export function isComputedFieldType(type: string): boolean {
  return includes(COMPUTED_FIELD_TYPES, type);
}

export function isChoiceFieldType(type: string): boolean {
  return includes(CHOICE_FIELD_TYPES, type);
}

export function isNumericFieldType(type: string): boolean {
  return includes(NUMERIC_FIELD_TYPES, type);
}

function isWebAddress(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname.length > 0;
  } catch {
    return false;
  }
}

// Formulas --------------------------------------------------------------------------------------

type FormulaNode =
  | { kind: 'number'; value: number }
  | { kind: 'field'; id: number }
  | { kind: 'negate'; operand: FormulaNode }
  | { kind: 'binary'; operator: '+' | '-' | '*' | '/'; left: FormulaNode; right: FormulaNode };

export type FormulaParse = { ok: true; fieldIds: number[] } | { ok: false; error: string };

/** Checks a formula (`+ - * /`, parentheses, numbers, fields as `{id}`) and lists the fields it uses. */
export function parseFormula(expression: string): FormulaParse {
  try {
    const fieldIds = new Set<number>();
    collectFields(new FormulaParser(expression).parse(), fieldIds);
    return { ok: true, fieldIds: [...fieldIds] };
  } catch (error) {
    return { ok: false, error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * A formula's value for one task: `valueOf(id)` gives each field's number (null when empty).
 * Null when the expression is empty or invalid, a field is empty, or it divides by zero.
 */
export function evaluateFormula(expression: string, valueOf: (fieldId: number) => number | null | undefined): number | null {
  if (expression.trim() === '') return null;
  let tree: FormulaNode;
  try {
    tree = new FormulaParser(expression).parse();
  } catch {
    return null;
  }
  const result = evaluate(tree, valueOf);
  return result === null || !Number.isFinite(result) ? null : result;
}

function collectFields(node: FormulaNode, ids: Set<number>): void {
  if (node.kind === 'field') ids.add(node.id);
  else if (node.kind === 'negate') collectFields(node.operand, ids);
  else if (node.kind === 'binary') {
    collectFields(node.left, ids);
    collectFields(node.right, ids);
  }
}

function evaluate(node: FormulaNode, valueOf: (fieldId: number) => number | null | undefined): number | null {
  switch (node.kind) {
    case 'number':
      return node.value;
    case 'field': {
      const value = valueOf(node.id);
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    }
    case 'negate': {
      const value = evaluate(node.operand, valueOf);
      return value === null ? null : -value;
    }
    case 'binary': {
      const left = evaluate(node.left, valueOf);
      const right = evaluate(node.right, valueOf);
      if (left === null || right === null) return null;
      if (node.operator === '+') return left + right;
      if (node.operator === '-') return left - right;
      if (node.operator === '*') return left * right;
      return right === 0 ? null : left / right;
    }
  }
}

/** Recursive descent: expression = term (('+'|'-') term)*; term = factor (('*'|'/') factor)*. */
class FormulaParser {
  private index = 0;
  constructor(private readonly text: string) {}

  parse(): FormulaNode {
    if (this.text.trim() === '') throw new Error('it is empty');
    const node = this.expression();
    this.skipSpaces();
    if (this.index < this.text.length) throw new Error(`unexpected "${this.text[this.index]}"`);
    return node;
  }

  private expression(): FormulaNode {
    let node = this.term();
    for (let operator = this.peek(); operator === '+' || operator === '-'; operator = this.peek()) {
      this.index += 1;
      node = { kind: 'binary', operator, left: node, right: this.term() };
    }
    return node;
  }

  private term(): FormulaNode {
    let node = this.factor();
    for (let operator = this.peek(); operator === '*' || operator === '/'; operator = this.peek()) {
      this.index += 1;
      node = { kind: 'binary', operator, left: node, right: this.factor() };
    }
    return node;
  }

  private factor(): FormulaNode {
    const next = this.peek();
    if (next === '-') {
      this.index += 1;
      return { kind: 'negate', operand: this.factor() };
    }
    if (next === '(') {
      this.index += 1;
      const node = this.expression();
      if (this.peek() !== ')') throw new Error('a ")" is missing');
      this.index += 1;
      return node;
    }
    if (next === '{') {
      const match = /^\{\s*(\d{1,10})\s*\}/.exec(this.text.slice(this.index));
      if (!match) throw new Error('a field must be written {id}');
      this.index += match[0].length;
      return { kind: 'field', id: Number(match[1]) };
    }
    const match = /^\d+(\.\d+)?/.exec(this.text.slice(this.index));
    if (!match) throw new Error(next === undefined ? 'it ends too early' : `unexpected "${next}"`);
    this.index += match[0].length;
    return { kind: 'number', value: Number(match[0]) };
  }

  /** The next non-space character, without consuming it. */
  private peek(): string | undefined {
    this.skipSpaces();
    return this.text[this.index];
  }

  private skipSpaces(): void {
    while (this.index < this.text.length && /\s/.test(this.text[this.index]!)) this.index += 1;
  }
}
