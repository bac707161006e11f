import { CLICK_APPS, DEFAULT_CLICK_APPS, PROJECT_TEMPLATES, projectStoreRequestSchema, PROJECT_MESSAGES } from './projects';
import { slugify } from './workflow';

describe('projects', () => {
  it('offers the four templates with Marketing Teams recommended', () => {
    expect(PROJECT_TEMPLATES.map((template) => template.name)).toEqual([
      'Starter',
      'Marketing Teams',
      'Project Management',
      'Product + Engineering',
    ]);
    expect(PROJECT_TEMPLATES.filter((template) => template.recommended).map((template) => template.id)).toEqual([
      'marketing-teams',
    ]);
    for (const template of PROJECT_TEMPLATES) {
      for (const status of template.statuses) expect(status.slug).toBe(slugify(status.name));
    }
  });

  it('has the spec §2 ClickApps, with Email, Remap Subtask Due Dates and WIP limits off', () => {
    expect(CLICK_APPS.map((app) => app.name)).toEqual([
      'Priority',
      'Sprints',
      'Email',
      'Tags',
      'Custom Fields',
      'Multiple Assignees',
      'Time Tracking',
      'Time Estimates',
      'Remap Subtask Due Dates',
      'Work in Progress Limits',
    ]);
    expect(
      Object.entries(DEFAULT_CLICK_APPS)
        .filter(([, on]) => !on)
        .map(([id]) => id),
    ).toEqual(['email', 'remap-subtask-due-dates', 'wip-limits']);
  });

  it('wants a non-blank name (trimmed) and dates in order', () => {
    expect(projectStoreRequestSchema.parse({ name: '  Launch ' })).toEqual({ name: 'Launch' });
    expect(projectStoreRequestSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(PROJECT_MESSAGES.nameRequired);
    expect(
      projectStoreRequestSchema.safeParse({ name: 'A', start_date: '2025-02-01', end_date: '2025-01-31' }).error?.issues[0]?.path,
    ).toEqual(['end_date']);
  });

  it('makes slugs from names', () => {
    expect(slugify('Ready For Review')).toBe('ready-for-review');
    expect(slugify('  Café — Done! ')).toBe('cafe-done');
    expect(slugify('!!!')).toBe('item');
  });
});
