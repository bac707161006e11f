/** A single "full name" field split at its first space: `Ada King Lovelace` → `Ada` + `King Lovelace`. */
export function splitFullName(name: string | undefined): { firstName: string; lastName: string } {
  const normalized = name?.replace(/\s+/g, ' ').trim() ?? '';
  const space = normalized.indexOf(' ');
  if (space === -1) return { firstName: normalized, lastName: '' };
  return { firstName: normalized.slice(0, space), lastName: normalized.slice(space + 1) };
}
