import type { User } from './user.js';

/** The fields the display-name rule reads; every one may be missing on a stored user. */
export type DisplayNameSource = Partial<Pick<User, 'full_name' | 'first_name' | 'last_name' | 'email'>> & {
  name?: string | null;
};

/** Full name, else first and last name, else name, else e-mail (spec §2 user menu). */
export function displayName(user: DisplayNameSource | null | undefined): string {
  if (!user) return '';
  const full = user.full_name?.trim();
  if (full) return full;
  const firstLast = [user.first_name?.trim(), user.last_name?.trim()].filter(Boolean).join(' ');
  if (firstLast) return firstLast;
  const name = user.name?.trim();
  if (name) return name;
  return user.email?.trim() ?? '';
}
