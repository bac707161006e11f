import { z } from 'zod';
import {
  BUSINESS_MAX_PER_PAGE,
  BUSINESS_SEARCH_MAX_LENGTH,
  CLIENT_ADDRESS_MAX_LENGTH,
  CLIENT_MESSAGES,
  CLIENT_NAME_MAX_LENGTH,
  CLIENT_STATUSES,
  CLIENT_TEXT_MAX_LENGTH,
} from './business-constants.js';
import { idSchema } from './common.js';

/**
 * Clients (spec §2 Clients screen, §3 Client, §5, §7): the workspace's customers, seen and changed
 * by admins and managers only. Projects are linked to a client (the project's `client_id`).
 */
export const clientStatusSchema = z.enum(CLIENT_STATUSES, { error: CLIENT_MESSAGES.statusInvalid });

export const clientProjectSchema = z.object({ id: z.number().int(), name: z.string(), color: z.string() });
export type ClientProject = z.infer<typeof clientProjectSchema>;

export const clientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  /** Empty when not given. */
  phone: z.string(),
  company: z.string(),
  status: clientStatusSchema,
  address: z.string(),
  /** Projects linked to the client (spec's projects_count), and those projects. */
  projects_count: z.number().int(),
  projects: z.array(clientProjectSchema),
  invoices_count: z.number().int(),
  /** Archived clients leave the list (a client with invoices is archived rather than deleted). */
  is_archived: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Client = z.infer<typeof clientSchema>;

const name = z
  .string({ error: CLIENT_MESSAGES.required })
  .trim()
  .min(1, CLIENT_MESSAGES.required)
  .max(CLIENT_NAME_MAX_LENGTH, CLIENT_MESSAGES.nameTooLong);
const email = z
  .string({ error: CLIENT_MESSAGES.required })
  .trim()
  .min(1, CLIENT_MESSAGES.required)
  .pipe(z.email(CLIENT_MESSAGES.emailInvalid).max(CLIENT_TEXT_MAX_LENGTH, CLIENT_MESSAGES.textTooLong));
const text = z.string().trim().max(CLIENT_TEXT_MAX_LENGTH, CLIENT_MESSAGES.textTooLong);
const address = z.string().trim().max(CLIENT_ADDRESS_MAX_LENGTH, CLIENT_MESSAGES.addressTooLong);
/** The projects linked to the client: the whole set (others linked to it are unlinked). */
const projectIds = z
  .array(idSchema, { error: CLIENT_MESSAGES.projectsInvalid })
  .max(500, CLIENT_MESSAGES.projectsInvalid)
  .refine((ids) => new Set(ids).size === ids.length, CLIENT_MESSAGES.projectsInvalid);

/** POST /clients/store (spec §7): status active by default. */
export const clientStoreRequestSchema = z.object({
  name,
  email,
  phone: text.optional(),
  company: text.optional(),
  status: clientStatusSchema.optional(),
  address: address.optional(),
  project_ids: projectIds.optional(),
});
export type ClientStoreRequest = z.input<typeof clientStoreRequestSchema>;

/** POST /clients/update `{ id, ...changes }` (spec §7); `is_archived` archives or restores. */
export const clientUpdateRequestSchema = z.object({
  id: idSchema,
  name: name.optional(),
  email: email.optional(),
  phone: text.optional(),
  company: text.optional(),
  status: clientStatusSchema.optional(),
  address: address.optional(),
  project_ids: projectIds.optional(),
  is_archived: z.boolean().optional(),
});
export type ClientUpdateRequest = z.input<typeof clientUpdateRequestSchema>;

/**
 * GET /clients: `search` in name, e-mail, company and phone; `status` filters; `archived=true`
 * lists the archived ones only (by default they are left out). Newest first, paged.
 */
export const clientListQuerySchema = z.object({
  search: z.string().trim().max(BUSINESS_SEARCH_MAX_LENGTH).optional(),
  status: clientStatusSchema.optional(),
  archived: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
  page: z.coerce.number().int().min(1).max(100_000).optional(),
  per_page: z.coerce.number().int().min(1).max(BUSINESS_MAX_PER_PAGE).optional(),
});
export type ClientListQuery = z.input<typeof clientListQuerySchema>;

/** The cards of spec §2, over the workspace's clients not archived. */
export const clientCountsSchema = z.object({
  total: z.number().int(),
  active: z.number().int(),
  potential: z.number().int(),
  inactive: z.number().int(),
  archived: z.number().int(),
});
export type ClientCounts = z.infer<typeof clientCountsSchema>;

export const clientPageSchema = z.object({
  items: z.array(clientSchema),
  total: z.number().int(),
  page: z.number().int(),
  per_page: z.number().int(),
  counts: clientCountsSchema,
});
export type ClientPage = z.infer<typeof clientPageSchema>;
