/**
 * The workspace-wide task tallies of the dashboard statistics, as the statement returns them: one
 * array per column. `groups`: tasks by project, status and priority, with how many are overdue and
 * due this week (Sunday and Monday weeks); `open`: open tasks by assignee and project.
 */
export interface TaskTallies {
  groups: {
    project_id: number[];
    status_id: number[];
    priority_id: (number | null)[];
    n: number[];
    overdue: number[];
    due_week_sunday: number[];
    due_week_monday: number[];
  };
  open: { user_id: number[]; project_id: number[]; n: number[] };
}

const keyOf = (workspaceId: number, day: string) => `${workspaceId} ${day}`;

interface Entry {
  version: number;
  tallies: TaskTallies;
}

/**
 * The tallies of each workspace and day (the overdue and due-this-week counts depend on the day),
 * with the `task_tally_versions` version they were read at. An entry is only a candidate: the
 * statistics statement reads the current version beside everything else and counts the tasks again
 * unless it is the entry's (migration 0022's triggers set a new version at every change that can
 * alter the tallies), so nothing here is trusted without the database's word.
 */
export class TaskTallyCache {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly maxEntries = 1_000) {}

  get(workspaceId: number, day: string): Entry | undefined {
    return this.entries.get(keyOf(workspaceId, day));
  }

  store(workspaceId: number, day: string, entry: Entry): void {
    const key = keyOf(workspaceId, day);
    if (!this.entries.has(key) && this.entries.size >= this.maxEntries) this.entries.clear();
    this.entries.set(key, entry);
  }
}
