/**
 * `@kanri/contracts/search`: the command palette's search, `GET /api/v1/search?q=` (issue 19,
 * Ctrl+K). Not part of the main entry: the shell's lazily loaded palette and the API import it.
 *
 * One request searches every kind the caller may read — tasks, projects, notes, todos, meetings,
 * clients, people and chat messages — with PostgreSQL full-text search (`simple` configuration,
 * every word of `q` a prefix, ranked by `ts_rank`), and answers the matches grouped by kind in
 * `SEARCH_KINDS` order, at most `limit` per kind (best first) with `has_more` when there are more.
 * Only kinds with matches are listed. A `q` without a letter or digit (empty, spaces, punctuation)
 * matches nothing: `{ q, groups: [] }`, not an error. A `q` longer than `SEARCH_QUERY_MAX_LENGTH`
 * is a 422.
 *
 * What each kind shows is exactly what the caller reads through that area's own endpoints: the
 * workspace's tasks, projects and members; the caller's own notes and todos; the meetings they
 * organise or are invited to; clients only for the roles of `clients.list`; messages of the
 * conversations they are a member of.
 */
import { z } from 'zod';

/** The kinds the palette searches, in the order its groups are shown. */
export const SEARCH_KINDS = ['task', 'project', 'note', 'todo', 'meeting', 'client', 'person', 'message'] as const;
export type SearchKind = (typeof SEARCH_KINDS)[number];

/** The group headings of the palette. */
export const SEARCH_KIND_LABELS: Record<SearchKind, string> = {
  task: 'Tasks',
  project: 'Projects',
  note: 'Notes',
  todo: 'Todos',
  meeting: 'Meetings',
  client: 'Clients',
  person: 'People',
  message: 'Messages',
};

/** Longest search text accepted (characters, after trimming). */
export const SEARCH_QUERY_MAX_LENGTH = 200;
/** Matches per kind when `limit` is not sent, and the most one may ask for. */
export const SEARCH_DEFAULT_PER_KIND = 5;
export const SEARCH_MAX_PER_KIND = 20;

export const SEARCH_MESSAGES = {
  retrieved: 'Search results retrieved successfully',
  queryTooLong: `The search may not be longer than ${SEARCH_QUERY_MAX_LENGTH} characters.`,
  limitInvalid: `The limit must be a whole number between 1 and ${SEARCH_MAX_PER_KIND}.`,
} as const;

export const searchQuerySchema = z.object({
  q: z.string().trim().max(SEARCH_QUERY_MAX_LENGTH, { error: SEARCH_MESSAGES.queryTooLong }).default(''),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limitInvalid })
    .int({ error: SEARCH_MESSAGES.limitInvalid })
    .min(1, { error: SEARCH_MESSAGES.limitInvalid })
    .max(SEARCH_MAX_PER_KIND, { error: SEARCH_MESSAGES.limitInvalid })
    .optional(),
});
export type SearchQuery = z.input<typeof searchQuerySchema>;

export const searchKindSchema = z.enum(SEARCH_KINDS);

/** One match: what to show and where opening it goes (a path of the dashboard). */
export const searchHitSchema = z.object({
  kind: searchKindSchema,
  id: z.number().int(),
  title: z.string(),
  /** A second line: the task's project, a meeting's start, a person's e-mail… */
  subtitle: z.string().nullable(),
  /** Where opening it goes, e.g. `/dashboard/tasks/12`, `/dashboard/chat?conversation=3&message=40`. */
  url: z.string(),
  /** An instant or day shown with it (a meeting's start, a todo's due date, a message's time), else null. */
  at: z.string().nullable(),
  /** `ts_rank` of the match (greater is better); comparable only inside one group. */
  rank: z.number(),
});
export type SearchHit = z.infer<typeof searchHitSchema>;

export const searchGroupSchema = z.object({
  kind: searchKindSchema,
  items: z.array(searchHitSchema),
  /** More matches of this kind than `items` holds. */
  has_more: z.boolean(),
});
export type SearchGroup = z.infer<typeof searchGroupSchema>;

export const searchResultSchema = z.object({
  /** The search as understood (trimmed). */
  q: z.string(),
  groups: z.array(searchGroupSchema),
});
export type SearchResult = z.infer<typeof searchResultSchema>;
