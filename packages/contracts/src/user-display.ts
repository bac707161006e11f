import type { User } from './user.js';

/** The fields the display-name rule reads; every one may be missing or null on a stored user or member. */
export type DisplayNameSource = {
  [field in keyof Pick<User, 'full_name' | 'first_name' | 'last_name' | 'email'>]?: string | null;
} & { name?: string | null };

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

/**
 * The one initials rule for avatars (spec §5 Add User: "the uppercased initials of the name"):
 * first letters of the first and last words (`Grace Brewster Hopper` → `GH`), the first two letters
 * of a single word (`Plato` → `PL`). An e-mail shown as the name uses its local part split on
 * `.`, `_` and `-` (`grace.hopper@x.io` → `GH`). `?` when there is nothing to take letters from.
 */
export function initials(name: string | null | undefined): string {
  const text = name?.trim() ?? '';
  const source = /^\S+@\S+$/.test(text) ? text.slice(0, text.indexOf('@')) : text;
  const words = source.split(/[\s._-]+/).filter(Boolean);
  if (words.length === 0) return '?';
  const first = Array.from(words[0]!);
  const letters = words.length > 1 ? `${first[0]}${Array.from(words[words.length - 1]!)[0]}` : first.slice(0, 2).join('');
  return letters.toUpperCase();
}
