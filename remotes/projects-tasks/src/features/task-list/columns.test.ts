import { BUILT_IN_COLUMNS, COLUMN_WIDTHS, CUSTOM_COLUMN_WIDTH, DEFAULT_CLICK_APPS, type CustomField } from '@kanri/contracts';
import { buildColumns, columnGapAt, fullColumnOrder, isColumnShown, moveShownColumn } from './columns';

const field = (id: number, width = 150): CustomField => ({
  id,
  project_id: 1,
  name: `Field ${id}`,
  type: 'text',
  options: null,
  settings: {},
  width,
  position: 0,
  created_at: '',
  updated_at: '',
});

describe('task list columns', () => {
  it('fits a saved order to the columns that exist and keeps the name first', () => {
    expect(fullColumnOrder(undefined, [field(4)])).toEqual([...BUILT_IN_COLUMNS, 'custom:4']);
    expect(fullColumnOrder(['status', 'custom:9', 'name', 'custom:4'], [field(4), field(5)])).toEqual([
      'name',
      'status',
      'custom:4',
      'assignee',
      'due_date',
      'priority',
      'time_tracked',
      'progress',
      'custom:5',
    ]);
  });

  it('hides columns whose ClickApp is off', () => {
    const off = { ...DEFAULT_CLICK_APPS, priority: false, 'time-tracking': false, 'custom-fields': false };
    expect(isColumnShown('priority', off)).toBe(false);
    expect(isColumnShown('time_tracked', off)).toBe(false);
    expect(isColumnShown('custom:3', off)).toBe(false);
    expect(isColumnShown('status', off)).toBe(true);
    const columns = buildColumns({
      order: fullColumnOrder(undefined, [field(3)]),
      widths: {},
      fields: [field(3)],
      clickApps: off,
    });
    expect(columns.map((column) => column.key)).toEqual(['name', 'assignee', 'due_date', 'status', 'progress']);
  });

  it('gives each column its saved width, else the field width, else the default, within the limits', () => {
    const columns = buildColumns({
      order: fullColumnOrder(undefined, [field(3, 260), field(4)]),
      widths: { name: 900, status: 150, 'custom:4': 10 },
      fields: [field(3, 260), field(4)],
      clickApps: DEFAULT_CLICK_APPS,
    });
    const width = (key: string) => columns.find((column) => column.key === key)!.width;
    expect(width('name')).toBe(COLUMN_WIDTHS.name.max);
    expect(width('status')).toBe(150);
    expect(width('assignee')).toBe(COLUMN_WIDTHS.assignee.default);
    expect(width('custom:3')).toBe(260);
    expect(width('custom:4')).toBe(CUSTOM_COLUMN_WIDTH.min);
    expect(columns.find((column) => column.key === 'name')!.movable).toBe(false);
  });

  it('moves a shown column in the full order, leaving hidden ones in place and the name first', () => {
    const full = ['name', 'assignee', 'priority', 'status', 'progress'];
    const shown = ['name', 'assignee', 'status', 'progress'];
    expect(moveShownColumn(full, shown, 3, 1)).toEqual(['name', 'progress', 'assignee', 'priority', 'status']);
    expect(moveShownColumn(full, shown, 1, 3)).toEqual(['name', 'priority', 'status', 'progress', 'assignee']);
    expect(moveShownColumn(full, shown, 2, 0)).toEqual(full);
    expect(moveShownColumn(full, shown, 0, 2)).toEqual(full);
  });

  it('finds the gap nearest to a pointer, never before the name column', () => {
    const widths = [300, 160, 120];
    expect(columnGapAt(widths, 10)).toBe(1);
    expect(columnGapAt(widths, 310)).toBe(1);
    expect(columnGapAt(widths, 390)).toBe(2);
    expect(columnGapAt(widths, 2000)).toBe(3);
  });
});
