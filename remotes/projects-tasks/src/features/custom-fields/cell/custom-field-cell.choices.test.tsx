import type { TaskMedia } from '@kanri/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { makeMember, makeTask } from '../../../test-utils';
import { makeField, OPTIONS } from '../testing';
import { CF_TEXTS } from '../texts';
import { renderCell, SLOW } from './cell-test-harness';

const T = CF_TEXTS.cell;

const editButton = (name: string) => screen.getByRole('button', { name: T.edit(name) });

/** An option of the open antd Select, by its text. */
async function pickOption(user: UserEvent, text: string) {
  const option = await waitFor(() => {
    const found = [...document.querySelectorAll<HTMLElement>('.ant-select-item-option')].find((element) =>
      element.textContent?.includes(text),
    );
    if (!found) throw new Error(`No option ${text}`);
    return found;
  }, SLOW);
  await user.click(option);
}

const MEMBERS = [
  makeMember(1, { full_name: 'Ada Lovelace' }),
  makeMember(2, { full_name: 'Grace Hopper' }),
  makeMember(3, { full_name: 'Alan Turing' }),
];

function media(id: number, fileName: string): TaskMedia {
  return {
    id,
    task_id: 1,
    file_name: fileName,
    mime_type: 'application/pdf',
    size: 2048,
    uploaded_by: null,
    created_at: '2026-11-01T10:00:00.000Z',
  };
}

