import { queryKeys } from '@kanri/api-client';
import type { TaskEvent } from '@kanri/contracts';
import { act, screen, waitFor } from '@testing-library/react';
import { makeTask, Reply } from '../../../test-utils';
import { BOARD_TEXTS as T } from '../texts';
import { boardServer, card, cardTitles, keyboardDrag, openBoard, withBoardGeometry } from '../test-support';

jest.mock('@kanri/api-client', () => {
  const actual = jest.requireActual('@kanri/api-client');
  const listeners = new Set<(event: unknown) => void>();
  return {
    ...actual,
    onRealtimeEvent: (listener: (event: unknown) => void) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    emitRealtimeEventForTest: (event: unknown) => listeners.forEach((listener) => listener(event)),
  };
});
const emit = (event: TaskEvent) =>
  act(() =>
    (jest.requireMock('@kanri/api-client') as { emitRealtimeEventForTest: (event: TaskEvent) => void }).emitRealtimeEventForTest(
      event,
    ),
  );

withBoardGeometry();

/** To Do: Write brief, Ship it; In Progress: Design mockups; Completed: empty. */
const tasks = () => [
  makeTask(1, { title: 'Write brief' }),
  makeTask(2, { title: 'Design mockups', status_id: 2 }),
  makeTask(3, { title: 'Ship it' }),
];

/** Holds the server's answers to `PUT /tasks/reorder` until `release()`. */
function holdReorders(server: ReturnType<typeof boardServer>) {
  let release: () => void = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  const original = server.fetchMock.getMockImplementation()!;
  server.fetchMock.mockImplementation(async (input: string, init?: RequestInit) => {
    if (String(input).includes('/tasks/reorder')) await gate;
    return original(input, init);
  });
  return () => release();
}

describe('board drag and drop by keyboard', () => {
  it('moves a card into the next column at once, saves status and place in one call, and highlights it', async () => {
    const { server } = await openBoard({ tasks: tasks() });
    const release = holdReorders(server);

    await keyboardDrag(1, ['ArrowRight']);

    // Shown in its new column before the server answers.
    await waitFor(() => expect(cardTitles(2)).toEqual(['Write brief', 'Design mockups']));
    expect(cardTitles(1)).toEqual(['Ship it']);
    expect(card(1)).toHaveAttribute('data-highlighted', 'true');

    release();
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/reorder')[0]!.body).toEqual({ id: 1, before_id: 2, status_id: 2 });
    await waitFor(() => expect(server.state.tasks.find((task) => task.id === 1)?.status_id).toBe(2));
    expect(cardTitles(2)).toEqual(['Write brief', 'Design mockups']);
    expect(screen.getAllByTestId('board-column-count').map((count) => count.textContent)).toEqual(['1', '2', '0']);
  });

  it('reorders within a column after the card above the drop', async () => {
    const { server } = await openBoard({ tasks: tasks() });
    await keyboardDrag(1, ['ArrowDown']);
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/reorder')[0]!.body).toEqual({ id: 1, after_id: 3, status_id: 1 });
    expect(cardTitles(1)).toEqual(['Ship it', 'Write brief']);
  });

  it('sends only the status when the card is dropped into an empty column', async () => {
    const { server } = await openBoard({ tasks: tasks() });
    await keyboardDrag(2, ['ArrowRight']);
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(1));
    expect(server.callsTo('PUT /tasks/reorder')[0]!.body).toEqual({ id: 2, status_id: 3 });
    expect(cardTitles(3)).toEqual(['Design mockups']);
    expect(screen.getByText(T.emptyColumn('In Progress'))).toBeInTheDocument();
  });

  it('saves nothing when the drag is cancelled with Escape', async () => {
    const { server } = await openBoard({ tasks: tasks() });
    await keyboardDrag(1, ['ArrowRight'], { drop: 'Escape' });
    await waitFor(() => expect(cardTitles(1)).toEqual(['Write brief', 'Ship it']));
    expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(0);
  });

  it('puts the card back and shows the error when the server refuses the move', async () => {
    const message = 'This status is not used in this project.';
    const { server } = await openBoard({
      tasks: tasks(),
      handlers: { 'PUT /tasks/reorder': () => new Reply(422, { error: true, message }) },
    });
    await keyboardDrag(3, ['ArrowRight']);
    await waitFor(() => expect(server.callsTo('PUT /tasks/reorder')).toHaveLength(1));
    expect(await screen.findByText(message)).toBeInTheDocument();
    await waitFor(() => expect(cardTitles(1)).toEqual(['Write brief', 'Ship it']));
    expect(cardTitles(2)).toEqual(['Design mockups']);
  });
});

describe('live moves', () => {
  it('reloads when the task lists are invalidated (the shell does it on live events)', async () => {
    const { server, queryClient } = await openBoard({ tasks: tasks() });
    server.state.tasks = server.state.tasks.map((task) => (task.id === 3 ? { ...task, status_id: 3 } : task));
    await act(() => queryClient.invalidateQueries({ queryKey: queryKeys.tasks.lists() }));
    await waitFor(() => expect(cardTitles(3)).toEqual(['Ship it']));
    expect(cardTitles(1)).toEqual(['Write brief']);
  });

  it('highlights a card another person moved, not one whose other fields changed', async () => {
    await openBoard({ tasks: tasks() });
    const base = { workspace_id: 1, project_id: 1, actor_id: 2, client_id: 'other-tab', at: '2026-11-02T10:00:00.000Z' };

    emit({ ...base, type: 'task.updated', task_id: 3, task: makeTask(3, { title: 'Ship it now' }) });
    expect(card(3)).not.toHaveAttribute('data-highlighted');

    emit({ ...base, type: 'task.moved', task_id: 2, task: makeTask(2, { status_id: 3 }) });
    expect(card(2)).toHaveAttribute('data-highlighted', 'true');

    emit({ ...base, type: 'task.updated', task_id: 1, task: makeTask(1, { status_id: 2 }) });
    expect(card(1)).toHaveAttribute('data-highlighted', 'true');

    emit({ ...base, project_id: 9, type: 'task.moved', task_id: 3, task: makeTask(3, { project_id: 9 }) });
    expect(card(3)).not.toHaveAttribute('data-highlighted');
  });
});
