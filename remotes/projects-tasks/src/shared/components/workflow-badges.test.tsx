import { screen } from '@testing-library/react';
import { makeMember, renderWithApp } from '../../test-utils';
import { AssigneeAvatars, personName } from './workflow-badges';

describe('assignee avatars', () => {
  it('shows up to three avatars, then +N (spec §9)', async () => {
    const people = [1, 2, 3, 4, 5].map((id) => makeMember(id, { full_name: `Person ${id}` }));
    renderWithApp(<AssigneeAvatars people={people} />);
    expect(await screen.findByText('+2')).toBeInTheDocument();
    expect(screen.getAllByText(/^P\d$/)).toHaveLength(3);
  });

  it('names a person by full name, else first and last name, else e-mail', () => {
    expect(personName({ id: 1, full_name: 'Ada Lovelace', email: 'a@x.test' })).toBe('Ada Lovelace');
    expect(personName({ id: 1, full_name: ' ', first_name: 'Ada', last_name: 'L', email: 'a@x.test' })).toBe('Ada L');
    expect(personName({ id: 1, email: 'a@x.test' })).toBe('a@x.test');
  });
});
