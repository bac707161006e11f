import type { RemotesJson } from '@kanri/contracts';
import { createRoutes } from './create-routes';

const registry: RemotesJson = {
  remotes: [
    { name: 'landing', manifest: '/l', routes: [{ path: '/', access: 'public', layout: 'bare' }], nav: [] },
    { name: 'auth', manifest: '/a', routes: [{ path: '/login', access: 'guest', layout: 'bare' }], nav: [] },
    {
      name: 'work',
      manifest: '/w',
      routes: [
        { path: '/dashboard', access: 'authenticated', layout: 'dashboard' },
        { path: '/dashboard/projects/:projectId', access: 'authenticated', layout: 'dashboard' },
      ],
      nav: [],
    },
  ],
};

describe('createRoutes', () => {
  const [root] = createRoutes(registry);
  const children = root!.children!;

  it('puts full-page routes at the top level and dashboard pages inside the dashboard layout', () => {
    expect(children.map((route) => route.path)).toEqual(['/', '/login', '/dashboard', '*']);
    const dashboard = children.find((route) => route.path === '/dashboard')!;
    expect(dashboard.children!.map((route) => (route.index ? 'index' : route.path))).toEqual([
      'index',
      '/dashboard/projects/:projectId',
      '*',
    ]);
  });
});
