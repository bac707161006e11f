/**
 * API_ROUTES against the routes infra/api registers: the same routes, and for each the same
 * params, querystring, body and response schemas. The schema expressions of each route file are
 * read and evaluated with @kanri/contracts (and its business, hr and chat entries) and zod, then compared as JSON Schema, so this fails
 * when the API adds, drops or changes a route and the table was not updated with it.
 */
import * as contracts from '@kanri/contracts';
import * as apiTokensContracts from '@kanri/contracts/api-tokens';
import * as auditContracts from '@kanri/contracts/audit';
import * as businessContracts from '@kanri/contracts/business';
import * as chatContracts from '@kanri/contracts/chat';
import * as dashboardContracts from '@kanri/contracts/dashboard';
import * as hrContracts from '@kanri/contracts/hr';
import * as profileContracts from '@kanri/contracts/profile';
import * as searchContracts from '@kanri/contracts/search';
import * as webhooksContracts from '@kanri/contracts/webhooks';
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { API_ROUTES, matchRoute, type RouteContract } from './routes';

const ROUTES_DIR = resolve(__dirname, '../../../infra/api/src/routes/v1');
const SCHEMA_KEYS = ['params', 'querystring', 'body', 'response'] as const;
type SchemaKey = (typeof SCHEMA_KEYS)[number];

/** Reads one expression from `start`: up to a comma, a line end or a closing bracket at depth 0. */
function readExpression(source: string, start: number): string {
  let depth = 0;
  let quote: string | null = null;
  for (let index = start; index < source.length; index += 1) {
    const char = source[index]!;
    if (quote) {
      if (char === '\\') index += 1;
      else if (char === quote) quote = null;
      continue;
    }
    if (char === "'" || char === '"' || char === '`') quote = char;
    else if ('([{'.includes(char)) depth += 1;
    else if (')]}'.includes(char)) {
      if (depth === 0) return source.slice(start, index).trim();
      depth -= 1;
    } else if ((char === ',' || char === '\n') && depth === 0) return source.slice(start, index).trim();
  }
  return source.slice(start).trim();
}

interface ApiRoute {
  key: string;
  file: string;
  schema: Partial<Record<SchemaKey, string>>;
}

/** The schema expressions of a registration's `schema: { ... }`. */
function schemaOf(block: string): ApiRoute['schema'] {
  const schemaAt = block.search(/\bschema:\s*\{/);
  const schemaText = schemaAt === -1 ? '' : block.slice(schemaAt);
  const schema: ApiRoute['schema'] = {};
  for (const key of SCHEMA_KEYS) {
    const found = new RegExp(`^\\s*${key}:\\s*`, 'm').exec(schemaText);
    if (found) schema[key] = readExpression(schemaText, found.index + found[0].length);
  }
  return schema;
}

/**
 * The `app.get('/path', { schema: { ... } })` registrations of the API's route files, and the
 * `app.route({ method, url: '/path', schema })` ones (the methods from `method: 'X'` or the
 * `for (const method of ['POST', 'DELETE'])` around it).
 */
function registeredRoutes(): { routes: ApiRoute[]; notHttp: string[] } {
  const routes: ApiRoute[] = [];
  const notHttp: string[] = [];
  for (const file of readdirSync(ROUTES_DIR).filter((name) => name.endsWith('.ts') && name !== 'index.ts')) {
    const source = readFileSync(join(ROUTES_DIR, file), 'utf8');
    const starts = [...source.matchAll(/\bapp\.(get|post|put|patch|delete|route)\(\s*(?:'([^']+)'|([A-Za-z_$][\w$]*)|\{)/g)];
    starts.forEach((start, index) => {
      const block = source.slice(start.index, starts[index + 1]?.index ?? source.length);
      if (start[1] === 'route') {
        const url = /\burl:\s*'([^']+)'/.exec(block)?.[1];
        const fixed = /\bmethod:\s*'([A-Z]+)'/.exec(block)?.[1];
        const loop = [...source.slice(0, start.index).matchAll(/for \(const method of \[([^\]]+)\]/g)].at(-1)?.[1];
        const methods = fixed ? [fixed] : [...(loop ?? '').matchAll(/'([A-Z]+)'/g)].map((match) => match[1]!);
        for (const method of methods) routes.push({ key: `${method} ${url}`, file, schema: schemaOf(block) });
        return;
      }
      const method = start[1]!.toUpperCase();
      if (start[3] !== undefined) {
        notHttp.push(`${method} ${start[3]} (${file})`);
        return;
      }
      routes.push({ key: `${method} ${start[2]}`, file, schema: schemaOf(block) });
    });
  }
  return { routes, notHttp };
}

/** Evaluates a schema expression of a route file with the names it can use: the contracts' exports and `z`. */
function evaluate(expression: string): unknown {
  const scope: Record<string, unknown> = {
    ...contracts,
    ...businessContracts,
    ...hrContracts,
    ...chatContracts,
    ...searchContracts,
    ...dashboardContracts,
    ...profileContracts,
    ...webhooksContracts,
    ...apiTokensContracts,
    ...auditContracts,
    z,
  };
  const names = Object.keys(scope).filter((name) => /^[A-Za-z_$][\w$]*$/.test(name));
  return new Function(...names, `return (${expression});`)(...names.map((name) => scope[name]));
}

const asJsonSchema = (schema: unknown) =>
  z.toJSONSchema(schema as z.ZodType, { io: 'input', unrepresentable: 'any', cycles: 'ref' });

function describeContract(contract: Partial<Record<SchemaKey, unknown>>) {
  const described: Record<string, unknown> = {};
  for (const key of SCHEMA_KEYS) {
    const value = contract[key];
    if (value === undefined) continue;
    described[key] =
      key === 'response'
        ? Object.fromEntries(
            Object.entries(value as Record<string, unknown>).map(([status, schema]) => [status, asJsonSchema(schema)]),
          )
        : asJsonSchema(value);
  }
  return described;
}

describe('API_ROUTES', () => {
  const { routes, notHttp } = registeredRoutes();

  it('finds the API routes (the reader still understands the route files)', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(notHttp).toEqual(['GET REALTIME_PATH (realtime.ts)']);
  });

  it('has exactly the routes the API registers', () => {
    expect(Object.keys(API_ROUTES).sort()).toEqual(routes.map((route) => route.key).sort());
  });

  it.each(registeredRoutes().routes.map((route) => [route.key, route] as const))(
    '%s has the schemas of the API',
    (key, route) => {
      const fromApi = Object.fromEntries(Object.entries(route.schema).map(([name, expression]) => [name, evaluate(expression)]));
      const table = API_ROUTES[key as keyof typeof API_ROUTES] as RouteContract | undefined;
      expect(table).toBeDefined();
      expect(describeContract(table as Partial<Record<SchemaKey, unknown>>)).toEqual(describeContract(fromApi));
    },
  );

  it('matches each route by its own path', () => {
    for (const key of Object.keys(API_ROUTES)) {
      const [method, path] = key.split(' ') as [string, string];
      const concrete = path.replace(/:[a-z_]+/g, '7');
      expect(matchRoute(method, concrete)?.key).toBe(key);
    }
    expect(matchRoute('GET', '/projects/7/layout')?.params).toEqual({ id: '7' });
    expect(matchRoute('GET', '/nowhere')).toBeUndefined();
    expect(matchRoute('PATCH', '/projects')).toBeUndefined();
  });
});
