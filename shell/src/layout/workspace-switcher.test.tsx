import { onWorkspaceChange, workspaceStorage, type WorkspaceChange } from '@kanri/api-client';
import { AppProviders } from '@kanri/app-runtime';
import { ROLE_LABELS } from '@kanri/contracts';
import { HEADER_SLOT_ID } from '@kanri/design-system';
import { configure, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { TEXTS } from '../texts';
import { fakeWorkspaceServer } from '../workspace/test-support';
import { DashboardLayout } from './dashboard-layout';
import { WORKSPACES_PATH, WorkspaceSwitcher } from './workspace-switcher';

jest.mock('@module-federation/enhanced/runtime', () => ({ loadRemote: jest.fn(), registerRemotes: jest.fn() }));

configure({ asyncUtilTimeout: 5000 });

function renderSwitcher() {
  return render(
    <AppProviders>
      <MemoryRouter>
        <WorkspaceSwitcher />
      </MemoryRouter>
    </AppProviders>,
  );
}

const option = (id: number) =>
  screen.getAllByTestId('workspace-option').find((element) => element.getAttribute('data-workspace-id') === String(id))!;

describe('WorkspaceSwitcher', () => {
  beforeEach(() => localStorage.clear());

  it("shows the current workspace's name and lists the user's workspaces with their role", async () => {
    fakeWorkspaceServer();
    workspaceStorage.set(2);
    renderSwitcher();
    const trigger = await screen.findByTestId('workspace-switcher');
    expect(trigger).toHaveAttribute('data-workspace-id', '2');
    await waitFor(() => expect(trigger).toHaveTextContent('Side Project'));

    await userEvent.click(trigger);
    await screen.findAllByTestId('workspace-option');
    expect(option(1)).toHaveTextContent('Team Space');
    expect(option(1)).toHaveTextContent(ROLE_LABELS.admin);
    expect(option(2)).toHaveTextContent(ROLE_LABELS.developer);
    expect(option(2)).toHaveAttribute('aria-current', 'true');
    expect(within(option(2)).getByLabelText(TEXTS.currentWorkspace)).toBeInTheDocument();
    expect(option(1)).not.toHaveAttribute('aria-current');
    expect(screen.getByText(TEXTS.manageWorkspaces).closest('a')).toHaveAttribute('href', WORKSPACES_PATH);
  });

  it('picking another workspace switches to it (stored for the header, subscribers told); the current one does nothing', async () => {
    fakeWorkspaceServer();
    const changes: WorkspaceChange[] = [];
    const stop = onWorkspaceChange((change) => changes.push(change));
    renderSwitcher();
    await userEvent.click(await screen.findByTestId('workspace-switcher'));
    await screen.findAllByTestId('workspace-option');
    await userEvent.click(option(1));
    expect(changes).toEqual([]);

    await userEvent.click(screen.getByTestId('workspace-switcher'));
    await waitFor(() => expect(option(2)).toBeVisible());
    await userEvent.click(option(2));
    expect(workspaceStorage.get()).toBe(2);
    expect(changes).toEqual([{ workspaceId: 2, previousId: 1, reason: 'switch' }]);
    await waitFor(() => expect(screen.getByTestId('workspace-switcher')).toHaveAttribute('data-workspace-id', '2'));
    stop();
  });

  it('says so when the workspaces cannot be loaded, and still links to the Workspaces page', async () => {
    const server = fakeWorkspaceServer();
    server.memberOf = [];
    renderSwitcher();
    const trigger = await screen.findByTestId('workspace-switcher');
    expect(trigger).toHaveTextContent(TEXTS.workspacePlaceholder);
    await userEvent.click(trigger);
    expect(await screen.findByText(TEXTS.workspacesFailed, {}, { timeout: 8000 })).toBeInTheDocument();
    expect(screen.getByText(TEXTS.manageWorkspaces)).toBeInTheDocument();
  });

  it('sits in the dashboard header, before the area pages fill', async () => {
    fakeWorkspaceServer();
    render(
      <AppProviders>
        <MemoryRouter>
          <DashboardLayout registry={{ remotes: [] }} />
        </MemoryRouter>
      </AppProviders>,
    );
    const trigger = await screen.findByTestId('workspace-switcher');
    const header = trigger.closest('header')!;
    expect(header.querySelector(`#${HEADER_SLOT_ID}`)).not.toBeNull();
    expect(header.firstElementChild).toContainElement(trigger);
  });
});
