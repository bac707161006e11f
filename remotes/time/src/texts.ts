/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  timeTracking: { title: 'Task List', subtitle: 'Track where your time goes.' },
} as const;
