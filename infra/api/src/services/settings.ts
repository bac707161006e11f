import type { GeneralSettings, SettingsUpdateRequest } from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { settings } from '../db/schema.js';

/** The workspace whose settings govern the instance (open registration) and which open registration joins. */
export const HOME_WORKSPACE_ID = 1;

const DEFAULT_SETTINGS: GeneralSettings = { open_registration: false };

export async function getSettings(db: Database, workspaceId: number): Promise<GeneralSettings> {
  const [row] = await db.select().from(settings).where(eq(settings.workspaceId, workspaceId));
  return row ? { open_registration: row.openRegistration } : DEFAULT_SETTINGS;
}

export async function updateSettings(
  db: Database,
  workspaceId: number,
  changes: SettingsUpdateRequest,
): Promise<GeneralSettings> {
  if (changes.open_registration !== undefined) {
    const values = { openRegistration: changes.open_registration };
    await db
      .insert(settings)
      .values({ workspaceId, ...values })
      .onConflictDoUpdate({ target: settings.workspaceId, set: values });
  }
  return getSettings(db, workspaceId);
}

/** Whether anyone may register (as a member of workspace 1): workspace 1's setting. */
export async function isRegistrationOpen(db: Database): Promise<boolean> {
  return (await getSettings(db, HOME_WORKSPACE_ID)).open_registration;
}
