import { useAppSelector } from '@kanri/app-state';
import { screen } from '@testing-library/react';
import { Link } from 'react-router-dom';
import { fakeApi } from './fake-api';
import { makeProject } from './fixtures';
import { LocationProbe, renderWithApp } from './render';
import { useQuery } from '@tanstack/react-query';
import { apiCall } from '@kanri/api-client';
import type { Project } from '@kanri/contracts';

function Who() {
  const session = useAppSelector((state) => state.session);
  return <p>{session.status === 'authenticated' ? `${session.user?.full_name} (${session.user?.role})` : session.status}</p>;
}

function Projects() {
  const query = useQuery({ queryKey: ['projects'], queryFn: () => apiCall<Project[]>('/projects') });
  if (query.isError) return <p>Failed: {query.error.message}</p>;
  return (
    <ul>
      {query.data?.map((project) => (
        <li key={project.id}>{project.name}</li>
      ))}
    </ul>
  );
}

describe('renderWithApp', () => {
  it('signs in Ada as an admin by default', () => {
    renderWithApp(<Who />);
    expect(screen.getByText('Ada Lovelace (admin)')).toBeInTheDocument();
  });

  it('signs in the role or the user given, or nobody', () => {
    const { unmount } = renderWithApp(<Who />, { role: 'developer' });
    expect(screen.getByText('Ada Lovelace (developer)')).toBeInTheDocument();
    unmount();
    const second = renderWithApp(<Who />, { user: { email: 'grace@kanri.test', full_name: 'Grace Hopper', role: 'manager' } });
    expect(screen.getByText('Grace Hopper (manager)')).toBeInTheDocument();
    second.unmount();
    renderWithApp(<Who />, { role: null });
    expect(screen.getByText('unauthenticated')).toBeInTheDocument();
  });

  it('routes in memory from the path given and tells where it is', async () => {
    const view = renderWithApp(
      [
        { path: '/dashboard', element: <Link to="/dashboard/projects">Projects</Link> },
        { path: '/dashboard/projects', element: <LocationProbe /> },
      ],
      { path: '/dashboard' },
    );
    await view.user.click(screen.getByRole('link', { name: 'Projects' }));
    expect(view.pathname()).toBe('/dashboard/projects');
    expect(screen.getByTestId('location')).toHaveTextContent('/dashboard/projects');
  });

  it('shows Elsewhere for paths no route matches', () => {
    renderWithApp([{ path: '/', element: <p>Home</p> }], { path: '/somewhere' });
    expect(screen.getByText('Elsewhere')).toBeInTheDocument();
  });

  it('reads from the fake API, without retrying a failure', async () => {
    const api = fakeApi({ 'GET /projects': () => [makeProject(1, { name: 'Website' })] });
    const { unmount } = renderWithApp(<Projects />);
    expect(await screen.findByText('Website')).toBeInTheDocument();
    unmount();

    fakeApi({});
    renderWithApp(<Projects />);
    expect(await screen.findByText('Failed: Route GET /api/v1/projects not found')).toBeInTheDocument();
    expect(api.calls).toHaveLength(1);
  });
});
