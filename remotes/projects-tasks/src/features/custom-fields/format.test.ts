import type { CustomField } from '@kanri/contracts';
import { EMPTY_DISPLAY, formatFieldValue, mapLink, normalizeWebsite, readableFormula, sameValue } from './format';

function field(type: CustomField['type'], overrides: Partial<CustomField> = {}): CustomField {
  return {
    id: 10,
    project_id: 1,
    name: 'Field',
    type,
    options: null,
    settings: {},
    width: 150,
    position: 0,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

const OPTIONS = [
  { id: 'a', label: 'Not Started', color: '#94a3b8' },
  { id: 'b', label: 'In Progress', color: '#3b82f6' },
  { id: 'c', label: 'Done', color: '#22c55e' },
];

describe('formatFieldValue', () => {
  it('shows — for empty values of every type but checkbox', () => {
    for (const type of [
      'text',
      'number',
      'money',
      'date',
      'dropdown',
      'labels',
      'people',
      'tasks',
      'files',
      'formula',
      'rollup',
    ] as const) {
      expect(formatFieldValue(field(type), null)).toBe(EMPTY_DISPLAY);
      expect(formatFieldValue(field(type), undefined)).toBe(EMPTY_DISPLAY);
    }
    expect(formatFieldValue(field('text'), '   ')).toBe(EMPTY_DISPLAY);
    expect(formatFieldValue(field('labels'), [])).toBe(EMPTY_DISPLAY);
  });

  it('shows option labels for dropdown and labels, ignoring removed options', () => {
    expect(formatFieldValue(field('dropdown', { options: OPTIONS }), 'b')).toBe('In Progress');
    expect(formatFieldValue(field('dropdown', { options: OPTIONS }), 'gone')).toBe(EMPTY_DISPLAY);
    expect(formatFieldValue(field('labels', { options: OPTIONS }), ['c', 'a', 'gone'])).toBe('Not Started, Done');
  });

  it('shows money from integer minor units in the field currency', () => {
    expect(formatFieldValue(field('money', { settings: { currency: 'USD' } }), 123456)).toBe('$1,234.56');
    expect(formatFieldValue(field('money', { settings: { currency: 'EUR' } }), 1999)).toBe('€19.99');
    expect(formatFieldValue(field('money', { settings: { currency: 'JPY' } }), 1500)).toBe('¥1,500');
    // No currency set: USD.
    expect(formatFieldValue(field('money'), 5)).toBe('$0.05');
  });

  it('shows numbers with the field decimals, or as entered', () => {
    expect(formatFieldValue(field('number', { settings: { decimals: 2 } }), 3)).toBe('3.00');
    expect(formatFieldValue(field('number', { settings: { decimals: 0 } }), 2.6)).toBe('3');
    expect(formatFieldValue(field('number'), 1234.125)).toBe('1,234.125');
  });

  it('shows dates like the date pickers, checkbox as Yes/No, rating, progress and votes', () => {
    expect(formatFieldValue(field('date'), '2026-11-01')).toBe('Nov 1, 2026');
    expect(formatFieldValue(field('checkbox'), true)).toBe('Yes');
    expect(formatFieldValue(field('checkbox'), false)).toBe('No');
    expect(formatFieldValue(field('checkbox'), null)).toBe(EMPTY_DISPLAY);
    expect(formatFieldValue(field('rating'), 4)).toBe('4/5');
    expect(formatFieldValue(field('progress-manual'), 40)).toBe('40%');
    expect(formatFieldValue(field('progress-auto'), 66.6)).toBe('67%');
    expect(formatFieldValue(field('voting'), [1])).toBe('1 vote');
    expect(formatFieldValue(field('voting'), [1, 2])).toBe('2 votes');
  });

  it('shows computed formula and rollup values, a rollup of money as money', () => {
    expect(formatFieldValue(field('formula'), 10 / 3)).toBe('3.33');
    const budget = field('money', { id: 7, settings: { currency: 'USD' } });
    const rollup = field('rollup', { settings: { aggregate: 'sum', target_field_id: 7, relationship_field_id: 3 } });
    expect(formatFieldValue(rollup, 2500, { fields: [budget] })).toBe('$25.00');
    expect(formatFieldValue({ ...rollup, settings: { ...rollup.settings, aggregate: 'count' } }, 2, { fields: [budget] })).toBe(
      '2',
    );
  });

  it('names people, tasks and files from the context', () => {
    const members = [{ id: 2, email: 'grace@kanri.test', full_name: 'Grace Hopper' }];
    expect(formatFieldValue(field('people'), [2, 9], { members })).toBe('Grace Hopper, Unknown member');
    expect(formatFieldValue(field('tasks'), [5, 6], { taskTitles: new Map([[5, 'Write copy']]) })).toBe('Write copy, Task #6');
    expect(formatFieldValue(field('files'), [3], { files: [{ id: 3, file_name: 'brief.pdf' }] })).toBe('brief.pdf');
    expect(formatFieldValue(field('files'), [3, 4])).toBe('2 files');
  });

  it('shows websites without their scheme, signatures as Signed or the typed name', () => {
    expect(formatFieldValue(field('website'), 'https://kanri.app/')).toBe('kanri.app');
    expect(formatFieldValue(field('signature'), 'data:image/png;base64,AAAA')).toBe('Signed');
    expect(formatFieldValue(field('signature'), 'Ada Lovelace')).toBe('Ada Lovelace');
  });
});

describe('helpers', () => {
  it('builds the OpenStreetMap search link', () => {
    expect(mapLink(' Rue de Rivoli 1, Paris ')).toBe(
      'https://www.openstreetmap.org/search?query=Rue%20de%20Rivoli%201%2C%20Paris',
    );
  });

  it('adds https:// to a website without a scheme', () => {
    expect(normalizeWebsite('kanri.app')).toBe('https://kanri.app');
    expect(normalizeWebsite('http://kanri.app')).toBe('http://kanri.app');
    expect(normalizeWebsite('')).toBe('');
  });

  it('writes a formula with field names', () => {
    expect(
      readableFormula('({12} + {13}) * 2 - {99}', [
        { id: 12, name: 'Budget' },
        { id: 13, name: 'Cost' },
      ]),
    ).toBe('(Budget + Cost) * 2 - {99}');
  });

  it('compares values, blank being empty', () => {
    expect(sameValue('', null)).toBe(true);
    expect(sameValue([], undefined)).toBe(true);
    expect(sameValue([1, 2], [1, 2])).toBe(true);
    expect(sameValue([1, 2], [2, 1])).toBe(false);
    expect(sameValue(false, null)).toBe(false);
  });
});
