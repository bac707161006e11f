import { clampColumnWidth, customColumnKey, customFieldIdOfColumn, COLUMN_WIDTHS } from './task-list-layout';

describe('column widths (spec §9)', () => {
  it('keeps built-in columns within their limits', () => {
    expect(COLUMN_WIDTHS.name).toEqual({ default: 300, min: 200, max: 500 });
    expect(clampColumnWidth('name', 100)).toBe(200);
    expect(clampColumnWidth('name', 700)).toBe(500);
    expect(clampColumnWidth('status', 150.6)).toBe(151);
    expect(clampColumnWidth('progress', Number.NaN)).toBe(150);
  });

  it('gives custom columns 150 by default within 80–600', () => {
    const key = customColumnKey(12);
    expect(key).toBe('custom:12');
    expect(customFieldIdOfColumn(key)).toBe(12);
    expect(customFieldIdOfColumn('name')).toBeNull();
    expect(clampColumnWidth(key, 10)).toBe(80);
    expect(clampColumnWidth(key, 1000)).toBe(600);
  });
});
