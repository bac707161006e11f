import { z } from 'zod';
import { dateOnlySchema, hexColorSchema, idSchema } from './common.js';
import type { StatusCategory } from './workflow.js';

/**
 * Projects (spec §2 "Create Project dialog", "Projects page", "Project detail"; §3 Project; §7
 * Projects). A project has the template it was created from, its ClickApps (features on or off)
 * and the ordered statuses its tasks move through (its board columns).
 */
export const PROJECT_MESSAGES = {
  projectsRetrieved: 'Projects retrieved successfully',
  projectRetrieved: 'Project retrieved successfully',
  projectCreated: 'Project created successfully',
  projectUpdated: 'Project updated successfully',
  projectDeleted: 'Project deleted successfully',
  projectNotFound: 'Project not found.',
  nameRequired: 'The project name is required.',
  nameTooLong: 'The project name may not be longer than 100 characters.',
  descriptionTooLong: 'The description may not be longer than 5000 characters.',
  endBeforeStart: 'The end date must be on or after the start date.',
  statusesRequired: 'A project needs at least one status.',
  statusesDistinct: 'Each status may appear only once.',
  statusUnknown: 'Status not found.',
  rateInvalid: 'The hourly rate must be a whole number of minor units, 0 or more.',
  currencyInvalid: 'The currency must be a three-letter code such as USD.',
  clientInvalid: 'Pick a client of this workspace.',
  clientForbidden: 'Only admins and managers can link a project to a client.',
  statusStillUsed: (name: string, count: number) =>
    `${count} ${count === 1 ? 'task' : 'tasks'} of this project ${count === 1 ? 'is' : 'are'} in ${name}. Move ${count === 1 ? 'it' : 'them'} to another status first.`,
} as const;

export const PROJECT_NAME_MAX_LENGTH = 100;
export const PROJECT_DESCRIPTION_MAX_LENGTH = 5000;

/** New project colour (spec §9). */
export const DEFAULT_PROJECT_COLOR = '#befca9';

