import {
  ALL_FIELD_TYPES,
  CUSTOM_FIELD_MESSAGES,
  CUSTOM_FIELD_TYPE_LABELS,
  customFieldStoreRequestSchema,
  customFieldValueSchema,
  evaluateFormula,
  GENERAL_FIELD_TYPES,
  parseFormula,
} from './custom-fields';

describe('formulas', () => {
  it('lists the fields a formula uses', () => {
    expect(parseFormula('({12} + {13}) * 2 - {12}')).toEqual({ ok: true, fieldIds: [12, 13] });
    expect(parseFormula('1.5 * -3')).toEqual({ ok: true, fieldIds: [] });
  });

  it.each(['', '1 +', '(1 + 2', '{x}', '1 2', '2 ^ 3', '{12'])('refuses %p', (expression) => {
    expect(parseFormula(expression).ok).toBe(false);
  });

  it('computes with operator precedence, and null for an empty field or division by zero', () => {
    const values: Record<number, number | null> = { 1: 10, 2: 4, 3: null, 4: 0 };
    const valueOf = (id: number) => values[id];
    expect(evaluateFormula('{1} + {2} * 2', valueOf)).toBe(18);
    expect(evaluateFormula('({1} + {2}) * 2', valueOf)).toBe(28);
    expect(evaluateFormula('-{1} / {2}', valueOf)).toBe(-2.5);
    expect(evaluateFormula('{1} - {2} - 1', valueOf)).toBe(5);
    expect(evaluateFormula('{1} + {3}', valueOf)).toBeNull();
    expect(evaluateFormula('{1} / {4}', valueOf)).toBeNull();
    expect(evaluateFormula('{9}', valueOf)).toBeNull();
    expect(evaluateFormula('', valueOf)).toBeNull();
    expect(evaluateFormula('1 +', valueOf)).toBeNull();
  });
});

describe('custom field values', () => {
  const options = [
    { id: 'a', label: 'A', color: '#000000' },
    { id: 'b', label: 'B', color: '#ffffff' },
  ];
  const valid = (type: (typeof GENERAL_FIELD_TYPES)[number], value: unknown) =>
    customFieldValueSchema({ type, options })!.safeParse(value).success;

  it('takes no value for computed types', () => {
    for (const type of ['formula', 'rollup', 'progress-auto'] as const)
      expect(customFieldValueSchema({ type, options: null })).toBeNull();
  });

  it('checks each type (spec §5: rating 1–5, progress 0–100, url, email, tel, date inputs)', () => {
    expect(valid('rating', 1) && valid('rating', 5) && !valid('rating', 0) && !valid('rating', 4.5)).toBe(true);
    expect(valid('progress-manual', 0) && valid('progress-manual', 100) && !valid('progress-manual', 101)).toBe(true);
    expect(valid('money', 1999) && !valid('money', 19.99)).toBe(true);
    expect(valid('number', 3.14) && !valid('number', '3')).toBe(true);
    expect(valid('date', '2024-02-29') && !valid('date', '2023-02-29') && !valid('date', '29/02/2024')).toBe(true);
    expect(valid('website', 'http://a.test') && !valid('website', 'ftp://a.test') && !valid('website', 'a.test')).toBe(true);
    expect(valid('email', 'a@b.test') && !valid('email', 'a@')).toBe(true);
    expect(valid('phone', '+1 (555) 010-9999') && !valid('phone', 'phone')).toBe(true);
    expect(valid('checkbox', false) && !valid('checkbox', 0)).toBe(true);
    expect(valid('dropdown', 'a') && !valid('dropdown', 'c') && !valid('dropdown', ['a'])).toBe(true);
    expect(valid('labels', ['a', 'b']) && valid('labels', []) && !valid('labels', ['a', 'a']) && !valid('labels', 'a')).toBe(
      true,
    );
    expect(valid('people', [1, 2]) && !valid('people', [1, 1]) && !valid('people', [0])).toBe(true);
    expect(valid('tasks', [3]) && !valid('tasks', ['3'])).toBe(true);
    expect(valid('text', 'x') && !valid('text', 'x'.repeat(10_001))).toBe(true);
  });

  it('names every type and refuses AI types at creation', () => {
    expect(Object.keys(CUSTOM_FIELD_TYPE_LABELS).sort()).toEqual([...ALL_FIELD_TYPES].sort());
    const ai = customFieldStoreRequestSchema.safeParse({ project_id: 1, name: 'Sum', type: 'summary' });
    expect(ai.error?.issues.map((issue) => issue.message)).toEqual([CUSTOM_FIELD_MESSAGES.aiNeedsProvider]);
    expect(customFieldStoreRequestSchema.safeParse({ project_id: 1, name: 'Ok', type: 'rating' }).success).toBe(true);
  });
});
