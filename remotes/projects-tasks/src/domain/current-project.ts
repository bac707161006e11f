/**
 * Which project is current (issue 4, sidebar Projects section), as pure functions over the ids of the
 * workspace's projects in their listed order:
 * - at start the first project is current (none when there are no projects);
 * - selecting a project makes it current; adding a project makes the new one current;
 * - deleting the current project makes the first remaining project current, or none; deleting
 *   another project keeps the current one.
 *
 * Issue 4 replaces the rule of spec §4, where the current project could become the deleted project
 * itself.
 */

/** The current project at start: the first one, or null when there is none. */
export function initialCurrentProject<Id>(ids: readonly Id[]): Id | null {
  return ids.length > 0 ? ids[0]! : null;
}

/** The current project after `added` was created: always the new project. */
export function currentAfterAdd<Id>(_current: Id | null, added: Id): Id {
  return added;
}

/**
 * The current project after `deleted` was removed from `idsBefore` (the list before the deletion):
 * unchanged when another project was deleted, otherwise the first project that remains, or null.
 */
export function currentAfterDelete<Id>(idsBefore: readonly Id[], current: Id | null, deleted: Id): Id | null {
  const remaining = idsBefore.filter((id) => id !== deleted);
  if (current !== null && current !== deleted && remaining.includes(current)) return current;
  return initialCurrentProject(remaining);
}

/**
 * Keeps a current project consistent with a fresh list from the server: the same project when it is
 * still listed, otherwise the first project, or null (e.g. the current one was deleted elsewhere).
 */
export function reconcileCurrentProject<Id>(ids: readonly Id[], current: Id | null): Id | null {
  if (current !== null && ids.includes(current)) return current;
  return initialCurrentProject(ids);
}
