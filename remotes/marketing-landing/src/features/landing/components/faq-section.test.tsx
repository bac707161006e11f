import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FAQ } from '../content';
import { renderWithProviders } from '../test-utils';
import { FaqSection } from './faq-section';

function header(question: string) {
  // In accordion mode antd renders the headers as tabs of a tablist, with aria-expanded.
  return screen.getByRole('tab', { name: question });
}

function panelOf(question: string) {
  return header(question).closest('.ant-collapse-item');
}

describe('FaqSection', () => {
  it('lists 6 to 8 questions, all closed at first', () => {
    renderWithProviders(<FaqSection />);
    expect(FAQ.items.length).toBeGreaterThanOrEqual(6);
    expect(FAQ.items.length).toBeLessThanOrEqual(8);
    for (const item of FAQ.items) expect(header(item.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens one item at a time: opening B closes A', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    const [a, b] = FAQ.items;

    await user.click(header(a!.question));
    expect(header(a!.question)).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(a!.question)).toHaveClass('ant-collapse-item-active');
    expect(screen.getByText(a!.answer)).toBeVisible();

    await user.click(header(b!.question));
    expect(header(b!.question)).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(b!.question)).toHaveClass('ant-collapse-item-active');
    expect(header(a!.question)).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(a!.question)).not.toHaveClass('ant-collapse-item-active');
    expect(screen.getByText(b!.answer)).toBeVisible();
    // Once the closing motion ends, antd hides the panel with this class (its CSS is not loaded in jsdom).
    await waitFor(() =>
      expect(screen.getByText(a!.answer).closest('.ant-collapse-panel')).toHaveClass('ant-collapse-panel-hidden'),
    );

    const open = FAQ.items.filter((item) => header(item.question).getAttribute('aria-expanded') === 'true');
    expect(open.map((item) => item.key)).toEqual([b!.key]);
  });

  it('closes the open item when it is clicked again', async () => {
    const user = userEvent.setup();
    renderWithProviders(<FaqSection />);
    const [a] = FAQ.items;
    await user.click(header(a!.question));
    await user.click(header(a!.question));
    expect(header(a!.question)).toHaveAttribute('aria-expanded', 'false');
  });

  it('answers the questions the spec asks about: self-hosting, PostgreSQL, trial', () => {
    renderWithProviders(<FaqSection />);
    const text = document.body.textContent ?? '';
    expect(text).toContain('pnpm start');
    expect(text).toContain('PostgreSQL');
    expect(text).toContain('30-day free trial');
  });
});
