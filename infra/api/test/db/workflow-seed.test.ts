import { DEFAULT_PRIORITIES, DEFAULT_STATUSES, DEFAULT_TAGS } from '@kanri/contracts';
import { asc, eq } from 'drizzle-orm';
import type { OpenedDatabase } from '../../src/db/database.js';
import { priorities, statuses, tags, workspaces } from '../../src/db/schema.js';
import { openTestDatabase } from '../helpers/test-databases.js';

describe('workspace defaults (migration 0005)', () => {
  let database: OpenedDatabase;
  beforeAll(async () => {
    database = await openTestDatabase();
  });
  afterAll(() => database?.close());

  async function defaultsOf(workspaceId: number) {
    const { db } = database;
    return {
      statuses: await db
        .select({
          name: statuses.name,
          slug: statuses.slug,
          color: statuses.color,
          category: statuses.category,
          position: statuses.position,
        })
        .from(statuses)
        .where(eq(statuses.workspaceId, workspaceId))
        .orderBy(asc(statuses.position)),
      priorities: await db
        .select({ name: priorities.name, slug: priorities.slug, color: priorities.color, position: priorities.position })
        .from(priorities)
        .where(eq(priorities.workspaceId, workspaceId))
        .orderBy(asc(priorities.position)),
      tags: await db
        .select({ name: tags.name, color: tags.color })
        .from(tags)
        .where(eq(tags.workspaceId, workspaceId))
        .orderBy(asc(tags.id)),
    };
  }

  const expected = {
    statuses: DEFAULT_STATUSES.map((status, position) => ({ ...status, position })),
    priorities: DEFAULT_PRIORITIES.map((priority, position) => ({ ...priority, position })),
    tags: DEFAULT_TAGS,
  };

  it('seeded the workspace that existed before it (workspace 1) with the contracts’ defaults', async () => {
    expect(await defaultsOf(1)).toEqual(expected);
  });

  it('seeds every workspace created later, however it is inserted', async () => {
    const [workspace] = await database.db.insert(workspaces).values({ name: 'Later' }).returning({ id: workspaces.id });
    expect(await defaultsOf(workspace!.id)).toEqual(expected);
  });
});
