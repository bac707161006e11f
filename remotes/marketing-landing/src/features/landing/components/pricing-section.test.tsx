import { screen, within } from '@testing-library/react';
import { ACTIONS, ROUTES, SALES_MAILTO } from '../content';
import { renderWithProviders } from '../test-utils';
import { PricingSection } from './pricing-section';

function plan(name: string) {
  return screen.getByRole('article', { name });
}

describe('PricingSection (spec §9)', () => {
  beforeEach(() => {
    renderWithProviders(<PricingSection />);
  });

  it('shows the four plans in order', () => {
    expect(screen.getAllByRole('article').map((article) => within(article).getByRole('heading').textContent)).toEqual([
      'Starter',
      'Professional',
      'Business',
      'Enterprise',
    ]);
  });

  it('Starter: free forever, up to 10 members, 5 projects, 5GB storage; sends to /register', () => {
    const starter = plan('Starter');
    expect(within(starter).getByText('Free')).toBeInTheDocument();
    expect(within(starter).getByText('forever')).toBeInTheDocument();
    expect(within(starter).getByText('Up to 10 members')).toBeInTheDocument();
    expect(within(starter).getByText('5 projects')).toBeInTheDocument();
    expect(within(starter).getByText('5GB storage')).toBeInTheDocument();
    expect(within(starter).getByRole('link', { name: ACTIONS.getStartedFree })).toHaveAttribute('href', ROUTES.register);
  });

  it('Professional: $19 per user per month, 50GB per user, 30-day trial; sends to /register', () => {
    const professional = plan('Professional');
    expect(within(professional).getByText('$19')).toBeInTheDocument();
    expect(within(professional).getByText('per user / month')).toBeInTheDocument();
    expect(within(professional).getByText('50GB storage per user')).toBeInTheDocument();
    expect(within(professional).getByText('30-day free trial')).toBeInTheDocument();
    expect(within(professional).getByRole('link', { name: ACTIONS.startTrial })).toHaveAttribute('href', ROUTES.register);
  });

  it('Business: $39 per user per month, 200GB per user, 30-day trial; sends to /register', () => {
    const business = plan('Business');
    expect(within(business).getByText('$39')).toBeInTheDocument();
    expect(within(business).getByText('per user / month')).toBeInTheDocument();
    expect(within(business).getByText('200GB storage per user')).toBeInTheDocument();
    expect(within(business).getByText('30-day free trial')).toBeInTheDocument();
    expect(within(business).getByRole('link', { name: ACTIONS.startTrial })).toHaveAttribute('href', ROUTES.register);
  });

  it('Enterprise: custom pricing; Contact Sales opens mail to sales', () => {
    const enterprise = plan('Enterprise');
    expect(within(enterprise).getByText('Custom')).toBeInTheDocument();
    expect(within(enterprise).getByRole('link', { name: ACTIONS.contactSales })).toHaveAttribute('href', SALES_MAILTO);
    expect(SALES_MAILTO).toBe('mailto:sales@kanri.dev');
  });

  it('says no credit card is required', () => {
    expect(screen.getByText(/No credit card required/)).toBeInTheDocument();
  });
});
