import { makeTask, Reply, TAGS } from '../../../../test-utils';
import { screen, waitFor } from '@testing-library/react';
import { cancelButton, field, loaded, option, pencil, renderDetail, saveButton, T, updates, within } from '../../testing';

describe('Status', () => {
  it('picks a status and saves it with Enter', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.status));
    await view.user.click(await option('In Progress'));
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, status_id: 2 }]));
    await waitFor(() => expect(within(field('status')).getByText('In Progress')).toBeInTheDocument());
    expect(within(field('status')).queryByRole('combobox')).not.toBeInTheDocument();
    // The change reaches the feed: the activity is fetched again.
    await waitFor(() => expect(view.api.callsTo('GET /tasks/1/activity').length).toBeGreaterThan(1));
  });

  it('Escape reverts without sending anything', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.status));
    await view.user.click(await option('Completed'));
    await view.user.keyboard('{Escape}');
    expect(within(field('status')).getByText('To Do')).toBeInTheDocument();
    expect(within(field('status')).queryByRole('combobox')).not.toBeInTheDocument();
    expect(updates(view.api)).toEqual([]);
  });

  it('offers the project’s statuses in the project’s order', async () => {
    const view = renderDetail({ project: { status_ids: [3, 1] } });
    await loaded();
    await view.user.click(pencil(T.fields.status));
    await option('Completed');
    expect(screen.getAllByRole('option').map((node) => node.textContent)).toEqual(['Completed', 'To Do']);
  });

  it('a server error is shown and the saved value stays', async () => {
    const view = renderDetail({
      handlers: { 'PUT /tasks/update': () => new Reply(500, { error: true, message: 'Database unavailable' }) },
    });
    await loaded();
    await view.user.click(pencil(T.fields.status));
    await view.user.click(await option('Completed'));
    await view.user.click(saveButton(T.fields.status));
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    expect(within(field('status')).getByText('To Do')).toBeInTheDocument();
    expect(within(field('status')).queryByRole('combobox')).not.toBeInTheDocument();
  });
});

describe('Priority', () => {
  it('saves a priority with the check button and clears it with No priority', async () => {
    const view = renderDetail();
    await loaded();
    expect(within(field('priority')).getByText('Medium')).toBeInTheDocument();
    await view.user.click(pencil(T.fields.priority));
    await view.user.click(await option('High'));
    await view.user.click(saveButton(T.fields.priority));
    await waitFor(() => expect(within(field('priority')).getByText('High')).toBeInTheDocument());
    await view.user.click(pencil(T.fields.priority));
    await view.user.click(await option(T.noPriority));
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(within(field('priority')).getByText(T.empty.priority)).toBeInTheDocument());
    expect(updates(view.api)).toEqual([
      { id: 1, priority_id: 3 },
      { id: 1, priority_id: null },
    ]);
  });

  it('the X reverts', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.priority));
    await view.user.click(await option('Low'));
    await view.user.click(cancelButton(T.fields.priority));
    expect(within(field('priority')).getByText('Medium')).toBeInTheDocument();
    expect(updates(view.api)).toEqual([]);
  });

  it('choosing the saved value again sends nothing', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.priority));
    await view.user.click(await option('Medium'));
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(within(field('priority')).queryByRole('combobox')).not.toBeInTheDocument());
    expect(updates(view.api)).toEqual([]);
  });
});

describe('Assignees', () => {
  it('adds several people and saves them in order (Ctrl+Enter while the list is open)', async () => {
    const view = renderDetail({ task: { assignee_ids: [1], assigned_to: 1 } });
    await loaded();
    await view.user.click(pencil(T.fields.assignees));
    await view.user.click(await option(/Grace Hopper/));
    await view.user.click(await option(/Alan Turing/));
    await view.user.keyboard('{Control>}{Enter}{/Control}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, assignee_ids: [1, 2, 3] }]));
    const chips = within(await within(field('assignees')).findByRole('list', { name: T.fields.assignees }));
    expect(chips.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'ALAda Lovelace',
      'GHGrace Hopper',
      'ATAlan Turing',
    ]);
  });

  it('Escape reverts the people chosen', async () => {
    const view = renderDetail({ task: { assignee_ids: [1], assigned_to: 1 } });
    await loaded();
    await view.user.click(pencil(T.fields.assignees));
    await view.user.click(await option(/Grace Hopper/));
    await view.user.keyboard('{Escape}');
    expect(within(field('assignees')).getByText('Ada Lovelace')).toBeInTheDocument();
    expect(within(field('assignees')).queryByText('Grace Hopper')).not.toBeInTheDocument();
    expect(updates(view.api)).toEqual([]);
  });

  it('is a single choice when the project’s Multiple Assignees ClickApp is off', async () => {
    const view = renderDetail({
      task: { assignee_ids: [1], assigned_to: 1 },
      project: { click_apps: { ...makeProjectClickApps(), 'multiple-assignees': false } },
    });
    await loaded();
    await view.user.click(pencil(T.fields.assignees));
    await view.user.click(await option(/Grace Hopper/));
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, assignee_ids: [2] }]));
    await waitFor(() => expect(within(field('assignees')).getByText('Grace Hopper')).toBeInTheDocument());
    expect(within(field('assignees')).queryByText('Ada Lovelace')).not.toBeInTheDocument();
  });
});

