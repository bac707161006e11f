/** Colours offered as one-click swatches when creating a status or priority (any hex stays possible). */
export const WORKFLOW_SWATCHES = [
  '#94a3b8',
  '#3b82f6',
  '#06b6d4',
  '#22c55e',
  '#f59e0b',
  '#f97316',
  '#ef4444',
  '#ec4899',
  '#a855f7',
] as const;
