import type { TaskActivity } from '@kanri/contracts';
import { screen, waitFor } from '@testing-library/react';
import { Reply } from '../../../test-utils';
import { ACTOR, loaded, makeActivity, renderDetail, T, within } from '../testing';

const entries = () => screen.getAllByTestId('activity-entry');

describe('Activity feed', () => {
  it('shows created, field changes with names for ids, comments and attachments, with who and when', async () => {
    const view = renderDetail({
      activity: [
        makeActivity(1, { type: 'created' }),
        makeActivity(2, { type: 'updated', field: 'status_id', old_value: 1, new_value: 2 }),
        makeActivity(3, { type: 'updated', field: 'assignee_ids', old_value: [1], new_value: [1, 2] }),
        makeActivity(4, { type: 'updated', field: 'time_estimate_minutes', old_value: 90, new_value: 150 }),
        makeActivity(5, { type: 'updated', field: 'due_date', old_value: null, new_value: '2026-03-05' }),
        makeActivity(6, { type: 'updated', field: 'tag_ids', old_value: [], new_value: [1, 5] }),
        makeActivity(7, {
          type: 'comment',
          body: 'Looks good\nShip it',
          user: { id: 2, full_name: 'Grace Hopper', email: 'grace@kanri.test', photo_url: null },
        }),
        makeActivity(8, { type: 'attachment', body: 'brief.pdf', new_value: 'added' }),
        makeActivity(9, { type: 'attachment', body: 'old.pdf', new_value: 'removed' }),
      ],
    });
    await loaded();
    await waitFor(() => expect(entries()).toHaveLength(9));
    const [created, status, assignees, estimate, due, tags, comment, attachment, removed] = entries().map((entry) =>
      within(entry),
    );
    expect(created!.getByText(ACTOR.full_name)).toBeInTheDocument();
    expect(created!.getByText(T.activity.created)).toBeInTheDocument();
    const when = created!.getByText('5 min ago');
    expect(when).toHaveAttribute('datetime', expect.stringMatching(/^\d{4}-/));
    await view.user.hover(when);
    expect(await screen.findByRole('tooltip')).toHaveTextContent(/\w{3} \d{1,2}, \d{4}, \d{1,2}:\d{2}/);

    expect(status!.getByText(T.activity.changed('Status'))).toBeInTheDocument();
    expect(status!.getByTestId('activity-change')).toHaveTextContent('To Do→ to In Progress');
    expect(assignees!.getByTestId('activity-change')).toHaveTextContent('Ada Lovelace→ to Ada Lovelace, Grace Hopper');
    expect(estimate!.getByTestId('activity-change')).toHaveTextContent('1h 30m→ to 2h 30m');
    expect(due!.getByText(T.activity.changed('Due date'))).toBeInTheDocument();
    expect(due!.getByTestId('activity-change')).toHaveTextContent('—→ to Mar 5, 2026');
    expect(tags!.getByTestId('activity-change')).toHaveTextContent('—→ to Frontend, Bug');
    expect(comment!.getByText('Grace Hopper')).toBeInTheDocument();
    expect(comment!.getByText(/Looks good/)).toHaveTextContent('Looks good Ship it');
    expect(attachment!.getByText(T.activity.attached)).toBeInTheDocument();
    expect(attachment!.getByText('brief.pdf')).toBeInTheDocument();
    expect(removed!.getByText(T.activity.removedAttachment)).toBeInTheDocument();
    expect(removed!.getByText('old.pdf')).toBeInTheDocument();
  });
});

describe('Comments', () => {
  function setup() {
    const activity: TaskActivity[] = [makeActivity(1)];
    const view = renderDetail({
      activity,
      handlers: {
        'GET /tasks/1/activity': () => activity,
        'POST /tasks/1/comments': (call) => {
          const entry = makeActivity(activity.length + 1, {
            type: 'comment',
            body: (call.body as { body: string }).body,
            created_at: new Date().toISOString(),
          });
          activity.push(entry);
          return entry;
        },
      },
    });
    return view;
  }

  it('Send is disabled while the comment is blank or only spaces', async () => {
    const view = setup();
    await loaded();
    const send = screen.getByRole('button', { name: T.comment.send });
    expect(send).toBeDisabled();
    const box = await screen.findByRole('textbox', { name: T.comment.label });
    await view.user.type(box, '   ');
    expect(send).toBeDisabled();
    await view.user.keyboard('{Enter}');
    expect(view.api.callsTo('POST /tasks/1/comments')).toHaveLength(0);
    await view.user.type(box, 'Hi');
    expect(send).toBeEnabled();
  });

  it('Enter sends, the box clears and the comment appears in the feed', async () => {
    const view = setup();
    await loaded();
    const box = await screen.findByRole('textbox', { name: T.comment.label });
    await view.user.type(box, 'Ready for review{Enter}');
    await waitFor(() =>
      expect(view.api.callsTo('POST /tasks/1/comments').map((call) => call.body)).toEqual([{ body: 'Ready for review' }]),
    );
    await waitFor(() => expect(box).toHaveValue(''));
    expect(await screen.findByText('Ready for review')).toBeInTheDocument();
    expect(screen.getByText('just now')).toBeInTheDocument();
  });

  it('Shift+Enter makes a new line and does not send; Send sends both lines', async () => {
    const view = setup();
    await loaded();
    const box = await screen.findByRole('textbox', { name: T.comment.label });
    await view.user.type(box, 'Line one{Shift>}{Enter}{/Shift}Line two');
    expect(view.api.callsTo('POST /tasks/1/comments')).toHaveLength(0);
    expect(box).toHaveValue('Line one\nLine two');
    await view.user.click(screen.getByRole('button', { name: T.comment.send }));
    await waitFor(() =>
      expect(view.api.callsTo('POST /tasks/1/comments').map((call) => call.body)).toEqual([{ body: 'Line one\nLine two' }]),
    );
  });

  it('keeps the text and says why when the server refuses it', async () => {
    const view = renderDetail({
      handlers: {
        'POST /tasks/1/comments': () =>
          new Reply(422, {
            error: true,
            message: 'The comment cannot be empty.',
            errors: { body: ['The comment cannot be empty.'] },
          }),
      },
    });
    await loaded();
    const box = await screen.findByRole('textbox', { name: T.comment.label });
    await view.user.type(box, 'Hello{Enter}');
    expect(await screen.findByText('The comment cannot be empty.')).toBeInTheDocument();
    expect(box).toHaveValue('Hello');
  });
});
