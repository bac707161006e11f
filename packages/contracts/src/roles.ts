import { z } from 'zod';
import { ROLES } from './role-constants.js';

export * from './role-constants.js';

export const roleSchema = z.enum(ROLES);
export type Role = z.infer<typeof roleSchema>;

export const roleRecordSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: roleSchema,
});
export type RoleRecord = z.infer<typeof roleRecordSchema>;
