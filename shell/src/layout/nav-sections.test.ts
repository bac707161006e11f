import type { RemotesJson } from '@kanri/contracts';
import { isAllowed } from '@kanri/contracts/constants';
import { navSections } from './nav-sections';

const nav = (label: string, group: string, order: number) => ({
  label,
  path: `/dashboard/${label.toLowerCase()}`,
  group,
  icon: 'x',
  order,
});

describe('navSections', () => {
  it('groups entries in the spec order and sorts each group by order', () => {
    const registry = {
      remotes: [
        { name: 'a', manifest: '/a', routes: [], nav: [nav('Users', 'Team and HR', 1), nav('Chat', 'Collaboration', 4)] },
        {
          name: 'b',
          manifest: '/b',
          routes: [],
          nav: [nav('Notes', 'Collaboration', 2), nav('Home', 'Main', 1), nav('Meetings', 'Collaboration', 1)],
        },
      ],
    } as RemotesJson;
    expect(navSections(registry).map((section) => [section.group, section.entries.map((entry) => entry.label)])).toEqual([
      ['Main', ['Home']],
      ['Collaboration', ['Meetings', 'Notes', 'Chat']],
      ['Team and HR', ['Users']],
    ]);
  });

  it('leaves out the links whose permission the role lacks (clients and invoices for members)', () => {
    const registry = {
      remotes: [
        {
          name: 'business',
          manifest: '/b',
          routes: [],
          nav: [
            { ...nav('Invoice', 'Collaboration', 5), permission: 'invoices.list' },
            { ...nav('Clients', 'Business', 1), permission: 'clients.list' },
            nav('Notes', 'Collaboration', 2),
          ],
        },
      ],
    } as RemotesJson;
    const labels = (role: 'member' | 'manager') =>
      navSections(registry, (permission) => isAllowed(role, permission)).flatMap((section) =>
        section.entries.map((entry) => entry.label),
      );
    expect(labels('member')).toEqual(['Notes']);
    expect(labels('manager')).toEqual(['Notes', 'Invoice', 'Clients']);
  });
});
