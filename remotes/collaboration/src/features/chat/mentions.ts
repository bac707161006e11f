/**
 * @mentions in the composer: the `@word` being typed at the caret opens the member picker; a pick
 * writes `@Full Name `; on send, the people whose `@Full Name` is still in the text are the
 * message's `mention_ids`.
 */

export interface MentionCandidate {
  id: number;
  full_name: string;
}

/** The mention being typed at `caret`: where its `@` is and what follows it; null when none. */
export function activeMention(text: string, caret: number): { start: number; query: string } | null {
  const before = text.slice(0, caret);
  const match = /(^|\s)@([^\s@]{0,40})$/.exec(before);
  if (!match) return null;
  return { start: caret - match[2]!.length - 1, query: match[2]! };
}

/** The candidates whose name matches what was typed after `@` (a word's start), by name. */
export function mentionMatches<T extends MentionCandidate>(candidates: readonly T[], query: string, limit = 8): T[] {
  const typed = query.trim().toLowerCase();
  return candidates
    .filter(
      (person) =>
        !typed ||
        person.full_name
          .toLowerCase()
          .split(/\s+/)
          .some((word) => word.startsWith(typed)) ||
        person.full_name.toLowerCase().startsWith(typed),
    )
    .sort((a, b) => a.full_name.localeCompare(b.full_name))
    .slice(0, limit);
}

/** The text with the mention at `start..caret` replaced by `@Full Name `, and the new caret. */
export function insertMention(
  text: string,
  start: number,
  caret: number,
  person: MentionCandidate,
): { text: string; caret: number } {
  const inserted = `@${person.full_name} `;
  return { text: text.slice(0, start) + inserted + text.slice(caret), caret: start + inserted.length };
}

/** The ids of the picked people whose `@Full Name` is still in the text. */
export function mentionIdsIn(text: string, picked: readonly MentionCandidate[]): number[] {
  return [...new Set(picked.filter((person) => text.includes(`@${person.full_name}`)).map((person) => person.id))];
}
