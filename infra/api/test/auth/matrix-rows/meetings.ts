import type { MatrixRow } from '../matrix-expectations.js';

/** Meetings: every route × caller (organiser, participant, stranger, another workspace, no token). */
export const MEETING_ROWS: MatrixRow[] = [];
