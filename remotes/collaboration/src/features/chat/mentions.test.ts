import { activeMention, insertMention, mentionIdsIn, mentionMatches } from './mentions';

const grace = { id: 2, full_name: 'Grace Hopper' };
const alan = { id: 3, full_name: 'Alan Turing' };

describe('mentions', () => {
  it('finds the @word being typed at the caret', () => {
    expect(activeMention('hello @gr', 9)).toEqual({ start: 6, query: 'gr' });
    expect(activeMention('@', 1)).toEqual({ start: 0, query: '' });
    expect(activeMention('mail a@b', 8)).toBeNull();
    expect(activeMention('hello @grace ', 13)).toBeNull();
  });

  it('matches names by the start of a word', () => {
    expect(mentionMatches([grace, alan], 'ho')).toEqual([grace]);
    expect(mentionMatches([grace, alan], '')).toEqual([alan, grace]);
    expect(mentionMatches([grace, alan], 'x')).toEqual([]);
  });

  it('inserts the full name and keeps the ids still written', () => {
    const { text, caret } = insertMention('hi @gr!', 3, 6, grace);
    expect(text).toBe('hi @Grace Hopper !');
    expect(caret).toBe(17);
    expect(mentionIdsIn(text, [grace, alan])).toEqual([2]);
    expect(mentionIdsIn('hi Grace Hopper', [grace])).toEqual([]);
  });
});
