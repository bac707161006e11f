import fs from 'node:fs';
import path from 'node:path';
import { remotesJsonSchema, type RemoteRoutes } from '@kanri/contracts';
import { DEFAULT_REGISTRY_FILE, REMOTES_DIR } from '../src/paths';

const registry = remotesJsonSchema.parse(JSON.parse(fs.readFileSync(DEFAULT_REGISTRY_FILE, 'utf8')));

function remoteFolders() {
  return fs.readdirSync(REMOTES_DIR).filter((folder) => fs.existsSync(path.join(REMOTES_DIR, folder, 'src/routes.ts')));
}

function federationName(folder: string): string {
  return JSON.parse(fs.readFileSync(path.join(REMOTES_DIR, folder, 'package.json'), 'utf8')).kanri.federationName;
}

describe('remotes.json ↔ each remote’s ./routes', () => {
  it('lists every remote of the repository once, with its manifest under /remotes/<folder>/', () => {
    const folders = remoteFolders();
    expect(folders).toHaveLength(7);
    expect(registry.remotes.map((remote) => remote.name).sort()).toEqual(folders.map(federationName).sort());
    for (const folder of folders) {
      const entry = registry.remotes.find((remote) => remote.name === federationName(folder))!;
      expect(entry.manifest).toBe(`/remotes/${folder}/mf-manifest.json`);
    }
  });

  it.each(remoteFolders())('%s: same routes, access, layout and nav entries', (folder) => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- each remote's routes.ts, by path, through jest's transform
    const remote = (require(path.join(REMOTES_DIR, folder, 'src/routes.ts')) as { default: RemoteRoutes }).default;
    const entry = registry.remotes.find((candidate) => candidate.name === remote.name);
    expect(entry).toBeDefined();
    expect(
      remote.routes.map(({ path: routePath, access = 'authenticated', layout = 'dashboard' }) => ({
        path: routePath,
        access,
        layout,
      })),
    ).toEqual(entry!.routes);
    expect(remote.nav).toEqual(entry!.nav);
  });

  it("gives every path of the spec route table (and the time remote's timesheet and reports, the invoice print page, the API docs page) exactly one owner", () => {
    const owned = registry.remotes.flatMap((remote) => remote.routes.map((route) => route.path));
    expect(new Set(owned).size).toBe(owned.length);
    expect(owned.sort()).toEqual(
      [
        '/',
        '/developers',
        '/login',
        '/register',
        '/email-verification',
        '/forgot-password',
        '/reset-password',
        '/dashboard',
        '/dashboard/projects',
        '/dashboard/projects/:projectId',
        '/dashboard/projects/:projectId/board',
        '/dashboard/tasks',
        '/dashboard/time/timesheet',
        '/dashboard/time/reports',
        '/dashboard/tasks/:taskId',
        '/dashboard/statuses',
        '/dashboard/priorities',
        '/dashboard/workspaces',
        '/dashboard/chat',
        '/dashboard/invoice',
        '/dashboard/invoice/:invoiceId/print',
        '/dashboard/users',
        '/dashboard/clients',
        '/dashboard/meetings',
        '/dashboard/todos',
        '/dashboard/notes',
        '/dashboard/leave-requests',
        '/dashboard/notifications',
      ].sort(),
    );
  });

  it('puts the sidebar links of spec §2 in their groups', () => {
    const nav = registry.remotes.flatMap((remote) => remote.nav);
    const group = (name: string) => nav.filter((entry) => entry.group === name).map((entry) => entry.path);
    expect(group('Main')).toEqual(['/dashboard']);
    expect(group('Project Management')).toEqual(
      expect.arrayContaining(['/dashboard/tasks', '/dashboard/statuses', '/dashboard/priorities']),
    );
    expect(group('Collaboration').sort()).toEqual(
      ['/dashboard/meetings', '/dashboard/notes', '/dashboard/todos', '/dashboard/chat', '/dashboard/invoice'].sort(),
    );
    expect(group('Business').sort()).toEqual(['/dashboard/clients', '/dashboard/workspaces'].sort());
    expect(group('Team and HR').sort()).toEqual(
      ['/dashboard/users', '/dashboard/leave-requests', '/dashboard/notifications'].sort(),
    );
  });
});
