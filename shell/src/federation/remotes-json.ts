import type { NavEntry, RemoteRegistryEntry, RemoteRouteEntry, RemotesJson, RemoteWidgetEntry } from '@kanri/contracts';
import {
  NAV_GROUPS,
  PERMISSIONS,
  REMOTE_NAME_PATTERN,
  ROUTE_ACCESS,
  ROUTE_LAYOUTS,
  WIDGET_MODULE_PATTERN,
  type Permission,
} from '@kanri/contracts/constants';

/**
 * Reads remotes.json by the rules of the contracts' `remotesJsonSchema`, without zod: the shell's
 * start would otherwise load zod and every schema (about 37 KiB gzip: infra/bench) for one small
 * document. Same checks, same defaults, unknown keys dropped; remotes-json.test.ts holds it to the
 * schema. Throws on the first problem, with its path.
 */
export function parseRemotesJson(value: unknown): RemotesJson {
  const document = record(value, 'remotes.json');
  return { remotes: list(document.remotes, 'remotes').map(registryEntry) };
}

function registryEntry(value: unknown, index: number): RemoteRegistryEntry {
  const at = `remotes[${index}]`;
  const entry = record(value, at);
  const parsed: RemoteRegistryEntry = {
    name: text(entry.name, `${at}.name`, (name) => REMOTE_NAME_PATTERN.test(name)),
    manifest: text(entry.manifest, `${at}.manifest`, (manifest) => manifest.length > 0),
    routes: list(entry.routes, `${at}.routes`).map((route, i) => routeEntry(route, `${at}.routes[${i}]`)),
    nav: entry.nav === undefined ? [] : list(entry.nav, `${at}.nav`).map((nav, i) => navEntry(nav, `${at}.nav[${i}]`)),
  };
  if (entry.widgets !== undefined) {
    parsed.widgets = list(entry.widgets, `${at}.widgets`).map((widget, i) => widgetEntry(widget, `${at}.widgets[${i}]`));
  }
  return parsed;
}

function routeEntry(value: unknown, at: string): RemoteRouteEntry {
  const route = record(value, at);
  return {
    path: text(route.path, `${at}.path`, isAbsolutePath),
    access: route.access === undefined ? 'authenticated' : oneOf(route.access, ROUTE_ACCESS, `${at}.access`),
    layout: route.layout === undefined ? 'dashboard' : oneOf(route.layout, ROUTE_LAYOUTS, `${at}.layout`),
  };
}

function navEntry(value: unknown, at: string): NavEntry {
  const nav = record(value, at);
  if (typeof nav.order !== 'number' || !Number.isFinite(nav.order)) throw invalid(`${at}.order`);
  return {
    label: text(nav.label, `${at}.label`),
    path: text(nav.path, `${at}.path`, isAbsolutePath),
    group: oneOf(nav.group, NAV_GROUPS, `${at}.group`),
    icon: text(nav.icon, `${at}.icon`),
    order: nav.order,
    ...(nav.permission === undefined
      ? {}
      : { permission: oneOf(nav.permission, Object.keys(PERMISSIONS) as Permission[], `${at}.permission`) }),
  };
}

function widgetEntry(value: unknown, at: string): RemoteWidgetEntry {
  const widget = record(value, at);
  return {
    slot: text(widget.slot, `${at}.slot`, (slot) => slot.length > 0),
    module: text(widget.module, `${at}.module`, (module) => WIDGET_MODULE_PATTERN.test(module)),
  };
}

const isAbsolutePath = (path: string) => path.startsWith('/');

function record(value: unknown, at: string): Record<string, unknown> {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(at);
  return value as Record<string, unknown>;
}

function list(value: unknown, at: string): unknown[] {
  if (!Array.isArray(value)) throw invalid(at);
  return value;
}

function text(value: unknown, at: string, valid: (value: string) => boolean = () => true): string {
  if (typeof value !== 'string' || !valid(value)) throw invalid(at);
  return value;
}

function oneOf<T extends string>(value: unknown, allowed: readonly T[], at: string): T {
  if (typeof value !== 'string' || !(allowed as readonly string[]).includes(value)) throw invalid(at);
  return value as T;
}

function invalid(at: string) {
  return new Error(`remotes.json: invalid ${at}`);
}
