import type { RoleRecord } from '@kanri/contracts';
import type { Database } from '../db/database.js';
import { roles } from '../db/schema.js';

export function listRoles(db: Database): Promise<RoleRecord[]> {
  return db.select({ id: roles.id, name: roles.name, slug: roles.slug }).from(roles).orderBy(roles.id);
}
