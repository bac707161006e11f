import type { MatrixRow } from '../matrix-expectations.js';

/** Notes and todos: every route × caller; another member's note or todo is a 404 for everyone. */
export const NOTE_AND_TODO_ROWS: MatrixRow[] = [];
