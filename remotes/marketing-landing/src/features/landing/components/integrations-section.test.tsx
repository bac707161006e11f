import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIONS, INTEGRATIONS, INTEGRATIONS_INITIAL } from '../content';
import { renderWithProviders } from '../test-utils';
import { IntegrationsSection } from './integrations-section';

/** An integration's heading: its name, then its category tag. */
const headingOf = (item: { name: string; category: string }) => ({ name: `${item.name} ${item.category}` });

function listItems() {
  return within(screen.getByRole('list', { name: INTEGRATIONS.listLabel })).getAllByRole('listitem');
}

describe('IntegrationsSection', () => {
  it('View All Integrations expands the list to every integration and toggles back', async () => {
    const user = userEvent.setup();
    renderWithProviders(<IntegrationsSection />);
    expect(listItems()).toHaveLength(INTEGRATIONS_INITIAL);
    const last = INTEGRATIONS.items[INTEGRATIONS.items.length - 1]!;
    expect(screen.queryByRole('heading', headingOf(last))).not.toBeInTheDocument();

    const toggle = screen.getByRole('button', { name: ACTIONS.viewAllIntegrations });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await user.click(toggle);

    expect(listItems()).toHaveLength(INTEGRATIONS.items.length);
    for (const item of INTEGRATIONS.items) expect(screen.getByRole('heading', headingOf(item))).toBeInTheDocument();
    const collapse = screen.getByRole('button', { name: ACTIONS.showFewerIntegrations });
    expect(collapse).toHaveAttribute('aria-expanded', 'true');

    await user.click(collapse);
    expect(listItems()).toHaveLength(INTEGRATIONS_INITIAL);
    expect(screen.getByRole('button', { name: ACTIONS.viewAllIntegrations })).toHaveAttribute('aria-expanded', 'false');
  });

  it('is reachable at #integrations', () => {
    const { container } = renderWithProviders(<IntegrationsSection />);
    expect(container.querySelector('section#integrations')).toBeInTheDocument();
  });
});
