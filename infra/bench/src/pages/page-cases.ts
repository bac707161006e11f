/** A DOM state that means "the page is rendered": an element, optionally with an exact text. */
export interface ReadySpec {
  selector: string;
  text?: string;
}

export interface PageCase {
  name: string;
  /** Path on the gateway; `:projectId` is replaced by the seeded project's id. */
  path: string;
  signedIn: boolean;
  ready: ReadySpec;
  /** Pages that may be missing from a build (the board): a load that never gets ready is "not available". */
  optional?: boolean;
}

export const TASK_LIST_READY: ReadySpec = { selector: '[data-testid="task-row"]' };
export const BOARD_READY: ReadySpec = { selector: '[data-testid="board-ready"]' };

/** The pages of the page-weight and page-timing cases, in the order they load. */
export const PAGE_CASES: PageCase[] = [
  { name: 'landing', path: '/', signedIn: false, ready: { selector: '#pricing' } },
  { name: 'login', path: '/login', signedIn: false, ready: { selector: 'input[type="password"]' } },
  // The dashboard home with its figures (GET /dashboard/statistics answered), not its skeletons.
  { name: 'dashboard', path: '/dashboard', signedIn: true, ready: { selector: '[data-testid="dashboard-home"][data-ready]' } },
  { name: 'task list', path: '/dashboard/projects/:projectId', signedIn: true, ready: TASK_LIST_READY },
  { name: 'board', path: '/dashboard/projects/:projectId/board', signedIn: true, ready: BOARD_READY, optional: true },
  { name: 'time tracking', path: '/dashboard/tasks', signedIn: true, ready: { selector: 'h2', text: 'Task List' } },
];

export const pathFor = (pageCase: PageCase, projectId: number) => pageCase.path.replace(':projectId', String(projectId));
