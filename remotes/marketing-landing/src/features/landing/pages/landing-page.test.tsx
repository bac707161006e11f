import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACTIONS, NAV, ROUTES, SALES_MAILTO, SECTION_IDS, TRIAL_DAYS } from '../content';
import { renderWithProviders } from '../test-utils';
import LandingPage from './landing-page';

const scrollIntoView = jest.fn();

beforeEach(() => {
  scrollIntoView.mockClear();
  Element.prototype.scrollIntoView = scrollIntoView;
  window.history.replaceState(null, '', '/');
});

function renderPage() {
  return renderWithProviders(<LandingPage />);
}

describe('LandingPage', () => {
  it('renders the sections in the order of spec §2, each with a heading', () => {
    const { container } = renderPage();
    const blocks = Array.from(container.querySelectorAll('main > section, .kl-root > footer'));
    expect(blocks.map((block) => block.id || block.tagName.toLowerCase())).toEqual([
      SECTION_IDS.hero,
      SECTION_IDS.features,
      SECTION_IDS.advanced,
      SECTION_IDS.preview,
      SECTION_IDS.pricing,
      SECTION_IDS.integrations,
      SECTION_IDS.testimonials,
      SECTION_IDS.faq,
      SECTION_IDS.cta,
      'footer',
    ]);
    for (const block of blocks) {
      const headingId = block.getAttribute('aria-labelledby');
      expect(headingId).toBeTruthy();
      const heading = container.querySelector(`#${headingId}`);
      expect(heading?.tagName).toMatch(/^H[12]$/);
      expect(heading?.textContent?.trim()).not.toBe('');
    }
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('has the four public anchors as element ids, linked from the nav bar', () => {
    const { container } = renderPage();
    const nav = screen.getByRole('navigation', { name: NAV.label });
    for (const id of ['features', 'pricing', 'integrations', 'testimonials']) {
      expect(container.querySelector(`#${id}`)).toBeInTheDocument();
      expect(within(nav).getByRole('link', { name: NAV.links.find((link) => link.id === id)!.label })).toHaveAttribute(
        'href',
        `#${id}`,
      );
    }
  });

  it('scrolls to a section when a nav anchor is clicked and keeps the address shareable', async () => {
    renderPage();
    const nav = screen.getByRole('navigation', { name: NAV.label });
    await userEvent.click(within(nav).getByRole('link', { name: 'Pricing' }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('pricing'));
    expect(window.location.hash).toBe('#pricing');
  });

  it('links Sign In to /login and every Start Free Trial to /register', async () => {
    renderPage();
    const header = screen.getByRole('banner');
    expect(within(header).getByRole('link', { name: ACTIONS.signIn })).toHaveAttribute('href', ROUTES.login);
    expect(within(header).getByRole('link', { name: ACTIONS.startTrial })).toHaveAttribute('href', ROUTES.register);

    const trials = screen.getAllByRole('link', { name: ACTIONS.startTrial });
    // nav, hero, Professional, Business, closing call to action, footer
    expect(trials.length).toBeGreaterThanOrEqual(6);
    for (const link of trials) expect(link).toHaveAttribute('href', ROUTES.register);

    const heroTrial = within(screen.getByRole('region', { name: /open-source workspace/ })).getByRole('link', {
      name: ACTIONS.startTrial,
    });
    expect(heroTrial).toHaveClass('ant-btn-primary');
  });

  it('navigates inside the app when Sign In and Start Free Trial are clicked', async () => {
    renderPage();
    const header = screen.getByRole('banner');
    await userEvent.click(within(header).getByRole('link', { name: ACTIONS.signIn }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.login);
  });

  it('navigates to /register from the hero Start Free Trial', async () => {
    renderPage();
    const hero = screen.getByRole('region', { name: /open-source workspace/ });
    await userEvent.click(within(hero).getByRole('link', { name: ACTIONS.startTrial }));
    expect(screen.getByTestId('location')).toHaveTextContent(ROUTES.register);
  });

  it('scrolls to the dashboard preview when Watch Demo is pressed', async () => {
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: ACTIONS.watchDemo }));
    expect(scrollIntoView).toHaveBeenCalledTimes(1);
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById(SECTION_IDS.preview));
  });

  it('opens mail to sales from every Contact Sales button', () => {
    renderPage();
    const contacts = screen.getAllByRole('link', { name: ACTIONS.contactSales });
    expect(contacts).toHaveLength(2); // Enterprise plan + closing call to action
    for (const link of contacts) expect(link).toHaveAttribute('href', SALES_MAILTO);
  });

  it('mentions one trial length only, 30 days, and no credit card', () => {
    const { container } = renderPage();
    const text = container.textContent ?? '';
    const lengths = [...text.matchAll(/(\d+)[\s-]*days?\b/gi)].map((match) => Number(match[1]));
    expect(lengths.length).toBeGreaterThanOrEqual(3);
    expect(new Set(lengths)).toEqual(new Set([TRIAL_DAYS]));
    expect(text).not.toMatch(/14[\s-]*day/i);
    expect(text).toContain('No credit card required');
  });

  it('scrolls to the section named in the address on load', () => {
    window.history.replaceState(null, '', '/#testimonials');
    renderPage();
    expect(scrollIntoView.mock.contexts[0]).toBe(document.getElementById('testimonials'));
  });

  it('uses no images from the network and a single style element', () => {
    const { container } = renderPage();
    expect(container.querySelectorAll('img')).toHaveLength(0);
    // The page's one stylesheet lives inside the page (no CSS files).
    expect(container.querySelectorAll('.kl-root style')).toHaveLength(1);
  });
});
