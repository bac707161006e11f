import type { Project } from '@kanri/contracts';
import type { Client, ClientCounts, ClientPage } from '@kanri/contracts/business';
import { screen, waitFor, within } from '@testing-library/react';
import { fakeApi, makeProject, renderWithApp, type ApiCall, type RenderWithAppOptions } from '../../test-utils';
import ClientsPage from './pages/clients-page';
import { CLIENT_TEXTS } from './texts';

const T = CLIENT_TEXTS;

/** A GET /clients reply: `items` as one page, counts from the items unless given. */
export function clientPage(
  items: Client[],
  overrides: Partial<Omit<ClientPage, 'counts'>> & { counts?: Partial<ClientCounts> } = {},
): ClientPage {
  const { counts, ...rest } = overrides;
  const count = (status: Client['status']) => items.filter((client) => client.status === status).length;
  return {
    items,
    total: items.length,
    page: 1,
    per_page: 20,
    ...rest,
    counts: {
      total: items.length,
      active: count('active'),
      potential: count('potential'),
      inactive: count('inactive'),
      archived: 0,
      ...counts,
    },
  };
}

/** The workspace's projects: Website (green), Mobile app (purple), Rebrand (orange). */
export const PROJECTS: Project[] = [
  makeProject(1, { name: 'Website', color: '#befca9' }),
  makeProject(2, { name: 'Mobile app', color: '#a78bfa' }),
  makeProject(3, { name: 'Rebrand', color: '#fb923c' }),
];

/**
 * The Clients page over a fake API: GET /clients answers `list` (a page, or a function of the
 * call), GET /projects the projects; `handlers` add or replace routes.
 */
export function renderClientsPage({
  list = clientPage([]),
  projects = PROJECTS,
  handlers = {},
  options = {},
}: {
  list?: ClientPage | ((call: ApiCall) => unknown);
  projects?: Project[];
  handlers?: Record<string, (call: ApiCall) => unknown>;
  options?: RenderWithAppOptions;
} = {}) {
  const api = fakeApi({
    'GET /clients': typeof list === 'function' ? list : () => list,
    'GET /projects': () => projects,
    ...handlers,
  });
  const view = renderWithApp([{ path: '/dashboard/clients', element: <ClientsPage /> }], {
    path: '/dashboard/clients',
    ...options,
  });
  return { ...view, api };
}

/** The figure on a card (Total Clients, Active, Potential, Inactive). */
export function cardValue(title: string): string {
  const cards = screen.getByRole('region', { name: T.cards.label });
  return within(cards).getByText(title).parentElement!.children[1]!.textContent ?? '';
}

/** The table row of a client, found by its name. */
export async function findRow(name: string): Promise<HTMLElement> {
  const cell = await screen.findByText(name, { selector: '.ant-table-row *' });
  return cell.closest('tr')!;
}

/** Opens a row's menu; the menus closed earlier stay in the page, hidden. */
export async function openMenu(user: ReturnType<typeof renderClientsPage>['user'], name: string) {
  await user.click(await screen.findByRole('button', { name: T.table.actionsLabel(name) }));
  return waitFor(() => {
    const open = screen.getAllByRole('menu').filter((menu) => !menu.closest('.ant-dropdown-hidden'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });
}
