import { DEFAULT_TAG_COLOR, TAG_MESSAGES, type Tag, type TagStoreRequest } from '@kanri/contracts';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../db/database.js';
import { lockWorkspaceList } from '../db/locks.js';
import { tags } from '../db/schema.js';
import { isUniqueViolation } from '../lib/db-errors.js';
import { httpErrors } from '../lib/http-errors.js';
import type { RequestAuth } from '../plugins/app/auth.js';

/** GET /tags: the workspace's tags, oldest first (the six seeded labels lead). */
export async function listTags(db: Database, workspaceId: number): Promise<Tag[]> {
  return db
    .select({ id: tags.id, name: tags.name, color: tags.color })
    .from(tags)
    .where(eq(tags.workspaceId, workspaceId))
    .orderBy(asc(tags.id));
}

/** POST /tags/store: a name unique in the workspace (any case). */
export async function createTag(db: Database, auth: RequestAuth, input: TagStoreRequest): Promise<Tag> {
  const name = input.name.trim();
  try {
    return await db.transaction(async (tx) => {
      await lockWorkspaceList(tx, 'tags', auth.workspaceId);
      const [taken] = await tx
        .select({ id: tags.id })
        .from(tags)
        .where(and(eq(tags.workspaceId, auth.workspaceId), sql`lower(${tags.name}) = lower(${name})`));
      if (taken) throw httpErrors.invalidField('name', TAG_MESSAGES.nameTaken);
      const [row] = await tx
        .insert(tags)
        .values({ workspaceId: auth.workspaceId, name, color: input.color ?? DEFAULT_TAG_COLOR })
        .returning({ id: tags.id, name: tags.name, color: tags.color });
      return row!;
    });
  } catch (error) {
    if (isUniqueViolation(error, 'tags_workspace_id_name_unique')) throw httpErrors.invalidField('name', TAG_MESSAGES.nameTaken);
    throw error;
  }
}
