import { moveItem } from './order';

const items = [
  { id: 10, position: 0 },
  { id: 11, position: 1 },
  { id: 12, position: 2 },
];

describe('moveItem', () => {
  it('moves an item down and renumbers the positions', () => {
    expect(moveItem(items, 10, 1)).toEqual([
      { id: 11, position: 0 },
      { id: 10, position: 1 },
      { id: 12, position: 2 },
    ]);
  });

  it('moves an item to the top', () => {
    expect(moveItem(items, 12, 0).map((item) => item.id)).toEqual([12, 10, 11]);
  });

  it('clamps the target index to the list like the server', () => {
    expect(moveItem(items, 10, 99).map((item) => item.id)).toEqual([11, 12, 10]);
    expect(moveItem(items, 12, -3).map((item) => item.id)).toEqual([12, 10, 11]);
  });

  it('leaves the list as it is for an unknown id', () => {
    expect(moveItem(items, 99, 0)).toEqual(items);
  });
});
