import { CHAT_MESSAGES, type Conversation } from '@kanri/contracts/chat';
import { toast } from '@kanri/design-system';
import { act, configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { makeChatMessage, makeConversation, Reply } from '../../../test-utils';
import { CHAT_TEXTS } from '../texts';
import {
  ADA,
  ALAN,
  connectFakeRealtime,
  conversationRow,
  FakeSocket,
  GRACE,
  historyTexts,
  messageEvent,
  renderChatPage,
} from '../test-support';

// Lazy design-system parts (inputs, tabs, modal, dropdown) are slow to appear on a busy 2-core machine.
configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const T = CHAT_TEXTS;

const general = (overrides: Partial<Conversation> = {}) =>
  makeConversation(1, { name: 'general', topic: 'Everything', member_count: 3, ...overrides });

let views: Array<ReturnType<typeof renderChatPage>> = [];
const render = (...args: Parameters<typeof renderChatPage>) => {
  const view = renderChatPage(...args);
  views.push(view);
  return view;
};

afterEach(() => {
  for (const view of views) view.sync().dispose();
  views = [];
  localStorage.clear();
  jest.restoreAllMocks();
});

const composer = () => screen.findByRole('textbox', { name: T.composer.label });

describe('ChatPage', () => {
  it('welcomes with `Welcome to Team Chat` until a conversation is chosen, with CHANNELS and DIRECT MESSAGES', async () => {
    render({
      conversations: [
        general({ unread_count: 3, last_message: makeChatMessage(5, { body: 'Standup in 5' }) }),
        makeConversation(2, { type: 'direct', name: 'Grace Hopper', others: [GRACE], member_count: 2 }),
      ],
    });
    expect(screen.getByRole('heading', { name: 'Welcome to Team Chat' })).toBeInTheDocument();
    expect(screen.getByText('Select a conversation to start chatting with your team.')).toBeInTheDocument();
    expect(await screen.findByRole('region', { name: 'CHANNELS' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'DIRECT MESSAGES' })).toBeInTheDocument();
    expect(within(conversationRow('general')).getByLabelText('3 unread')).toHaveTextContent('3');
    expect(conversationRow('general')).toHaveTextContent('Standup in 5');
    // Grace's presence from the member list.
    expect(within(conversationRow('Grace Hopper')).getByRole('img', { name: 'Online' })).toBeInTheDocument();
  });

  it('says `No conversations yet` when there are none', async () => {
    render();
    expect(await screen.findByText(CHAT_MESSAGES.noConversations)).toBeInTheDocument();
    expect(screen.getByText(CHAT_MESSAGES.noConversationsHint)).toBeInTheDocument();
  });

  it('filters conversations by the search and finds messages, opening one at its place', async () => {
    const view = render({
      conversations: [general(), makeConversation(2, { name: 'random' })],
      messages: [10, 11, 12].map((id) => makeChatMessage(id)),
      handlers: {
        'GET /chat/search': (call) => ({
          items:
            call.query.get('q') === 'gen'
              ? [{ ...makeChatMessage(11, { body: 'the generator is fixed' }), conversation_name: 'general' }]
              : [],
        }),
      },
    });
    await screen.findByText('random');
    await view.user.type(screen.getByRole('textbox', { name: CHAT_MESSAGES.searchPlaceholder }), 'gen');
    await waitFor(() => expect(screen.queryByText('random')).not.toBeInTheDocument());
    const result = await screen.findByTestId('chat-search-result');
    expect(result).toHaveTextContent('Member 2: the generator is fixed');
    await view.user.click(result);
    await waitFor(() => expect(view.router.state.location.search).toBe('?conversation=1&message=11'));
    await waitFor(() => expect(document.querySelector('[data-message-id="11"]')).toHaveClass('is-highlighted'));
    // Sending from there goes back to the latest messages, where the new one shows.
    await view.user.type(await composer(), 'found it{Enter}');
    await waitFor(() => expect(view.router.state.location.search).toBe('?conversation=1'));
    await waitFor(() => expect(historyTexts().at(-1)).toBe('Ada Lovelace: found it'));
  });

  it('says when the list fails to load, and Retry loads it', async () => {
    let fail = true;
    const view = render({
      handlers: {
        'GET /chat/conversations': () =>
          fail ? new Reply(500, { error: true, message: 'Server error' }) : { items: [general()] },
      },
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(T.list.loadFailed);
    fail = false;
    await view.user.click(within(alert).getByRole('button', { name: T.history.retry }));
    expect(await screen.findByText('general')).toBeInTheDocument();
  });

  it('sends with Enter (trimmed, with a client id), keeps Shift+Enter as a new line and never sends a blank text', async () => {
    const view = render({ conversations: [general()], messages: [makeChatMessage(10)] });
    await view.user.click(await screen.findByText('general'));
    const box = await composer();
    await waitFor(() => expect(historyTexts()).toEqual(['Member 2: Message 10']));

    await view.user.type(box, '   {Enter}');
    expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(0);

    await view.user.clear(box);
    await view.user.type(box, '  Hello{Shift>}{Enter}{/Shift}team  ');
    expect(box).toHaveValue('  Hello\nteam  ');
    expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(0);
    await view.user.keyboard('{Enter}');

    await waitFor(() => expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(1));
    const sent = view.api.callsTo('POST /chat/messages/store')[0]!.body as {
      body: string;
      client_id: string;
      conversation_id: number;
    };
    expect(sent).toMatchObject({ body: 'Hello\nteam', conversation_id: 1 });
    expect(sent.client_id).toMatch(/^[A-Za-z0-9-]{8,64}$/);
    expect(box).toHaveValue('');
    await waitFor(() => expect(historyTexts()).toEqual(['Member 2: Message 10', 'Ada Lovelace: Hello\nteam']));
  });

  it('keeps the draft of each conversation on the device', async () => {
    const view = render({ conversations: [general(), makeConversation(2, { name: 'random' })] });
    await view.user.click(await screen.findByText('general'));
    await view.user.type(await composer(), 'half written');
    await view.user.click(screen.getByText('random'));
    await waitFor(async () => expect(await composer()).toHaveValue(''));
    await view.user.click(screen.getByText('general'));
    await waitFor(async () => expect(await composer()).toHaveValue('half written'));
  });

  it('shows `New messages` before the first unread message and moves the read marker to the newest', async () => {
    const view = render({
      conversations: [general({ last_read_message_id: 11, unread_count: 2 })],
      messages: [10, 11, 12, 13].map((id) => makeChatMessage(id)),
    });
    await view.user.click(await screen.findByText('general'));
    await waitFor(() => expect(historyTexts()).toHaveLength(4));
    const log = screen.getByRole('log', { name: 'Messages' });
    const divider = within(log).getByRole('separator', { name: 'New messages' });
    expect(divider.nextElementSibling).toHaveTextContent('Message 12');
    await waitFor(() =>
      expect(view.api.callsTo('POST /chat/conversations/read').map((call) => call.body)).toEqual([{ id: 1, message_id: 13 }]),
    );
    await waitFor(() => expect(within(conversationRow('general')).queryByLabelText('2 unread')).not.toBeInTheDocument());
  });

  it('does not mark messages arriving while reading as new', async () => {
    const view = render({ conversations: [general({ last_read_message_id: 10 })], messages: [makeChatMessage(10)] });
    await view.user.click(await screen.findByText('general'));
    await waitFor(() => expect(historyTexts()).toHaveLength(1));
    act(() => view.sync().applyMessage(makeChatMessage(14), 90, true));
    await waitFor(() => expect(historyTexts()).toHaveLength(2));
    expect(screen.queryByRole('separator', { name: 'New messages' })).not.toBeInTheDocument();
  });

  it('renders links as anchors and HTML as text', async () => {
    const view = render({
      conversations: [general()],
      messages: [makeChatMessage(10, { body: '<img src=x onerror=alert(1)> see https://kanri.example/docs' })],
    });
    await view.user.click(await screen.findByText('general'));
    const link = await screen.findByRole('link', { name: 'https://kanri.example/docs' });
    expect(link).toHaveAttribute('href', 'https://kanri.example/docs');
    const log = screen.getByRole('log', { name: 'Messages' });
    expect(log.querySelector('img[src="x"]')).toBeNull();
    expect(log).toHaveTextContent('<img src=x onerror=alert(1)> see');
  });

  it('queues messages while offline (shown pending), then sends them in order, each once, after catching up', async () => {
    const stop = connectFakeRealtime();
    try {
      const view = render({
        conversations: [general()],
        messages: [makeChatMessage(10)],
        sinceReplies: [{ items: [makeChatMessage(11, { body: 'missed while away' })], cursor: 60, has_more: false }],
      });
      FakeSocket.latest().ready();
      await view.user.click(await screen.findByText('general'));
      const box = await composer();
      await waitFor(() => expect(historyTexts()).toEqual(['Member 2: Message 10']));

      FakeSocket.latest().close();
      expect(await screen.findByText(T.offline)).toBeInTheDocument();
      const warning = jest.spyOn(toast, 'warning');
      await view.user.type(box, 'first{Enter}');
      await view.user.type(box, 'second{Enter}');
      const pending = screen.getAllByTestId('chat-pending-message');
      expect(pending.map((item) => item.querySelector('.kc-chat-msg-text')?.textContent)).toEqual(['first', 'second']);
      expect(within(pending[0]!).getByRole('status')).toHaveTextContent(T.history.queued);
      expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(0);
      // Said once, not for each message.
      expect(warning.mock.calls).toEqual([[CHAT_MESSAGES.queuedOffline]]);

      // The connection comes back (after the back-off): catch-up first, then the queue in order.
      await waitFor(() => expect(FakeSocket.all).toHaveLength(2), { timeout: 5000 });
      FakeSocket.latest().ready();
      await waitFor(() => expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(2));
      expect(view.api.callsTo('GET /chat/messages/since').map((call) => call.query.get('after'))).toEqual(['10']);
      const bodies = view.api.callsTo('POST /chat/messages/store').map((call) => (call.body as { body: string }).body);
      expect(bodies).toEqual(['first', 'second']);
      await waitFor(() => expect(screen.queryAllByTestId('chat-pending-message')).toHaveLength(0));
      expect(historyTexts()).toEqual([
        'Member 2: Message 10',
        'Member 2: missed while away',
        'Ada Lovelace: first',
        'Ada Lovelace: second',
      ]);

      // The live echo of a sent message (same id) does not add it twice.
      const stored = view.messages.find((message) => message.body === 'first')!;
      FakeSocket.latest().receive(messageEvent(stored, 61));
      expect(historyTexts().filter((text) => text === 'Ada Lovelace: first')).toHaveLength(1);
    } finally {
      stop();
    }
  });

  it('shows live messages of others, their typing, and updates the list', async () => {
    const stop = connectFakeRealtime();
    try {
      const view = render({
        conversations: [general(), makeConversation(2, { name: 'random' })],
        messages: [makeChatMessage(10)],
      });
      FakeSocket.latest().ready();
      await view.user.click(await screen.findByText('general'));
      await waitFor(() => expect(historyTexts()).toHaveLength(1));
      FakeSocket.latest().receive({ type: 'chat.typing', workspace_id: 1, conversation_id: 1, parent_id: null, user: GRACE });
      expect(await screen.findByText('Grace Hopper is typing…')).toBeInTheDocument();
      FakeSocket.latest().receive(messageEvent(makeChatMessage(20, { sender: GRACE, body: 'hello live' }), 70));
      await waitFor(() => expect(historyTexts()).toEqual(['Member 2: Message 10', 'Grace Hopper: hello live']));
      expect(screen.queryByText('Grace Hopper is typing…')).not.toBeInTheDocument();
      // A message in another conversation: the badge there.
      FakeSocket.latest().receive(messageEvent(makeChatMessage(21, { conversation_id: 2, sender: ALAN, body: 'elsewhere' }), 71));
      await waitFor(() => expect(within(conversationRow('random')).getByLabelText('1 unread')).toBeInTheDocument());
      // Read on another device: the badge follows.
      FakeSocket.latest().receive({
        type: 'chat.read',
        workspace_id: 1,
        conversation_id: 2,
        last_read_message_id: 21,
        unread_count: 0,
      });
      await waitFor(() => expect(within(conversationRow('random')).queryByLabelText('1 unread')).not.toBeInTheDocument());
    } finally {
      stop();
    }
  });

  it('lets one edit and delete only one’s own messages', async () => {
    const view = render({
      conversations: [general()],
      messages: [
        makeChatMessage(10, { sender: GRACE, body: 'from Grace' }),
        makeChatMessage(11, { sender: ADA, body: 'from me' }),
      ],
    });
    await view.user.click(await screen.findByText('general'));
    await waitFor(() => expect(historyTexts()).toHaveLength(2));
    const [theirs, mine] = screen.getAllByTestId('chat-message');
    expect(within(theirs!).queryByRole('button', { name: T.message.edit })).not.toBeInTheDocument();
    expect(within(theirs!).queryByRole('button', { name: T.message.delete })).not.toBeInTheDocument();

    await view.user.click(within(mine!).getByRole('button', { name: T.message.edit }));
    const edit = within(mine!).getByRole('textbox', { name: T.message.editLabel });
    await view.user.clear(edit);
    await view.user.type(edit, 'fixed typo{Enter}');
    await waitFor(() =>
      expect(view.api.callsTo('PUT /chat/messages/update').map((call) => call.body)).toEqual([
        { id: 11, body: 'fixed typo', mention_ids: [] },
      ]),
    );
    await waitFor(() => expect(historyTexts()[1]).toBe(`Ada Lovelace: fixed typo${CHAT_MESSAGES.edited}`));

    await view.user.click(within(screen.getAllByTestId('chat-message')[1]!).getByRole('button', { name: T.message.delete }));
    const dialog = await screen.findByRole('dialog', { name: T.message.deleteTitle });
    await view.user.click(within(dialog).getByRole('button', { name: T.message.deleteOk }));
    await waitFor(() => expect(historyTexts()[1]).toBe(`Ada Lovelace: ${CHAT_MESSAGES.messageDeleted}`));
    expect(view.api.callsTo('DELETE /chat/messages/destroy/:id').map((call) => call.path)).toEqual(['/chat/messages/destroy/11']);
  });

  it('opens a thread beside the conversation and sends replies into it', async () => {
    const view = render({
      conversations: [general()],
      messages: [
        makeChatMessage(10, { body: 'Release?', reply_count: 1 }),
        makeChatMessage(12, { parent_id: 10, sender: ALAN, body: 'Friday' }),
      ],
    });
    await view.user.click(await screen.findByText('general'));
    await view.user.click(await screen.findByRole('button', { name: T.message.replies(1) }));
    const thread = await screen.findByRole('complementary', { name: T.thread.title });
    const replies = await within(thread).findByRole('log', { name: T.thread.label });
    await waitFor(() =>
      expect(
        within(replies)
          .getAllByTestId('chat-message')
          .map((item) => item.textContent),
      ).toEqual([expect.stringContaining('Release?'), expect.stringContaining('Friday')]),
    );

    await view.user.type(within(thread).getByRole('textbox', { name: T.composer.label }), 'Works for me{Enter}');
    await waitFor(() => expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(1));
    expect(view.api.callsTo('POST /chat/messages/store')[0]!.body).toMatchObject({
      conversation_id: 1,
      parent_id: 10,
      body: 'Works for me',
    });
    await waitFor(() => expect(within(replies).getAllByTestId('chat-message')).toHaveLength(3));
  });

  it('uploads files first and sends their ids with the message (a file alone may be sent; a refused type never uploads)', async () => {
    const uploaded: string[] = [];
    const view = render({
      conversations: [general()],
      handlers: {
        'POST /chat/attachments': (call) => {
          const file = (call.body as FormData).get('file') as File;
          uploaded.push(file.name);
          return new Reply(201, {
            error: false,
            message: 'File uploaded successfully',
            data: { id: 70 + uploaded.length, file_name: file.name, mime_type: file.type, size: file.size },
          });
        },
      },
    });
    await view.user.click(await screen.findByText('general'));
    const box = await composer();
    const input = screen.getByTestId('chat-file-input');
    const error = jest.spyOn(toast, 'error').mockImplementation(() => undefined as never);

    // The picker's `accept` hides such a file; a drop or a browser ignoring it still reaches the check.
    fireEvent.change(input, { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' })] } });
    await waitFor(() => expect(error).toHaveBeenCalledTimes(1));
    expect(uploaded).toEqual([]);

    await view.user.upload(input, [
      new File(['a,b'], 'figures.csv', { type: 'text/csv' }),
      new File(['notes'], 'notes.txt', { type: 'text/plain' }),
    ]);
    await screen.findByText('notes.txt');
    expect(uploaded).toEqual(['figures.csv', 'notes.txt']);
    await view.user.click(screen.getByRole('button', { name: T.composer.removeAttachment('figures.csv') }));
    expect(screen.queryByText('figures.csv')).not.toBeInTheDocument();

    await view.user.click(box);
    await view.user.keyboard('{Enter}');
    await waitFor(() => expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(1));
    expect(view.api.callsTo('POST /chat/messages/store')[0]!.body).toMatchObject({ body: '', attachment_ids: [72] });
    await waitFor(() => expect(screen.queryByText('notes.txt')).not.toBeInTheDocument());
  });

  it('starts a group direct message with the people picked (never oneself) and opens it', async () => {
    const group = makeConversation(5, {
      type: 'direct',
      name: 'Grace Hopper, Alan Turing',
      others: [GRACE, ALAN],
      member_count: 3,
    });
    let created = false;
    const view = render({
      conversations: [general()],
      handlers: {
        'GET /chat/conversations': () => ({ items: created ? [general(), group] : [general()] }),
        'POST /chat/conversations/store': () => {
          created = true;
          return new Reply(201, { error: false, message: 'Conversation created', data: group });
        },
      },
    });
    await view.user.click(await screen.findByRole('button', { name: T.newDirect.title }));
    const dialog = await screen.findByRole('dialog', { name: T.newDirect.title });
    const people = within(dialog).getByRole('combobox', { name: T.newDirect.people });
    await view.user.click(people);
    await screen.findByTitle('Grace Hopper');
    expect(screen.queryByTitle('Ada Lovelace')).not.toBeInTheDocument();
    await view.user.click(screen.getByTitle('Grace Hopper'));
    await view.user.click(screen.getByTitle('Alan Turing'));
    await view.user.click(within(dialog).getByRole('button', { name: T.newDirect.ok }));

    await waitFor(() => expect(view.api.callsTo('POST /chat/conversations/store')).toHaveLength(1));
    expect(view.api.callsTo('POST /chat/conversations/store')[0]!.body).toEqual({ type: 'direct', member_ids: [2, 3] });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: T.newDirect.title })).not.toBeInTheDocument());
    expect(await screen.findByRole('heading', { name: 'Grace Hopper, Alan Turing' })).toBeInTheDocument();
  });

  it('picks a member with @ and sends their id as a mention', async () => {
    const view = render({ conversations: [general()] });
    await view.user.click(await screen.findByText('general'));
    const box = await composer();
    await view.user.type(box, 'ping @gr');
    const picker = await screen.findByRole('listbox', { name: T.composer.mentionList });
    expect(
      within(picker)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([expect.stringContaining('Grace Hopper')]);
    await view.user.keyboard('{Enter}');
    expect(box).toHaveValue('ping @Grace Hopper ');
    await view.user.type(box, 'please review{Enter}');
    await waitFor(() => expect(view.api.callsTo('POST /chat/messages/store')).toHaveLength(1));
    expect(view.api.callsTo('POST /chat/messages/store')[0]!.body).toMatchObject({
      body: 'ping @Grace Hopper please review',
      mention_ids: [2],
    });
  });

  it('toggles the caller’s reaction from the quick set and from the count', async () => {
    const view = render({ conversations: [general()], messages: [makeChatMessage(10)] });
    await view.user.click(await screen.findByText('general'));
    await waitFor(() => expect(historyTexts()).toHaveLength(1));
    await view.user.click(screen.getByRole('button', { name: T.message.react }));
    await view.user.click(screen.getByRole('button', { name: T.message.reactWith('🎉') }));
    const chip = await screen.findByRole('button', { name: T.message.reactionCount('🎉', 1, true) });
    expect(chip).toHaveAttribute('aria-pressed', 'true');
    await view.user.click(chip);
    await waitFor(() => expect(screen.queryByRole('button', { name: /🎉/ })).toBeNull());
    expect(view.api.callsTo('DELETE /chat/messages/react').map((call) => call.body)).toEqual([{ id: 10, emoji: '🎉' }]);
  });

  it('shows an archived channel read-only, and opens a mentioned message from the URL', async () => {
    const view = render({
      conversations: [general({ archived: true })],
      messages: [10, 11, 12].map((id) => makeChatMessage(id)),
      path: '/dashboard/chat?conversation=1&message=11',
    });
    expect(await screen.findByText(CHAT_MESSAGES.archivedReadOnly)).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: T.composer.label })).not.toBeInTheDocument();
    await waitFor(() => expect(view.api.callsTo('GET /chat/conversations/:id/messages')[0]!.query.get('around')).toBe('11'));
    await waitFor(() => expect(document.querySelector('[data-message-id="11"]')).toHaveClass('is-highlighted'));
  });
});
