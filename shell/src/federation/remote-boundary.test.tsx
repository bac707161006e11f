import { fireEvent, render, screen } from '@testing-library/react';
import { RemoteBoundary } from './remote-boundary';
import { TEXTS } from '../texts';

describe('RemoteBoundary', () => {
  beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => jest.restoreAllMocks());

  it('contains a failing remote in its own area and renders it again on Retry', async () => {
    let fail = true;
    function Area({ attempt }: { attempt: number }) {
      if (fail) throw new Error('remote down');
      return <p>Area loaded (attempt {attempt})</p>;
    }
    render(
      <div>
        <nav>Sidebar</nav>
        <RemoteBoundary remote="kanri_collaboration">{(attempt) => <Area attempt={attempt} />}</RemoteBoundary>
      </div>,
    );
    // The error panel comes with design-system's main entry, loaded when an area first fails.
    expect(await screen.findByRole('alert')).toHaveTextContent(TEXTS.remoteFailedTitle);
    expect(screen.getByText('Sidebar')).toBeInTheDocument();

    fail = false;
    fireEvent.click(await screen.findByRole('button', { name: 'Retry' }));
    expect(screen.getByText('Area loaded (attempt 1)')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
