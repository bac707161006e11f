import {
  DEFAULT_SETTINGS_CURRENCY,
  DEFAULT_WEEK_START,
  type WorkspacePreferences,
  type WorkspaceSettings,
  type workspaceSettingsUpdateRequestSchema,
} from '@kanri/contracts/profile';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { settings, workspaces } from '../db/schema.js';

/** The workspace whose settings govern the instance (open registration) and which open registration joins. */
export const HOME_WORKSPACE_ID = 1;

type SettingsChanges = z.output<typeof workspaceSettingsUpdateRequestSchema>;

/**
 * A workspace's settings (GET /settings/general_settings): its name is the organisation name; a
 * workspace without a settings row has the defaults (week from Sunday, USD, browsers' zones).
 */
export async function getSettings(db: Database, workspaceId: number): Promise<WorkspaceSettings> {
  const [row] = await db
    .select({
      name: workspaces.name,
      openRegistration: settings.openRegistration,
      defaultTimeZone: settings.defaultTimeZone,
      weekStart: settings.weekStart,
      defaultCurrency: settings.defaultCurrency,
    })
    .from(workspaces)
    .leftJoin(settings, eq(settings.workspaceId, workspaces.id))
    .where(eq(workspaces.id, workspaceId));
  return {
    organisation_name: row?.name ?? '',
    default_time_zone: row?.defaultTimeZone ?? null,
    week_start: row?.weekStart ?? DEFAULT_WEEK_START,
    default_currency: row?.defaultCurrency ?? DEFAULT_SETTINGS_CURRENCY,
    open_registration: row?.openRegistration ?? false,
  };
}

/** What every member may know of them (the Profile reply). */
export async function getPreferences(db: Database, workspaceId: number): Promise<WorkspacePreferences> {
  const { open_registration: _hidden, ...preferences } = await getSettings(db, workspaceId);
  return preferences;
}

/**
 * What the signed-in user's replies carry of the workspace: the zone of members who chose none
 * (null: each browser's) and the week start.
 */
export async function workspaceDefaults(
  db: Database,
  workspaceId: number,
): Promise<{ timeZone: string | null; weekStart: 'sunday' | 'monday' }> {
  const [row] = await db
    .select({ timeZone: settings.defaultTimeZone, weekStart: settings.weekStart })
    .from(settings)
    .where(eq(settings.workspaceId, workspaceId));
  return { timeZone: row?.timeZone ?? null, weekStart: row?.weekStart ?? DEFAULT_WEEK_START };
}

/** PUT /settings/update: the fields sent, in one transaction (the name on the workspace, the rest in its settings row). */
export async function updateSettings(db: Database, workspaceId: number, changes: SettingsChanges): Promise<WorkspaceSettings> {
  await db.transaction(async (tx) => {
    if (changes.organisation_name !== undefined) {
      await tx.update(workspaces).set({ name: changes.organisation_name }).where(eq(workspaces.id, workspaceId));
    }
    const values: Partial<typeof settings.$inferInsert> = {};
    if (changes.open_registration !== undefined) values.openRegistration = changes.open_registration;
    if (changes.default_time_zone !== undefined) values.defaultTimeZone = changes.default_time_zone;
    if (changes.week_start !== undefined) values.weekStart = changes.week_start;
    if (changes.default_currency !== undefined) values.defaultCurrency = changes.default_currency;
    if (Object.keys(values).length > 0) {
      await tx
        .insert(settings)
        .values({ workspaceId, ...values })
        .onConflictDoUpdate({ target: settings.workspaceId, set: values });
    }
  });
  return getSettings(db, workspaceId);
}

/** Whether anyone may register (as a member of workspace 1): workspace 1's setting. */
export async function isRegistrationOpen(db: Database): Promise<boolean> {
  return (await getSettings(db, HOME_WORKSPACE_ID)).open_registration;
}
