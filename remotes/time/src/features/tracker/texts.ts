/** User-visible texts of the floating time tracker (spec §2 "Floating time tracker", §4 "Time tracker"). */
export const TRACKER_TEXTS = {
  title: 'Time Tracker',
  /** The floating button's name. */
  button: 'Time tracker',
  close: 'Close time tracker',
  /** Spec §2: the panel's state. */
  tracking: 'Tracking',
  paused: 'Paused',
  /** Spec §4: the active task shows Live when tracking (Paused otherwise). */
  live: 'Live',
  /** Spec §2: an active entry without description. */
  untitled: 'Untitled Task',
  todaysTotal: "Today's Total",
  /** While Today's Total loads (or could not be). */
  totalUnknown: '–',
  duration: 'Tracked time',
  editDescription: 'Edit description',
  description: 'Description',
  save: 'Save',
  editHint: 'Enter to save · Esc to cancel',
  newDescription: 'What are you working on?',
  start: 'Start',
  pause: 'Pause',
  resume: 'Resume',
  stop: 'Stop',
  loadFailed: 'The timer could not be loaded',
  retry: 'Retry',
  /** The shortcut that starts the timer when idle and stops it otherwise. */
  shortcutHint: (keys: string) => `${keys} starts or stops the timer`,
  tooltip: (keys: string) => `Time tracker (${keys} starts or stops the timer)`,
} as const;