describe('CustomFieldCell — choices, people, links, files, signature', () => {
  it('dropdown: shows the coloured option; picking one saves its id', async () => {
    const field = makeField(50, 'dropdown', 'Stage', { options: OPTIONS });
    const { user, save, cell } = renderCell(field, { value: 'opt-a' });
    expect(cell()).toHaveTextContent('Not Started');
    expect(within(cell()).getByText('Not Started')).toHaveStyle({ color: 'rgb(148, 163, 184)' });
    await user.click(editButton('Stage'));
    await pickOption(user, 'Done');
    await waitFor(() => expect(save).toHaveBeenCalledWith('opt-c'));
    await waitFor(() => expect(cell()).toHaveTextContent('Done'));
  });

  it('labels: several coloured tags; each pick saves the list of ids', async () => {
    const field = makeField(51, 'labels', 'Tags', { options: OPTIONS });
    const { user, save, cell } = renderCell(field, { value: ['opt-b'] });
    expect(cell()).toHaveTextContent('In Progress');
    await user.click(editButton('Tags'));
    await pickOption(user, 'Done');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(['opt-b', 'opt-c']));
    await pickOption(user, 'In Progress');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith(['opt-c']));
  });

  it('people: members with avatars; picking saves their ids', async () => {
    const field = makeField(52, 'people', 'Reviewers');
    const { user, save, cell } = renderCell(field, { value: [1], handlers: { 'GET /users': () => MEMBERS } });
    expect((await within(cell()).findAllByLabelText('Ada Lovelace')).length).toBeGreaterThan(0);
    await user.click(editButton('Reviewers'));
    await pickOption(user, 'Grace Hopper');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith([1, 2]));
  });

  it('voting: toggles my own vote, shows the count', async () => {
    const field = makeField(53, 'voting', 'Votes');
    const { user, save, cell } = renderCell(field, { value: [2], handlers: { 'GET /users': () => MEMBERS } });
    const button = within(cell()).getByRole('button', { name: `Votes: ${T.votes(1)}. ${T.vote}` });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await user.click(button);
    await waitFor(() => expect(save).toHaveBeenLastCalledWith([2, 1]));
    const voted = await within(cell()).findByRole('button', { name: `Votes: ${T.votes(2)}. ${T.unvote}` });
    expect(voted).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(voted).toHaveAttribute('title', T.votedBy('Grace Hopper, Ada Lovelace')));
    await user.click(voted);
    await waitFor(() => expect(save).toHaveBeenLastCalledWith([2]));
  });

  it('tasks: shows the linked titles; searching asks the server and picking saves the ids', async () => {
    const field = makeField(54, 'tasks', 'Depends on');
    const linked = makeTask(5, { title: 'Write the brief' });
    const found = makeTask(7, { title: 'Write the copy', project_id: 2 });
    const { user, save, cell, api } = renderCell(field, {
      value: [5],
      handlers: {
        'GET /tasks/5': () => linked,
        'GET /tasks/7': () => found,
        'GET /projects': () => [],
        'GET /tasks': (call) => {
          const search = call.query.get('search') ?? '';
          const items = [linked, found, makeTask(1, { title: 'This task' })].filter((task) => task.title.includes(search));
          return { items, total: items.length, page: 1, per_page: 20, next_cursor: null };
        },
      },
    });
    const link = await within(cell()).findByRole('link', { name: 'Write the brief' });
    expect(link).toHaveAttribute('href', '/dashboard/tasks/5');

    await user.click(editButton('Depends on'));
    const search = await screen.findByRole('combobox', { name: 'Depends on' }, SLOW);
    await user.type(search, 'copy');
    await waitFor(() => expect(api.callsTo('GET /tasks').some((call) => call.query.get('search') === 'copy')).toBe(true));
    await pickOption(user, 'Write the copy');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith([5, 7]));
  });

  it('files: lists the task attachments to pick, and uploads a new one', async () => {
    const field = makeField(55, 'files', 'Deliverables');
    const uploaded = media(12, 'logo.png');
    const { user, save, cell, api } = renderCell(field, {
      value: [10],
      handlers: {
        'GET /tasks/get-media': () => [media(10, 'brief.pdf'), media(11, 'budget.xlsx')],
        'POST /tasks/upload-media': () => uploaded,
      },
    });
    expect(await within(cell()).findByText('brief.pdf')).toBeInTheDocument();
    await user.click(editButton('Deliverables'));
    const list = await screen.findByRole('list', { name: 'Deliverables' }, SLOW);
    await user.click(within(list).getByRole('checkbox', { name: 'budget.xlsx' }));
    await waitFor(() => expect(save).toHaveBeenLastCalledWith([10, 11]));

    await user.upload(screen.getByTestId('custom-field-file-input'), new File(['png'], 'logo.png', { type: 'image/png' }));
    await waitFor(() => expect(api.callsTo('POST /tasks/upload-media')).toHaveLength(1));
    const form = api.callsTo('POST /tasks/upload-media')[0]!.body as FormData;
    expect(form.get('task_id')).toBe('1');
    await waitFor(() => expect(save).toHaveBeenLastCalledWith([10, 11, 12]));
  });

  it('signature: a typed name is saved and shown; a drawing shows as an image', async () => {
    const field = makeField(56, 'signature', 'Sign-off');
    const { user, save, cell } = renderCell(field);
    await user.click(editButton('Sign-off'));
    expect(await screen.findByRole('img', { name: T.signatureCanvas }, SLOW)).toBeInTheDocument();
    await user.click(screen.getByText(T.signatureType));
    await user.type(await screen.findByRole('textbox', { name: T.signatureTyped }), 'Ada Lovelace');
    await user.click(screen.getByRole('button', { name: T.save }));
    await waitFor(() => expect(save).toHaveBeenCalledWith('Ada Lovelace'));
    await waitFor(() => expect(cell()).toHaveTextContent('Ada Lovelace'));

    const drawn = renderCell(makeField(57, 'signature', 'Approval'), { value: 'data:image/png;base64,iVBORw0KGgo=' });
    expect(within(drawn.cell()).getByRole('img', { name: T.signatureImage })).toHaveAttribute(
      'src',
      'data:image/png;base64,iVBORw0KGgo=',
    );
  });

  it('signature: saving nothing is refused with a note', async () => {
    const field = makeField(56, 'signature', 'Sign-off');
    const { user, save } = renderCell(field);
    await user.click(editButton('Sign-off'));
    await screen.findByRole('img', { name: T.signatureCanvas }, SLOW);
    await user.click(screen.getByRole('button', { name: T.save }));
    expect(await screen.findByText(T.signatureEmpty)).toBeInTheDocument();
    expect(save).not.toHaveBeenCalled();
  });
});
