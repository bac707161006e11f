import { screen, waitFor } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { workspaceStorage } from '@kanri/api-client';
import { makeWorkspace, Reply } from '../../../test-utils';
import { loaded, renderDetail, T } from '../testing';

describe('TaskDetailPage: loading and not found', () => {
  it('shows Task not found for a missing task, and Go Back goes to the dashboard without history', async () => {
    const view = renderDetail({
      handlers: { 'GET /tasks/1': () => new Reply(404, { error: true, message: 'Task not found.' }) },
    });
    expect(await screen.findByRole('heading', { name: T.notFound.title })).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: T.notFound.goBack }));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard'));
  });

  it('shows Task not found for an id that is not a number, without asking the server', async () => {
    const view = renderDetail({ path: '/dashboard/tasks/abc' });
    expect(await screen.findByRole('heading', { name: T.notFound.title })).toBeInTheDocument();
    expect(view.api.callsTo('GET /tasks/abc')).toHaveLength(0);
  });

  it('Go Back returns to the page the user came from', async () => {
    const view = renderDetail({
      path: '/from',
      handlers: { 'GET /tasks/1': () => new Reply(404, { error: true, message: 'Task not found.' }) },
      routes: [{ path: '/from', element: <Link to="/dashboard/tasks/1">Open task</Link> }],
    });
    await view.user.click(await screen.findByRole('link', { name: 'Open task' }));
    await view.user.click(await screen.findByRole('button', { name: T.notFound.goBack }));
    await waitFor(() => expect(view.pathname()).toBe('/from'));
  });

  it('shows a skeleton while loading, then the header with breadcrumb, Created on and Share', async () => {
    const view = renderDetail();
    expect(screen.getByTestId('task-detail-skeleton')).toBeInTheDocument();
    await loaded();
    // The breadcrumb names the current workspace (workspace 1 is Team Space on the server).
    await waitFor(() => expect(screen.getByTestId('task-breadcrumb')).toHaveTextContent('Team Space / Write the launch plan'));
    expect(screen.getByText(T.header.createdOn('Nov 1, 2026'))).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Website Redesign' })).toHaveAttribute('href', '/dashboard/projects/1');
    await view.user.click(screen.getByRole('button', { name: T.header.share }));
    expect(await screen.findByText(T.header.linkCopied)).toBeInTheDocument();
    await expect(navigator.clipboard.readText()).resolves.toBe(window.location.href);
  });

  it('names the current workspace in the breadcrumb', async () => {
    workspaceStorage.set(2);
    try {
      renderDetail({ handlers: { 'GET /workspaces': () => [makeWorkspace(1), makeWorkspace(2, { name: 'Moon Base' })] } });
      await loaded();
      await waitFor(() => expect(screen.getByTestId('task-breadcrumb')).toHaveTextContent('Moon Base / Write the launch plan'));
    } finally {
      workspaceStorage.set(1);
    }
  });

  it('the back button goes to the task’s project when there is no history', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(screen.getByRole('button', { name: T.header.back }));
    await waitFor(() => expect(view.pathname()).toBe('/dashboard/projects/1'));
  });
});