describe('Tags', () => {
  it('shows the labels with their colours and adds one', async () => {
    const view = renderDetail({ task: { tag_ids: [1] } });
    await loaded();
    expect(within(field('tags')).getByText('Frontend')).toBeInTheDocument();
    await view.user.click(pencil(T.fields.tags));
    for (const tag of TAGS) expect(await option(tag.name)).toBeInTheDocument();
    await view.user.click(await option('Bug'));
    await view.user.click(saveButton(T.fields.tags));
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, tag_ids: [1, 5] }]));
    const bug = await within(field('tags')).findByText('Bug');
    expect(bug.closest('.ktd-tag')).toHaveStyle({ color: 'rgb(239, 68, 68)' });
  });

  it('creates a new tag from the typed name and adds it', async () => {
    const tags = [...TAGS];
    const view = renderDetail({
      handlers: {
        'GET /tags': () => tags,
        'POST /tags/store': (call) => {
          const tag = { id: 7, name: (call.body as { name: string }).name, color: '#94a3b8' };
          tags.push(tag);
          return tag;
        },
      },
    });
    await loaded();
    await view.user.click(pencil(T.fields.tags));
    await option('Bug');
    await view.user.keyboard('Urgent');
    await view.user.click(await option(T.createTag('Urgent')));
    await waitFor(() => expect(view.api.callsTo('POST /tags/store').map((call) => call.body)).toEqual([{ name: 'Urgent' }]));
    await view.user.click(saveButton(T.fields.tags));
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, tag_ids: [7] }]));
    expect(await within(field('tags')).findByText('Urgent')).toBeInTheDocument();
  });

  it('does not offer to create a tag that exists', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.click(pencil(T.fields.tags));
    await option('Bug');
    await view.user.keyboard('bug');
    expect(await option('Bug')).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: T.createTag('bug') })).not.toBeInTheDocument();
  });
});

describe('Relationships', () => {
  it('finds a task by name, links it as Blocks and saves with Enter', async () => {
    const other = makeTask(2, { title: 'Design the homepage', project_id: 1 });
    const view = renderDetail({
      handlers: {
        'GET /tasks': (call) => ({
          items: [makeTask(1, { title: 'Write the launch plan' }), other].filter((task) =>
            task.title.toLowerCase().includes((call.query.get('search') ?? '').toLowerCase()),
          ),
          total: 1,
          page: 1,
          per_page: 20,
          next_cursor: null,
        }),
      },
    });
    await loaded();
    await view.user.click(pencil(T.fields.relationships));
    await view.user.click(screen.getByRole('combobox', { name: T.placeholders.relationType }));
    await view.user.click(await option('Blocks'));
    await view.user.click(screen.getByRole('combobox', { name: T.addRelationship }));
    await view.user.keyboard('design');
    await view.user.click(await option('Design the homepage'));
    expect(view.api.callsTo('GET /tasks').at(-1)!.query.get('search')).toBe('design');
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, relationships: [{ task_id: 2, type: 'blocks' }] }]));
  });

  it('shows each link as a link to the other task and removes one', async () => {
    const view = renderDetail({
      task: {
        relationships: [
          { task_id: 2, type: 'waiting_on', title: 'Design the homepage', project_id: 1 },
          { task_id: 3, type: 'related', title: 'Pick the fonts', project_id: 1 },
        ],
      },
    });
    await loaded();
    expect(within(field('relationships')).getByRole('link', { name: 'Design the homepage' })).toHaveAttribute(
      'href',
      '/dashboard/tasks/2',
    );
    expect(within(field('relationships')).getByText('Waiting on')).toBeInTheDocument();
    await view.user.click(pencil(T.fields.relationships));
    await view.user.click(screen.getByRole('button', { name: T.removeRelationship('Design the homepage') }));
    await view.user.click(saveButton(T.fields.relationships));
    await waitFor(() => expect(updates(view.api)).toEqual([{ id: 1, relationships: [{ task_id: 3, type: 'related' }] }]));
  });
});

function makeProjectClickApps() {
  return {
    priority: true,
    sprints: true,
    email: false,
    tags: true,
    'custom-fields': true,
    'multiple-assignees': true,
    'time-tracking': true,
    'time-estimates': true,
    'remap-subtask-due-dates': false,
    'wip-limits': false,
  };
}
