import { sql, type SQL } from 'drizzle-orm';

/** A user's full name as the app shows it, from a `users` row alias: first and last name, trimmed. */
export const fullNameOf = (u: SQL): SQL => sql`trim(${u}.first_name || ' ' || ${u}.last_name)`;

/** A user as the contracts' actor (id, full name, e-mail, photo), from a `users` row alias. */
export const userActorOf = (u: SQL): SQL =>
  sql`json_build_object('id', ${u}.id, 'full_name', ${fullNameOf(u)}, 'email', ${u}.email, 'photo_url', ${u}.photo_url)`;
