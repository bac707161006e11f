/** `%text%` for ILIKE: the text matched anywhere, its `%`, `_` and `\` matched as themselves. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}
