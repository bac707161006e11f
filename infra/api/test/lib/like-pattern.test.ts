import { containsPattern } from '../../src/lib/like-pattern.js';

describe('containsPattern', () => {
  it('wraps the text in % and escapes the LIKE wildcards and the escape character', () => {
    expect(containsPattern('plan')).toBe('%plan%');
    expect(containsPattern('100%_done\\')).toBe('%100\\%\\_done\\\\%');
  });
});
