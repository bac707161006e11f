import { PROJECT_NAME_MAX_LENGTH } from '@kanri/contracts';

/**
 * A project name as the sidebar's add-project field and the Create Project dialog accept it (spec §5,
 * issue 4), the API's rule: surrounding blanks are trimmed; a name that is blank after trimming, or
 * longer than the contract's {@link PROJECT_NAME_MAX_LENGTH}, is refused.
 */
export function normalizeProjectName(input: string | null | undefined): string | null {
  const name = (input ?? '').trim();
  return name === '' || name.length > PROJECT_NAME_MAX_LENGTH ? null : name;
}

/** Whether the text is an acceptable project name (not blank after trimming, within the length limit). */
export function isValidProjectName(input: string | null | undefined): boolean {
  return normalizeProjectName(input) !== null;
}
