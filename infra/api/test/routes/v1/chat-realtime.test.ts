import type { Role } from '@kanri/contracts';
import type {
  ChatConversationEvent,
  ChatMessageEvent,
  ChatReadEvent,
  ChatSince,
  ChatTypingEvent,
  Conversation,
} from '@kanri/contracts/chat';
import { sql } from 'drizzle-orm';
import { resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { dataOf } from '../../helpers/calls.js';
import { chatClient } from '../../helpers/chat.js';
import { eventually } from '../../helpers/eventually.js';
import { socketPool, type LiveSocket, type RealtimeTarget } from '../../helpers/realtime-client.js';
import { startReplicas, type Replicas } from '../../helpers/test-app.js';

/**
 * Live chat across two API processes on one database (two replicas): each event reaches each
 * connected member once, whichever process their socket is on, and nobody else; after a dropped
 * socket, GET /chat/messages/since from the last seen seq fills the gap exactly.
 */
describe('chat, live across two API processes', () => {
  let replicas: Replicas;
  let one: RealtimeTarget;
  let two: RealtimeTarget;
  let members: Record<Role, SeededMember>;
  let channel: Conversation;
  const sockets = socketPool();

  beforeAll(async () => {
    replicas = await startReplicas();
    one = { baseUrl: replicas.firstUrl };
    two = { baseUrl: replicas.secondUrl };
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
  });
  beforeEach(async () => {
    await db().execute(sql`truncate chat_conversations restart identity cascade`);
    channel = await chat.channel(token('admin'), { name: 'Live', member_ids: [id('member'), id('developer')] });
  });
  afterEach(() => sockets.closeAll());
  afterAll(() => replicas?.close());

  const db = () => replicas.first.database.db;
  /** Calls go to the first process. */
  const chat = chatClient(() => replicas.first.app);
  const token = (role: Role) => members[role].token;
  const id = (role: Role) => members[role].user.id;
  const live = (target: RealtimeTarget, role: Role) => sockets.connect(target, { token: token(role), workspaceId: 1 });
  const of = <T extends { type: string }>(socket: LiveSocket, type: T['type']) =>
    (socket.messages as unknown as { type: string }[]).filter((message): message is T => message.type === type);
  const messages = (socket: LiveSocket) => of<ChatMessageEvent>(socket, 'chat.message');
  /** Lets in-flight notices arrive (a negative check waits for a later positive one where it can). */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

  it('sends each message once to each member socket on either process, and nothing to others', async () => {
    const memberOnTwo = await live(two, 'member');
    const developerOnOne = await live(one, 'developer');
    const adminOnTwo = await live(two, 'admin');
    const outsiderOnOne = await live(one, 'designer');
    const outsiderOnTwo = await live(two, 'manager');

    const sent = await chat.send(token('admin'), channel.id, 'Hello live');
    for (const socket of [memberOnTwo, developerOnOne, adminOnTwo]) {
      await eventually(() => expect(messages(socket)).toHaveLength(1));
      expect(messages(socket)[0]).toEqual({
        type: 'chat.message',
        action: 'created',
        workspace_id: 1,
        conversation_id: channel.id,
        message: sent,
        seq: expect.any(Number),
        client_id: sent.client_id,
        at: expect.any(String),
      });
    }
    // Reactions: `mine` from each receiver's point of view.
    await chat.as(token('member'))('POST', '/chat/messages/react', { id: sent.id, emoji: '👍' });
    await eventually(() => expect(messages(developerOnOne)).toHaveLength(2));
    await eventually(() => expect(messages(memberOnTwo)).toHaveLength(2));
    expect(messages(memberOnTwo)[1]).toMatchObject({ action: 'reacted', message: { reactions: [{ emoji: '👍', mine: true }] } });
    expect(messages(developerOnOne)[1]).toMatchObject({
      action: 'reacted',
      message: { reactions: [{ emoji: '👍', mine: false }] },
    });
    expect(messages(developerOnOne)[1]!.seq).toBeGreaterThan(messages(developerOnOne)[0]!.seq);
    // A repeated client id publishes nothing new.
    await chat.as(token('admin'))('POST', '/chat/messages/store', {
      conversation_id: channel.id,
      client_id: sent.client_id,
      body: 'x',
    });
    await settle();
    expect(messages(adminOnTwo)).toHaveLength(2);
    expect(messages(outsiderOnOne)).toEqual([]);
    expect(messages(outsiderOnTwo)).toEqual([]);
  });

  it('delivers a burst exactly once to a socket on each process, in seq order', async () => {
    const onOne = await live(one, 'member');
    const onTwo = await live(two, 'developer');
    const count = 30;
    await Promise.all(
      Array.from({ length: count }, (_, i) =>
        chat.as(token(i % 2 ? 'admin' : 'developer'))('POST', '/chat/messages/store', {
          conversation_id: channel.id,
          client_id: `burst-${String(i).padStart(4, '0')}`,
          body: `burst ${i}`,
        }),
      ),
    );
    for (const socket of [onOne, onTwo]) {
      await eventually(() => expect(messages(socket)).toHaveLength(count));
      const seqs = messages(socket).map((event) => event.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      expect(new Set(messages(socket).map((event) => event.message.id)).size).toBe(count);
    }
    await settle();
    expect(messages(onOne)).toHaveLength(count);
    expect(messages(onTwo)).toHaveLength(count);
  });

  it('fills the gap of a socket dropped mid-burst from its last seen seq: no gap, no duplicate', async () => {
    const before = (dataOf(await chat.as(token('member'))('GET', '/chat/messages/since?after=0')) as ChatSince).cursor;
    let socket = await live(two, 'member');
    const total = 40;
    const ids: number[] = [];
    const sendOne = async (i: number) => {
      const message = await chat.send(token(i % 2 ? 'admin' : 'developer'), channel.id, `n${i}`);
      ids.push(message.id);
    };
    // Two senders at once, the socket dropped in the middle.
    const burst = Promise.all(
      [0, 1].map(async (lane) => {
        for (let i = lane; i < total; i += 2) await sendOne(i);
      }),
    );
    await eventually(() => expect(messages(socket).length).toBeGreaterThanOrEqual(8));
    socket.close();
    await socket.closed;
    const seen = messages(socket);
    await burst;
    expect(seen.length).toBeLessThan(total);
    socket = await live(two, 'member');
    let after = seen.length ? Math.max(...seen.map((event) => event.seq)) : before;
    const fetched: number[] = [];
    for (;;) {
      const page = dataOf(await chat.as(token('member'))('GET', `/chat/messages/since?after=${after}&limit=7`)) as ChatSince;
      fetched.push(...page.items.map((message) => message.id));
      after = page.cursor;
      if (!page.has_more) break;
    }
    const union = [...seen.map((event) => event.message.id), ...fetched];
    expect(union).toHaveLength(total);
    expect(new Set(union)).toEqual(new Set(ids));
  });

  it("tells only the reader's own sockets that they read", async () => {
    const memberOnOne = await live(one, 'member');
    const memberOnTwo = await live(two, 'member');
    const developer = await live(two, 'developer');
    const message = await chat.send(token('admin'), channel.id, 'Read me');
    await chat.as(token('member'))('POST', '/chat/conversations/read', { id: channel.id, message_id: message.id });
    for (const socket of [memberOnOne, memberOnTwo]) {
      await eventually(() => expect(of<ChatReadEvent>(socket, 'chat.read')).toHaveLength(1));
      expect(of<ChatReadEvent>(socket, 'chat.read')[0]).toEqual({
        type: 'chat.read',
        workspace_id: 1,
        conversation_id: channel.id,
        last_read_message_id: message.id,
        unread_count: 0,
      });
    }
    await settle();
    expect(of(developer, 'chat.read')).toEqual([]);
  });

  it('relays typing to the other members only, and stops for a removed member', async () => {
    const admin = await live(one, 'admin');
    const member = await live(two, 'member');
    const developer = await live(one, 'developer');
    const outsider = await live(two, 'designer');
    member.send({ type: 'chat.typing', conversation_id: channel.id });
    for (const socket of [admin, developer]) {
      await eventually(() => expect(of<ChatTypingEvent>(socket, 'chat.typing')).toHaveLength(1));
      expect(of<ChatTypingEvent>(socket, 'chat.typing')[0]).toEqual({
        type: 'chat.typing',
        workspace_id: 1,
        conversation_id: channel.id,
        parent_id: null,
        user: { id: id('member'), full_name: expect.any(String), photo_url: null },
      });
    }
    // An outsider's report is not relayed.
    outsider.send({ type: 'chat.typing', conversation_id: channel.id });
    await settle();
    expect(of(member, 'chat.typing')).toEqual([]);
    expect(of(outsider, 'chat.typing')).toEqual([]);
    expect(of(admin, 'chat.typing')).toHaveLength(1);

    // Removed: told so, and neither their typing nor the others' reaches across any more.
    await chat.as(token('admin'))('DELETE', '/chat/conversations/members', { id: channel.id, user_id: id('member') });
    await eventually(() =>
      expect(of<ChatConversationEvent>(member, 'chat.conversation').map((event) => event.action)).toEqual(['removed']),
    );
    await eventually(() =>
      expect(of<ChatConversationEvent>(developer, 'chat.conversation').map((event) => event.action)).toEqual(['members']),
    );
    await new Promise((resolve) => setTimeout(resolve, 1100));
    member.send({ type: 'chat.typing', conversation_id: channel.id });
    developer.send({ type: 'chat.typing', conversation_id: channel.id, parent_id: null });
    await eventually(() => expect(of(admin, 'chat.typing')).toHaveLength(2));
    await settle();
    expect(of<ChatTypingEvent>(admin, 'chat.typing').map((event) => event.user.id)).toEqual([id('member'), id('developer')]);
    expect(of(member, 'chat.typing')).toEqual([]);
    await chat.send(token('admin'), channel.id, 'after removal');
    await eventually(() => expect(messages(developer)).toHaveLength(1));
    await settle();
    expect(messages(member)).toEqual([]);
  });

  it('shows busy in presence while connected', async () => {
    const watcher = await live(one, 'admin');
    await live(two, 'member');
    const presence = () =>
      (watcher.messages as unknown as { type: string; user_id?: number; status?: string }[]).filter(
        (message) => message.type === 'presence.changed' && message.user_id === id('member'),
      );
    await eventually(() => expect(presence().at(-1)?.status).toBe('online'));
    await chat.as(token('member'))('PUT', '/chat/status', { busy: true });
    await eventually(() => expect(presence().at(-1)?.status).toBe('busy'));
    const users = dataOf(await chat.as(token('admin'))('GET', '/users')) as { id: number; presence: string }[];
    expect(users.find((user) => user.id === id('member'))?.presence).toBe('busy');
    await chat.as(token('member'))('PUT', '/chat/status', { busy: false });
    await eventually(() => expect(presence().at(-1)?.status).toBe('online'));
  });
});
