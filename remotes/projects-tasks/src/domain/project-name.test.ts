import { PROJECT_NAME_MAX_LENGTH, projectStoreRequestSchema } from '@kanri/contracts';
import { isValidProjectName, normalizeProjectName } from './project-name';

const longest = 'x'.repeat(PROJECT_NAME_MAX_LENGTH);

describe('project name (spec §5: non-blank, trimmed, within the API limit)', () => {
  it.each([
    ['Website', 'Website'],
    ['  Website Redesign  ', 'Website Redesign'],
    ['\tQ3 launch\n', 'Q3 launch'],
    ['a', 'a'],
    ['Inner   spaces stay', 'Inner   spaces stay'],
    [longest, longest],
    [`  ${longest}  `, longest],
  ])('%j becomes %j', (input, name) => {
    expect(normalizeProjectName(input)).toBe(name);
    expect(isValidProjectName(input)).toBe(true);
  });

  it.each([[''], [' '], ['   \t\n '], [null], [undefined], [`${longest}x`]])('refuses %j', (input) => {
    expect(normalizeProjectName(input)).toBeNull();
    expect(isValidProjectName(input)).toBe(false);
  });

  it('accepts exactly what the API accepts, and gives the name it stores', () => {
    for (const input of ['Launch', '  Launch  ', '', '  ', longest, ` ${longest} `, `${longest}x`]) {
      const server = projectStoreRequestSchema.safeParse({ name: input });
      expect(normalizeProjectName(input)).toBe(server.success ? server.data.name : null);
    }
  });
});
