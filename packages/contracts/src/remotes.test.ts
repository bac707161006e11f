import { remotesJsonSchema, WIDGET_SLOTS } from './remotes.js';

const entry = { name: 'kanri_projects_tasks', manifest: '/remotes/projects-tasks/mf-manifest.json', routes: [] };

describe('remotes.json widgets', () => {
  it('reads the widgets a remote provides for the shell chrome', () => {
    const registry = remotesJsonSchema.parse({
      remotes: [{ ...entry, widgets: [{ slot: WIDGET_SLOTS.sidebarProjects, module: './sidebar-projects' }] }],
    });
    expect(registry.remotes[0]!.widgets).toEqual([{ slot: 'sidebar-projects', module: './sidebar-projects' }]);
  });

  it('keeps an entry without widgets valid (older registries) and accepts slots this shell does not know', () => {
    expect(remotesJsonSchema.parse({ remotes: [entry] }).remotes[0]!.widgets).toBeUndefined();
    expect(() =>
      remotesJsonSchema.parse({ remotes: [{ ...entry, widgets: [{ slot: 'header-clock', module: './clock' }] }] }),
    ).not.toThrow();
  });

  it.each(['sidebar-projects', '/sidebar-projects', '../evil', './a/../b', 'https://cdn.example/x.js'])(
    'refuses the module %s',
    (module) => {
      expect(() =>
        remotesJsonSchema.parse({ remotes: [{ ...entry, widgets: [{ slot: 'sidebar-projects', module }] }] }),
      ).toThrow();
    },
  );
});
