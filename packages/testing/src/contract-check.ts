import { errorReplySchema } from '@kanri/contracts';
import type { z } from 'zod';
import type { MatchedRoute } from './routes';

/** A fake reply or request the real API would never produce or accept. */
export interface ContractViolation {
  /** `'GET /projects/1'`: the request as the test made it. */
  request: string;
  /** The contract route it matched, e.g. `'GET /projects/:id'`. */
  route: string;
  /** What does not match, in words, with the zod issues. */
  problem: string;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function pathLabel(path: readonly PropertyKey[]): string {
  return path.reduce<string>(
    (label, part) => (typeof part === 'number' ? `${label}[${part}]` : `${label}${label ? '.' : ''}${String(part)}`),
    '',
  );
}

/**
 * Keys of `sent` that parsing dropped: keys the schema does not have. The API sends exactly its
 * schema's keys (its replies are checked byte for byte under test), so a fake must not add any.
 */
function unknownKeys(sent: unknown, parsed: unknown, path: PropertyKey[] = []): string[] {
  if (Array.isArray(sent) && Array.isArray(parsed)) {
    return sent.flatMap((item, index) => unknownKeys(item, parsed[index], [...path, index]));
  }
  if (!isPlainObject(sent) || !isPlainObject(parsed)) return [];
  return Object.keys(sent).flatMap((key) =>
    key in parsed ? unknownKeys(sent[key], parsed[key], [...path, key]) : [pathLabel([...path, key])],
  );
}

const MAX_ISSUES = 8;

/** Why `value` does not fit `schema` (zod's issues, one a line), or null when it fits. */
function mismatch(schema: z.ZodType, value: unknown, { exact }: { exact: boolean }): string | null {
  const result = schema.safeParse(value);
  if (!result.success) {
    const { issues } = result.error;
    const shown = issues.slice(0, MAX_ISSUES).map((issue) => `${pathLabel(issue.path) || '(the whole value)'}: ${issue.message}`);
    if (issues.length > MAX_ISSUES) shown.push(`... and ${issues.length - MAX_ISSUES} more`);
    return shown.join('\n');
  }
  if (!exact) return null;
  const extra = unknownKeys(value, result.data);
  return extra.length > 0 ? `keys the API never sends: ${extra.join(', ')}` : null;
}

const clip = (text: string, length = 300) => (text.length > length ? `${text.slice(0, length)}...` : text);

const indent = (text: string) => text.replace(/^/gm, '    ');

/** The JSON a test's value becomes on the wire (undefined keys dropped, dates as strings). */
const overTheWire = (value: unknown): unknown => (value === undefined ? undefined : JSON.parse(JSON.stringify(value)));

/**
 * Checks what a test sends to a route of the contracts: path parameters, query and JSON body.
 * Returns the problems, in words.
 */
export function requestProblems(
  route: MatchedRoute,
  request: { query: URLSearchParams; body: unknown; isJson: boolean },
): string[] {
  const problems: string[] = [];
  const { params, querystring, body } = route.contract;
  const check = (what: string, schema: z.ZodType | undefined, value: unknown) => {
    if (!schema) return;
    const problem = mismatch(schema, value, { exact: false });
    if (problem)
      problems.push(
        `its ${what} does not parse with the contract's schema:\n${indent(problem)}\n  sent ${clip(JSON.stringify(value) ?? 'nothing')}`,
      );
  };
  check('path', params, route.params);
  check('query', querystring, Object.fromEntries(request.query));
  if (request.isJson) check('body', body, request.body);
  return problems;
}

/**
 * Checks a reply a test's handler gives a route of the contracts: a success must match the schema
 * of that status exactly (no key missing, none added), and a failure the API's error envelope
 * `{ error: true, message, errors? }`. Returns the problem, in words, or null.
 */
export function replyProblem(route: MatchedRoute, status: number, body: unknown): string | null {
  const responses = route.contract.response ?? {};
  const declared = Object.keys(responses).map(Number);
  const schema = responses[status] ?? (status >= 400 ? errorReplySchema : undefined);
  if (!schema) {
    if (declared.length === 0) return null;
    return `the API answers ${route.key} with ${declared.join(' or ')}, never ${status}`;
  }
  const what =
    status >= 400
      ? `the ${status} reply is not the API's error envelope`
      : `the ${status} reply does not match the contract's schema`;
  const problem = mismatch(schema, overTheWire(body), { exact: status < 400 });
  return problem ? `${what}:\n${indent(problem)}` : null;
}

/** The message a test fails with: every violation, with what to do about it. */
export function formatViolations(violations: readonly ContractViolation[]): string {
  const lines = violations.map(
    (violation) =>
      `- ${violation.request}${violation.request === violation.route ? '' : ` (route ${violation.route})`}: ${violation.problem}`,
  );
  return [
    `The fake API was used in a way the real /api/v1 contract does not allow (${violations.length} ${violations.length === 1 ? 'problem' : 'problems'}):`,
    ...lines,
    'Fix the test data (the schemas are in @kanri/contracts; the routes in @kanri/testing API_ROUTES), or pass the route to fakeApi({ unchecked }) when the test sends a non-contract reply on purpose.',
  ].join('\n');
}
