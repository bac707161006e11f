import type { CustomField } from '@kanri/contracts';

/** Test helpers of the custom-fields feature (used by its tests only). */

/**
 * antd dialogs, selects and pickers under jsdom take seconds per step when the 2-core machine is
 * busy; the preset's 30 s is too tight for a whole dialog story there.
 */
if (typeof jest !== 'undefined') jest.setTimeout(90_000);

export function makeField(
  id: number,
  type: CustomField['type'],
  name: string,
  overrides: Partial<CustomField> = {},
): CustomField {
  return {
    id,
    project_id: 1,
    name,
    type,
    options: null,
    settings: {},
    width: 150,
    position: id,
    created_at: '2026-11-01T10:00:00.000Z',
    updated_at: '2026-11-01T10:00:00.000Z',
    ...overrides,
  };
}

export const OPTIONS = [
  { id: 'opt-a', label: 'Not Started', color: '#94a3b8' },
  { id: 'opt-b', label: 'In Progress', color: '#3b82f6' },
  { id: 'opt-c', label: 'Done', color: '#22c55e' },
];
