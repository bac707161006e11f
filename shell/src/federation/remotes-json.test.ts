import { remotesJsonSchema } from '@kanri/contracts';
import deployed from '../../../infra/gateway/remotes.json';
import { parseRemotesJson } from './remotes-json';

const entry = { name: 'kanri_projects_tasks', manifest: '/remotes/projects-tasks/mf-manifest.json', routes: [] };
const withEntry = (fields: Record<string, unknown>) => ({ remotes: [{ ...entry, ...fields }] });

describe('parseRemotesJson: the rules of remotesJsonSchema without zod', () => {
  it.each<[string, unknown]>([
    ['the deployed registry', deployed],
    ['no remotes', { remotes: [] }],
    ['defaults (access, layout, nav), no widgets', withEntry({ routes: [{ path: '/a' }] })],
    [
      'every field given',
      withEntry({
        routes: [
          { path: '/', access: 'public', layout: 'bare' },
          { path: '/dashboard/x/:id', access: 'guest', layout: 'dashboard' },
        ],
        nav: [{ label: 'X', path: '/dashboard/x', group: 'Business', icon: 'invoice', order: 2.5 }],
        widgets: [
          { slot: 'a-slot-this-shell-does-not-know', module: './sidebar-projects' },
          { slot: 's', module: './a/b_c-d' },
        ],
      }),
    ],
    [
      'unknown keys, dropped',
      { extra: 1, remotes: [{ ...entry, extra: true, routes: [{ path: '/a', extra: 2 }], widgets: [] }] },
    ],
  ])('reads %s as the schema does', (_name, document) => {
    expect(parseRemotesJson(document)).toEqual(remotesJsonSchema.parse(document));
  });

  it.each<[string, unknown]>([
    ['not an object', []],
    ['no remotes', {}],
    ['remotes not a list', { remotes: {} }],
    ['a bad name', withEntry({ name: 'Projects-Tasks' })],
    ['an empty manifest', withEntry({ manifest: '' })],
    ['no routes', withEntry({ routes: undefined })],
    ['a relative route path', withEntry({ routes: [{ path: 'dashboard' }] })],
    ['an unknown access', withEntry({ routes: [{ path: '/a', access: 'admin' }] })],
    ['a null access', withEntry({ routes: [{ path: '/a', access: null }] })],
    ['an unknown layout', withEntry({ routes: [{ path: '/a', layout: 'modal' }] })],
    ['a nav entry of an unknown group', withEntry({ nav: [{ label: 'X', path: '/x', group: 'Other', icon: 'x', order: 1 }] })],
    ['a nav entry without order', withEntry({ nav: [{ label: 'X', path: '/x', group: 'Main', icon: 'x' }] })],
    ['a nav entry with a text order', withEntry({ nav: [{ label: 'X', path: '/x', group: 'Main', icon: 'x', order: '1' }] })],
    ['an empty widget slot', withEntry({ widgets: [{ slot: '', module: './w' }] })],
    ['widgets not a list', withEntry({ widgets: null })],
    ...['sidebar-projects', '/sidebar-projects', '../evil', './a/../b', 'https://cdn.example/x.js'].map(
      (module): [string, unknown] => [
        `the widget module ${module}`,
        withEntry({ widgets: [{ slot: 'sidebar-projects', module }] }),
      ],
    ),
  ])('refuses %s, as the schema does', (_name, document) => {
    expect(() => remotesJsonSchema.parse(document)).toThrow();
    expect(() => parseRemotesJson(document)).toThrow(/^remotes\.json: invalid /);
  });
});
