import { render, screen } from '@testing-library/react';
import { BRAND_PRIMARY } from '../theme/tokens';
import { Result } from './result';

describe('Result', () => {
  it.each(['403', '404', '500'] as const)('shows %s in the brand colour, not antd’s light illustration', (status) => {
    const { container } = render(<Result status={status} title="Project Not Found" />);

    expect(container.querySelector('.ant-result-image')).toBeNull();
    expect(container.querySelector('svg')).toBeNull();
    const code = container.querySelector(`[data-result-code="${status}"]`) as HTMLElement;
    expect(code).toHaveTextContent(status);
    expect(code.style.color).toBe(hexToRgb(BRAND_PRIMARY));
    expect(screen.getByText('Project Not Found')).toBeInTheDocument();
  });

  it('keeps antd’s icon for the other statuses and a given icon', () => {
    const { container } = render(<Result status="success" title="Saved" />);
    expect(container.querySelector('.ant-result-success')).not.toBeNull();

    render(<Result status="404" icon={<span data-testid="own-icon" />} title="Gone" />);
    expect(screen.getByTestId('own-icon')).toBeInTheDocument();
  });
});

function hexToRgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => Number.parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
}
