import { BUILT_IN_COLUMNS, customColumnKey, customFieldIdOfColumn, isBuiltInColumn } from '@kanri/contracts';
import { ACTIONS_COLUMN_WIDTH, normalizeColumnOrder, reorderColumns } from './columns';

describe('the actions column', () => {
  it('has one fixed width and is neither a built-in nor a custom-field column of the layout', () => {
    expect(ACTIONS_COLUMN_WIDTH).toBe(64);
    expect(isBuiltInColumn('actions')).toBe(false);
    expect(customFieldIdOfColumn('actions')).toBeNull();
  });
});

describe('reorderColumns', () => {
  const order = ['name', 'assignee', 'due_date', 'priority', 'status'];

  it('moves a column forward', () => {
    expect(reorderColumns(order, 0, 2)).toEqual(['assignee', 'due_date', 'name', 'priority', 'status']);
  });

  it('moves a column backward', () => {
    expect(reorderColumns(order, 3, 1)).toEqual(['name', 'priority', 'assignee', 'due_date', 'status']);
  });

  it('moves a column to the very start and the very end', () => {
    expect(reorderColumns(order, 4, 0)).toEqual(['status', 'name', 'assignee', 'due_date', 'priority']);
    expect(reorderColumns(order, 0, 4)).toEqual(['assignee', 'due_date', 'priority', 'status', 'name']);
  });

  it('swaps neighbours', () => {
    expect(reorderColumns(order, 1, 2)).toEqual(['name', 'due_date', 'assignee', 'priority', 'status']);
    expect(reorderColumns(order, 2, 1)).toEqual(['name', 'due_date', 'assignee', 'priority', 'status']);
  });

  it('keeps every column exactly once', () => {
    for (let from = 0; from < order.length; from += 1) {
      for (let to = 0; to < order.length; to += 1) {
        const next = reorderColumns(order, from, to);
        expect([...next].sort()).toEqual([...order].sort());
        expect(next[to]).toBe(order[from]);
      }
    }
  });

  it('does not change the given order', () => {
    const given = [...order];
    reorderColumns(given, 0, 3);
    expect(given).toEqual(order);
  });

  it.each([
    [2, 2],
    [-1, 2],
    [0, -1],
    [5, 0],
    [0, 5],
    [1.5, 2],
    [0, Number.NaN],
  ])('leaves the order as it was for from %d to %d', (from, to) => {
    const next = reorderColumns(order, from, to);
    expect(next).toEqual(order);
    expect(next).not.toBe(order);
  });

  it('handles an empty order', () => {
    expect(reorderColumns([], 0, 0)).toEqual([]);
  });
});

describe('normalizeColumnOrder', () => {
  const available = ['name', 'assignee', 'status', customColumnKey(1), customColumnKey(2)];

  it('keeps a saved order that fits', () => {
    const saved = ['status', 'custom:2', 'name', 'custom:1', 'assignee'];
    expect(normalizeColumnOrder(saved, available)).toEqual(saved);
  });

  it('drops columns that no longer exist and repeats', () => {
    expect(normalizeColumnOrder(['status', 'custom:9', 'name', 'status', 'custom:1', 'assignee', 'custom:2'], available)).toEqual(
      ['status', 'name', 'custom:1', 'assignee', 'custom:2'],
    );
  });

  it('adds columns missing from the saved order at the end, in their order', () => {
    expect(normalizeColumnOrder(['status', 'name'], available)).toEqual(['status', 'name', 'assignee', 'custom:1', 'custom:2']);
  });

  it('gives the available order when nothing was saved, and nothing when no column exists', () => {
    expect(normalizeColumnOrder([], available)).toEqual(available);
    expect(normalizeColumnOrder(['name'], [])).toEqual([]);
  });

  it('orders the built-in columns of the contract and custom-field keys together', () => {
    const withCustom = [...BUILT_IN_COLUMNS, customColumnKey(5)];
    expect(normalizeColumnOrder([customColumnKey(5), 'progress'], withCustom)).toEqual([
      'custom:5',
      'progress',
      'name',
      'assignee',
      'due_date',
      'priority',
      'status',
      'time_tracked',
    ]);
  });
});