export const PROJECT_STATUSES = ['active', 'planning'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;

export const PROJECT_TEMPLATE_IDS = ['starter', 'marketing-teams', 'project-management', 'product-engineering'] as const;
export const projectTemplateSchema = z.enum(PROJECT_TEMPLATE_IDS);
export type ProjectTemplate = z.infer<typeof projectTemplateSchema>;

/** A status a template brings; found in the workspace by slug (else by name) or created there. */
export interface TemplateStatus {
  name: string;
  slug: string;
  color: string;
  category: StatusCategory;
}

const TO_DO: TemplateStatus = { name: 'To Do', slug: 'to-do', color: '#94a3b8', category: 'todo' };
const BACKLOG: TemplateStatus = { name: 'Backlog', slug: 'backlog', color: '#64748b', category: 'todo' };
const PLANNING: TemplateStatus = { name: 'Planning', slug: 'planning', color: '#a855f7', category: 'todo' };
const IN_PROGRESS: TemplateStatus = { name: 'In Progress', slug: 'in-progress', color: '#3b82f6', category: 'in_progress' };
const READY_FOR_REVIEW: TemplateStatus = {
  name: 'Ready For Review',
  slug: 'ready-for-review',
  color: '#f59e0b',
  category: 'in_progress',
};
const COMPLETED: TemplateStatus = { name: 'Completed', slug: 'completed', color: '#22c55e', category: 'done' };

/** The dialog's workflow (spec §2 Customize step), closed by Completed so tasks can be finished. */
const REVIEW_WORKFLOW = [BACKLOG, PLANNING, IN_PROGRESS, READY_FOR_REVIEW, COMPLETED];

export interface ProjectTemplateOption {
  id: ProjectTemplate;
  name: string;
  description: string;
  recommended?: boolean;
  /** The task statuses a project made from it starts with, in order. */
  statuses: readonly TemplateStatus[];
}

/** Spec §2 "Templates" step: Starter, Marketing Teams (recommended), Project Management, Product + Engineering. */
export const PROJECT_TEMPLATES: readonly ProjectTemplateOption[] = [
  {
    id: 'starter',
    name: 'Starter',
    description: 'A simple list to get going: To Do, In Progress, Completed.',
    statuses: [TO_DO, IN_PROGRESS, COMPLETED],
  },
  {
    id: 'marketing-teams',
    name: 'Marketing Teams',
    description: 'Plan campaigns and content from backlog to review.',
    recommended: true,
    statuses: REVIEW_WORKFLOW,
  },
  {
    id: 'project-management',
    name: 'Project Management',
    description: 'Plan, track and deliver projects with your team.',
    statuses: REVIEW_WORKFLOW,
  },
  {
    id: 'product-engineering',
    name: 'Product + Engineering',
    description: 'Ship features from backlog through review.',
    statuses: REVIEW_WORKFLOW,
  },
];

/** Template used when none is given (the sidebar's quick add sends a name only). */
export const DEFAULT_PROJECT_TEMPLATE: ProjectTemplate = 'starter';

/** Default views of the Customize step (display only). */
export const PROJECT_DEFAULT_VIEWS = ['List', 'Board', 'Calendar', 'Team'] as const;

export const CLICK_APP_IDS = [
  'priority',
  'sprints',
  'email',
  'tags',
  'custom-fields',
  'multiple-assignees',
  'time-tracking',
  'time-estimates',
  'remap-subtask-due-dates',
  'wip-limits',
] as const;
export const clickAppIdSchema = z.enum(CLICK_APP_IDS);
export type ClickAppId = z.infer<typeof clickAppIdSchema>;
export type ClickApps = Record<ClickAppId, boolean>;

export interface ClickAppOption {
  id: ClickAppId;
  name: string;
  description: string;
  /** On by default (spec §2: Email, Remap Subtask Due Dates and Work in Progress Limits start off). */
  enabled: boolean;
}

/** Spec §2 Customize step's ClickApps, in order, with their defaults. */
export const CLICK_APPS: readonly ClickAppOption[] = [
  { id: 'priority', name: 'Priority', description: 'Mark how urgent each task is.', enabled: true },
  { id: 'sprints', name: 'Sprints', description: 'Work in time-boxed iterations.', enabled: true },
  { id: 'email', name: 'Email', description: 'Send and receive e-mail from tasks.', enabled: false },
  { id: 'tags', name: 'Tags', description: 'Label tasks to group and find them.', enabled: true },
  { id: 'custom-fields', name: 'Custom Fields', description: 'Add your own columns to tasks.', enabled: true },
  {
    id: 'multiple-assignees',
    name: 'Multiple Assignees',
    description: 'Assign a task to more than one person.',
    enabled: true,
  },
  { id: 'time-tracking', name: 'Time Tracking', description: 'Track the time spent on tasks.', enabled: true },
  { id: 'time-estimates', name: 'Time Estimates', description: 'Estimate how long tasks take.', enabled: true },
  {
    id: 'remap-subtask-due-dates',
    name: 'Remap Subtask Due Dates',
    description: 'Move subtask due dates when the parent task moves.',
    enabled: false,
  },
  {
    id: 'wip-limits',
    name: 'Work in Progress Limits',
    description: 'Limit how many tasks can be in a status.',
    enabled: false,
  },
];

/** Every ClickApp at its default. */
export const DEFAULT_CLICK_APPS: ClickApps = Object.fromEntries(CLICK_APPS.map((app) => [app.id, app.enabled])) as ClickApps;

/** Some ClickApps (unknown ids refused), e.g. `{ email: true, 'time-tracking': false }`. */
export const clickAppsPatchSchema = z.partialRecord(clickAppIdSchema, z.boolean());
export type ClickAppsPatch = z.infer<typeof clickAppsPatchSchema>;

export const clickAppsSchema = z.object(
  Object.fromEntries(CLICK_APP_IDS.map((id) => [id, z.boolean()])) as Record<ClickAppId, z.ZodBoolean>,
);

/** Tasks of a project in one status. */
export const statusCountSchema = z.object({ status_id: z.number().int(), count: z.number().int() });
export type StatusCount = z.infer<typeof statusCountSchema>;

export const projectSchema = z.object({
  id: z.number().int(),
  workspace_id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  color: z.string(),
  status: projectStatusSchema,
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  template: projectTemplateSchema,
  click_apps: clickAppsSchema,
  /** The statuses of this project's tasks (board columns), in order. */
  status_ids: z.array(z.number().int()),
  /** 0-based place in the sidebar. */
  position: z.number().int(),
  /** Tasks in the project (spec's taskCount). */
  task_count: z.number().int(),
  /** Tasks per status, in the project's status order (zeros included). */
  status_counts: z.array(statusCountSchema),
  /** Whether time tracked on it is billable by default (on by default). */
  billable: z.boolean(),
  /** Hourly rate in minor units of `currency` (null: no rate); entries keep the rate they were tracked at. */
  hourly_rate_minor: z.number().int().nullable(),
  currency: z.string(),
  /** The client the project's work is for (clients and invoices); null: none. */
  client_id: z.number().int().nullable(),
  created_by: z.number().int().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Project = z.infer<typeof projectSchema>;

const projectName = () =>
  z
    .string({ error: PROJECT_MESSAGES.nameRequired })
    .trim()
    .min(1, PROJECT_MESSAGES.nameRequired)
    .max(PROJECT_NAME_MAX_LENGTH, PROJECT_MESSAGES.nameTooLong);

const projectStatusIds = z
  .array(idSchema)
  .min(1, PROJECT_MESSAGES.statusesRequired)
  .refine((ids) => new Set(ids).size === ids.length, PROJECT_MESSAGES.statusesDistinct);

/** The optional fields of store and update. */
const projectFieldsSchema = z
  .object({
    description: z.string().trim().max(PROJECT_DESCRIPTION_MAX_LENGTH, PROJECT_MESSAGES.descriptionTooLong).nullable(),
    color: hexColorSchema,
    status: projectStatusSchema,
    start_date: dateOnlySchema.nullable(),
    end_date: dateOnlySchema.nullable(),
    /** ClickApps to change; the others keep their value (their default at creation). */
    click_apps: clickAppsPatchSchema,
    /** Spec §3's creation payload name for `click_apps`; `click_apps` wins when both are sent. */
    clickApps: clickAppsPatchSchema,
    /** The project's statuses in order (workspace status ids); at creation the template's by default. */
    status_ids: projectStatusIds,
    billable: z.boolean(),
    hourly_rate_minor: z
      .number({ error: PROJECT_MESSAGES.rateInvalid })
      .int(PROJECT_MESSAGES.rateInvalid)
      .min(0, PROJECT_MESSAGES.rateInvalid)
      .max(100_000_000, PROJECT_MESSAGES.rateInvalid)
      .nullable(),
    currency: z
      .string({ error: PROJECT_MESSAGES.currencyInvalid })
      .trim()
      .toUpperCase()
      .regex(/^[A-Z]{3}$/, PROJECT_MESSAGES.currencyInvalid),
    /** A client of the workspace, or null to unlink; only admins and managers see and set it. */
    client_id: idSchema.nullable(),
  })
  .partial();

const datesInOrder = (value: { start_date?: string | null | undefined; end_date?: string | null | undefined }) =>
  !value.start_date || !value.end_date || value.start_date <= value.end_date;

/**
 * POST /projects/store `{ name, template, clickApps, ... }`. Defaults: template starter, colour
 * #befca9, status active, ClickApps as the dialog, the template's statuses (missing ones are added
 * to the workspace).
 */
export const projectStoreRequestSchema = projectFieldsSchema
  .extend({ name: projectName(), template: projectTemplateSchema.optional() })
  .refine(datesInOrder, { path: ['end_date'], message: PROJECT_MESSAGES.endBeforeStart });
export type ProjectStoreRequest = z.input<typeof projectStoreRequestSchema>;

/** PUT /projects/update `{ id, ...fields }`; `position` moves it in the sidebar. Dates are checked against the stored ones too. */
export const projectUpdateRequestSchema = projectFieldsSchema
  .extend({ id: idSchema, name: projectName().optional(), position: z.number().int().min(0).optional() })
  .refine(datesInOrder, { path: ['end_date'], message: PROJECT_MESSAGES.endBeforeStart });
export type ProjectUpdateRequest = z.input<typeof projectUpdateRequestSchema>;
