import { render, screen } from '@testing-library/react';
import { messageParts, MessageText, safeHref } from './message-text';

describe('message text', () => {
  it('makes http and https links clickable, without the trailing punctuation', () => {
    expect(messageParts('See https://kanri.example/a?b=1, and http://x.test/y.')).toEqual([
      { kind: 'text', text: 'See ' },
      { kind: 'link', text: 'https://kanri.example/a?b=1', href: 'https://kanri.example/a?b=1' },
      { kind: 'text', text: ', and ' },
      { kind: 'link', text: 'http://x.test/y', href: 'http://x.test/y' },
      { kind: 'text', text: '.' },
    ]);
  });

  it('leaves other schemes as text', () => {
    expect(safeHref('javascript:alert(1)')).toBeNull();
    expect(messageParts('javascript:alert(1) data:text/html,hi ftp://x.test')).toEqual([
      { kind: 'text', text: 'javascript:alert(1) data:text/html,hi ftp://x.test' },
    ]);
  });

  it('renders anchors that open a new tab without the opener, and HTML as text', () => {
    const { container } = render(
      <p>
        <MessageText body={'<b>bold</b> <img src=x onerror="alert(1)"> https://kanri.example'} />
      </p>,
    );
    const link = screen.getByRole('link', { name: 'https://kanri.example' });
    expect(link).toHaveAttribute('href', 'https://kanri.example/');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(container.querySelector('b')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
    expect(container.textContent).toContain('<b>bold</b> <img src=x onerror="alert(1)">');
  });

  it('highlights the mentions of the named people', () => {
    expect(messageParts('hi @Grace Hopper and @Ada', ['Grace Hopper'])).toEqual([
      { kind: 'text', text: 'hi ' },
      { kind: 'mention', text: '@Grace Hopper' },
      { kind: 'text', text: ' and @Ada' },
    ]);
  });
});
