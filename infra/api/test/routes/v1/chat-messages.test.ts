import { type Role } from '@kanri/contracts';
import {
  CHAT_MESSAGE_MAX_LENGTH,
  CHAT_MESSAGES,
  CHAT_REACTIONS_MAX,
  type ChatMessage,
  type ChatRead,
  type ChatSince,
  type Conversation,
} from '@kanri/contracts/chat';
import { sql } from 'drizzle-orm';
import type { SeededMember } from '../../helpers/accounts.js';
import { dataOf } from '../../helpers/calls.js';
import { chatClient, clientId, seedChatPeople } from '../../helpers/chat.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Team chat messages: store (idempotent), history, threads, edit, delete, reactions, read markers, search, since. */
describe('chat messages', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let stranger: { id: number; token: string };
  let channel: Conversation;

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ members, studio, stranger } = await seedChatPeople(db()));
  });
  beforeEach(async () => {
    await db().execute(sql`truncate chat_conversations, notifications restart identity cascade`);
    channel = await chat.channel(token('admin'), { name: 'General', member_ids: [id('member'), id('developer')] });
  });
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const chat = chatClient(() => testApp.app);
  const token = (role: Role) => members[role].token;
  const id = (role: Role) => members[role].user.id;
  const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    chat.as(token(role))(method, url, body);
  const history = async (role: Role, conversationId = channel.id, query = '') =>
    dataOf(await call(role, 'GET', `/chat/conversations/${conversationId}/messages${query}`)) as {
      items: ChatMessage[];
      has_more: boolean;
    };
  const count = async (table: string) =>
    ((await db().execute(sql.raw(`select count(*)::int as n from ${table}`))).rows[0] as { n: number }).n;

  describe('store', () => {
    it('stores a message (201) and answers a repeated client id with the stored one (200), once', async () => {
      const body = { conversation_id: channel.id, client_id: 'abc-12345', body: '  Hello team  ' };
      const first = await call('member', 'POST', '/chat/messages/store', body);
      expect(first.statusCode).toBe(201);
      const message = first.json().data as ChatMessage;
      expect(message).toEqual({
        id: expect.any(Number),
        conversation_id: channel.id,
        parent_id: null,
        client_id: 'abc-12345',
        sender: { id: id('member'), full_name: expect.any(String), photo_url: null },
        body: 'Hello team',
        mention_ids: [],
        attachments: [],
        reactions: [],
        reply_count: 0,
        last_reply_at: null,
        created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        edited_at: null,
        deleted_at: null,
      });
      const again = await call('member', 'POST', '/chat/messages/store', { ...body, body: 'changed' });
      expect(again.statusCode).toBe(200);
      expect(again.json().data).toEqual(message);
      // Another sender may use the same client id.
      expect((await call('admin', 'POST', '/chat/messages/store', body)).statusCode).toBe(201);
      expect(await count('chat_messages')).toBe(2);
    });

    it('makes concurrent duplicates one row', async () => {
      const body = { conversation_id: channel.id, client_id: clientId(), body: 'Once' };
      const responses = await Promise.all(Array.from({ length: 8 }, () => call('member', 'POST', '/chat/messages/store', body)));
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
      expect(await count('chat_messages')).toBe(1);
    });

    it('answers 422 per field with the contract messages, and writes nothing', async () => {
      const base = { conversation_id: channel.id, client_id: clientId(), body: 'ok' };
      const cases: [object, Record<string, string[]>][] = [
        [{ ...base, body: '   ' }, { body: [CHAT_MESSAGES.messageBlank] }],
        [{ ...base, body: 'x'.repeat(CHAT_MESSAGE_MAX_LENGTH + 1) }, { body: [CHAT_MESSAGES.messageTooLong] }],
        [{ ...base, client_id: 'short' }, { client_id: [CHAT_MESSAGES.clientIdInvalid] }],
        [{ ...base, client_id: 'bad id with spaces' }, { client_id: [CHAT_MESSAGES.clientIdInvalid] }],
        [
          { ...base, attachment_ids: Array.from({ length: 11 }, (_, i) => i + 1) },
          { attachment_ids: [CHAT_MESSAGES.tooManyAttachments] },
        ],
        [{ ...base, attachment_ids: [999] }, { attachment_ids: [CHAT_MESSAGES.attachmentInvalid] }],
        [{ ...base, parent_id: 999 }, { parent_id: [CHAT_MESSAGES.messageNotFound] }],
      ];
      for (const [body, errors] of cases) {
        const response = await call('member', 'POST', '/chat/messages/store', body);
        expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({ body, status: 422, errors });
      }
      expect(await count('chat_messages')).toBe(0);
    });

    it('answers 404 to anyone outside the conversation, whatever id they send', async () => {
      const secret = await chat.channel(token('developer'), { name: 'Secret', is_private: true });
      const open = await chat.channel(token('developer'), { name: 'Open' });
      const dm = await chat.direct(token('developer'), [id('designer')]);
      for (const conversation of [secret, open, dm]) {
        const body = { conversation_id: conversation.id, client_id: clientId(), body: 'Hi' };
        expect((await call('member', 'POST', '/chat/messages/store', body)).statusCode).toBe(404);
        expect((await call('admin', 'POST', '/chat/messages/store', body)).statusCode).toBe(404);
        expect((await chat.as(stranger.token, studio)('POST', '/chat/messages/store', body)).statusCode).toBe(404);
        expect((await call('member', 'GET', `/chat/conversations/${conversation.id}/messages`)).statusCode).toBe(404);
        expect(
          (await call('member', 'POST', '/chat/conversations/read', { id: conversation.id, message_id: 1 })).statusCode,
        ).toBe(404);
      }
      const hidden = await chat.send(token('developer'), secret.id, 'private words');
      for (const [method, url, body] of [
        ['GET', `/chat/messages/${hidden.id}/thread`],
        ['PUT', '/chat/messages/update', { id: hidden.id, body: 'x' }],
        ['DELETE', `/chat/messages/destroy/${hidden.id}`],
        ['POST', '/chat/messages/react', { id: hidden.id, emoji: '👍' }],
        ['DELETE', '/chat/messages/react', { id: hidden.id, emoji: '👍' }],
      ] as const) {
        const response = await call('member', method, url, body);
        expect({ url, method, status: response.statusCode }).toEqual({ url, method, status: 404 });
      }
      // A reply naming a message of another conversation as its parent.
      const reply = await call('member', 'POST', '/chat/messages/store', {
        conversation_id: channel.id,
        client_id: clientId(),
        body: 'x',
        parent_id: hidden.id,
      });
      expect(reply.statusCode).toBe(422);
    });
  });

  it('pages the main history newest first, oldest first in a page, and around a message', async () => {
    const sent: ChatMessage[] = [];
    for (let i = 1; i <= 7; i += 1) sent.push(await chat.send(token(i % 2 ? 'admin' : 'member'), channel.id, `m${i}`));
    await chat.send(token('admin'), channel.id, 'reply', { parent_id: sent[0]!.id });
    const last = await history('member', channel.id, '?limit=3');
    expect(last.items.map((m) => m.body)).toEqual(['m5', 'm6', 'm7']);
    expect(last.has_more).toBe(true);
    const before = await history('member', channel.id, `?limit=3&before=${last.items[0]!.id}`);
    expect(before.items.map((m) => m.body)).toEqual(['m2', 'm3', 'm4']);
    const first = await history('member', channel.id, `?limit=3&before=${before.items[0]!.id}`);
    expect(first).toMatchObject({ has_more: false });
    expect(first.items.map((m) => [m.body, m.reply_count])).toEqual([['m1', 1]]);
    const around = await history('member', channel.id, `?limit=4&around=${sent[3]!.id}`);
    expect(around.items.map((m) => m.body)).toEqual(['m3', 'm4', 'm5', 'm6']);
    expect(around.has_more).toBe(true);
    const bad = await call('member', 'GET', `/chat/conversations/${channel.id}/messages?limit=500`);
    expect(bad.statusCode).toBe(422);
  });

  it('threads: replies count on the parent, a reply to a reply is refused', async () => {
    const parent = await chat.send(token('admin'), channel.id, 'Question');
    const reply = await chat.send(token('member'), channel.id, 'Answer', { parent_id: parent.id });
    await chat.send(token('developer'), channel.id, 'Another', { parent_id: parent.id });
    const nested = await call('admin', 'POST', '/chat/messages/store', {
      conversation_id: channel.id,
      client_id: clientId(),
      body: 'Deeper',
      parent_id: reply.id,
    });
    expect(nested.statusCode).toBe(422);
    expect(nested.json().errors).toEqual({ parent_id: [CHAT_MESSAGES.threadOfReply] });
    const thread = dataOf(await call('member', 'GET', `/chat/messages/${reply.id}/thread`));
    expect(thread.parent).toMatchObject({ id: parent.id, reply_count: 2, last_reply_at: expect.any(String) });
    expect(thread.replies.map((m: ChatMessage) => m.body)).toEqual(['Answer', 'Another']);
    expect((await history('member')).items.map((m) => m.body)).toEqual(['Question']);

    // A deleted reply keeps its place in the thread but no longer counts, however often it is deleted.
    const deletes = await Promise.all([1, 2].map(() => call('member', 'DELETE', `/chat/messages/destroy/${reply.id}`)));
    expect(deletes.map((answer) => answer.statusCode).sort()).toEqual([200, 404]);
    const after = dataOf(await call('admin', 'GET', `/chat/messages/${parent.id}/thread`));
    expect(after.parent.reply_count).toBe(1);
    expect(after.replies.map((m: ChatMessage) => [m.body, m.deleted_at !== null])).toEqual([
      ['', true],
      ['Another', false],
    ]);
    expect((await history('member')).items[0]!.reply_count).toBe(1);
  });

  it('edits and deletes own messages only, marked edited and kept in place as deleted', async () => {
    const message = await chat.send(token('member'), channel.id, 'Typo');
    const notMine = await call('admin', 'PUT', '/chat/messages/update', { id: message.id, body: 'Hijack' });
    expect(notMine.statusCode).toBe(403);
    expect(notMine.json().message).toBe(CHAT_MESSAGES.onlyOwnMessages);
    const blank = await call('member', 'PUT', '/chat/messages/update', { id: message.id, body: ' ' });
    expect(blank.json().errors).toEqual({ body: [CHAT_MESSAGES.messageBlank] });
    const edited = await call('member', 'PUT', '/chat/messages/update', { id: message.id, body: 'Fixed' });
    expect(edited.json()).toMatchObject({
      message: CHAT_MESSAGES.messageEdited,
      data: { body: 'Fixed', edited_at: expect.any(String) },
    });
    await call('admin', 'POST', '/chat/messages/react', { id: message.id, emoji: '👍' });
    expect((await call('admin', 'DELETE', `/chat/messages/destroy/${message.id}`)).statusCode).toBe(403);
    const deleted = await call('member', 'DELETE', `/chat/messages/destroy/${message.id}`);
    expect(deleted.json()).toMatchObject({
      message: CHAT_MESSAGES.messageRemoved,
      data: { id: message.id, body: '', reactions: [], attachments: [], deleted_at: expect.any(String) },
    });
    expect((await history('admin')).items.map((m) => [m.id, m.body, m.deleted_at !== null])).toEqual([[message.id, '', true]]);
    expect((await call('member', 'PUT', '/chat/messages/update', { id: message.id, body: 'Back' })).statusCode).toBe(404);
  });

  it('reactions: add, remove, mine per caller, at most 20 different emojis', async () => {
    const message = await chat.send(token('admin'), channel.id, 'React');
    await call('member', 'POST', '/chat/messages/react', { id: message.id, emoji: '👍' });
    await call('member', 'POST', '/chat/messages/react', { id: message.id, emoji: '👍' });
    const both = dataOf(await call('developer', 'POST', '/chat/messages/react', { id: message.id, emoji: '👍' }));
    expect(both.reactions).toEqual([{ emoji: '👍', count: 2, user_ids: [id('member'), id('developer')], mine: true }]);
    const seen = (await history('admin')).items[0]!.reactions;
    expect(seen).toEqual([{ emoji: '👍', count: 2, user_ids: [id('member'), id('developer')], mine: false }]);
    const removed = dataOf(await call('member', 'DELETE', '/chat/messages/react', { id: message.id, emoji: '👍' }));
    expect(removed.reactions).toEqual([{ emoji: '👍', count: 1, user_ids: [id('developer')], mine: false }]);
    for (const emoji of ['x', '', 'ab👍']) {
      const bad = await call('member', 'POST', '/chat/messages/react', { id: message.id, emoji });
      expect(bad.json().errors).toEqual({ emoji: [CHAT_MESSAGES.emojiInvalid] });
    }
    const emojis = [
      '😀',
      '😁',
      '😂',
      '🤣',
      '😃',
      '😄',
      '😅',
      '😆',
      '😉',
      '😊',
      '😋',
      '😎',
      '😍',
      '😘',
      '🥰',
      '😗',
      '😙',
      '🥲',
      '😚',
    ];
    for (const emoji of emojis) await call('admin', 'POST', '/chat/messages/react', { id: message.id, emoji });
    const tooMany = await call('admin', 'POST', '/chat/messages/react', { id: message.id, emoji: '🎉' });
    expect(tooMany.statusCode).toBe(422);
    expect(tooMany.json().errors).toEqual({ emoji: [CHAT_MESSAGES.tooManyReactions] });
    expect(dataOf(await call('admin', 'POST', '/chat/messages/react', { id: message.id, emoji: '👍' })).reactions).toHaveLength(
      CHAT_REACTIONS_MAX,
    );
  });

  it('read markers: unread counts main-history messages of others, move forward only, across devices', async () => {
    const a = await chat.send(token('admin'), channel.id, 'a');
    const b = await chat.send(token('admin'), channel.id, 'b');
    await chat.send(token('member'), channel.id, 'mine');
    await chat.send(token('admin'), channel.id, 'reply', { parent_id: a.id });
    const c = await chat.send(token('admin'), channel.id, 'c');
    await call('admin', 'DELETE', `/chat/messages/destroy/${c.id}`);
    const read = async (messageId: number) =>
      dataOf(await call('member', 'POST', '/chat/conversations/read', { id: channel.id, message_id: messageId })) as ChatRead;
    expect(await read(a.id)).toEqual({ conversation_id: channel.id, last_read_message_id: a.id, unread_count: 1 });
    // Never back.
    expect(await read(1)).toMatchObject({ last_read_message_id: a.id, unread_count: 1 });
    // Never past the latest message.
    expect(await read(1_000_000)).toMatchObject({ last_read_message_id: c.id, unread_count: 0 });
    const [listed] = dataOf(await call('member', 'GET', '/chat/conversations')).items as Conversation[];
    expect(listed).toMatchObject({ last_read_message_id: c.id, unread_count: 0 });
    expect(b.id).toBeGreaterThan(a.id);
  });

  it('mentions: a chat.mentioned notification for mentioned members only, never the sender or outsiders', async () => {
    const message = await chat.send(token('admin'), channel.id, '@Member have a look', {
      mention_ids: [id('member'), id('admin'), id('designer'), stranger.id],
    });
    expect(message.mention_ids).toEqual([id('member')]);
    const rows = (await db().execute(sql`select user_id, kind, target, title, message from notifications order by id`)).rows as {
      user_id: number;
      kind: string;
      target: unknown;
      message: string;
    }[];
    expect(rows).toEqual([
      {
        user_id: id('member'),
        kind: 'chat.mentioned',
        target: { kind: 'chat', conversation_id: channel.id, message_id: message.id },
        title: 'You were mentioned',
        message: expect.stringContaining('mentioned you in #General: @Member have a look'),
      },
    ]);
    // An edit notifies only the newly mentioned.
    await call('admin', 'PUT', '/chat/messages/update', {
      id: message.id,
      body: 'and @Dev',
      mention_ids: [id('member'), id('developer')],
    });
    const after = (await db().execute(sql`select user_id from notifications order by id`)).rows.map((row) => row.user_id);
    expect(after).toEqual([id('member'), id('developer')]);
  });

  it('searches only the conversations the caller is in, by word prefix', async () => {
    const secret = await chat.channel(token('developer'), { name: 'Secret', is_private: true });
    const dm = await chat.direct(token('admin'), [id('developer')]);
    await chat.send(token('admin'), channel.id, 'Deployment planned for Friday');
    await chat.send(token('developer'), secret.id, 'deployment keys are here');
    await chat.send(token('developer'), dm.id, 'deployment gossip');
    const deleted = await chat.send(token('admin'), channel.id, 'deployment removed');
    await call('admin', 'DELETE', `/chat/messages/destroy/${deleted.id}`);
    await chat.as(token('member'), studio)('POST', '/chat/conversations/store', { type: 'channel', name: 'Studio' });
    const search = async (role: Role, query: string) =>
      (dataOf(await call(role, 'GET', `/chat/search?${query}`)).items as (ChatMessage & { conversation_name: string })[]).map(
        (m) => [m.body, m.conversation_name],
      );
    expect(await search('member', 'q=deploy')).toEqual([['Deployment planned for Friday', 'General']]);
    expect(await search('developer', 'q=DEPLOY')).toHaveLength(3);
    expect(await search('admin', 'q=deploy%20fri')).toEqual([['Deployment planned for Friday', 'General']]);
    expect((await search('admin', 'q=deployment')).map(([, name]) => name).sort()).toEqual(
      ['General', `${members.developer.user.firstName} ${members.developer.user.lastName}`].sort(),
    );
    expect(await search('developer', `q=deploy&conversation_id=${secret.id}`)).toEqual([['deployment keys are here', 'Secret']]);
    expect(await search('member', `q=deploy&conversation_id=${secret.id}`)).toEqual([]);
    expect(await search('member', 'q=%21%21')).toEqual([]);
    expect((await chat.as(stranger.token, studio)('GET', '/chat/search?q=deploy')).json().data.items).toEqual([]);
    expect((await call('member', 'GET', '/chat/search?q=')).statusCode).toBe(422);
  });

  it("since: every change after a seq, in order, for the caller's conversations only", async () => {
    const since = async (role: Role, after: number, limit = 50) =>
      dataOf(await call(role, 'GET', `/chat/messages/since?after=${after}&limit=${limit}`)) as ChatSince;
    const start = (await since('member', 0)).cursor;
    const one = await chat.send(token('admin'), channel.id, 'one');
    const two = await chat.send(token('member'), channel.id, 'two');
    const secret = await chat.channel(token('admin'), { name: 'Secret', is_private: true });
    await chat.send(token('admin'), secret.id, 'hidden');
    await call('admin', 'PUT', '/chat/messages/update', { id: one.id, body: 'one!' });
    const reply = await chat.send(token('developer'), channel.id, 'reply', { parent_id: two.id });
    const all = await since('member', start);
    expect(all.items.map((m) => [m.id, m.body])).toEqual([
      [one.id, 'one!'],
      [reply.id, 'reply'],
      [two.id, 'two'],
    ]);
    // Two only once, at its latest change (the reply count), after the reply itself.
    const last = all.items.find((m) => m.id === two.id)!;
    expect(last.reply_count).toBe(1);
    expect(all.has_more).toBe(false);
    const page = await since('member', start, 2);
    expect(page.has_more).toBe(true);
    const rest = await since('member', page.cursor, 2);
    expect([...page.items, ...rest.items].map((m) => m.id)).toEqual(all.items.map((m) => m.id));
    expect(rest.has_more).toBe(false);
    expect((await since('member', all.cursor)).items).toEqual([]);
    expect((await since('member', all.cursor)).cursor).toBe(all.cursor);
    expect((await call('member', 'GET', '/chat/messages/since')).statusCode).toBe(422);
  });

  it('since never skips a change while writers race (seqs are committed in order per workspace)', async () => {
    const poll = async (after: number) =>
      dataOf(await call('member', 'GET', `/chat/messages/since?after=${after}&limit=200`)) as ChatSince;
    let after = (await poll(0)).cursor;
    const sent: number[] = [];
    let writing = true;
    const writers = Promise.all(
      (['admin', 'developer', 'member', 'admin'] as Role[]).map(async (role, lane) => {
        for (let i = 0; i < 15; i += 1) sent.push((await chat.send(token(role), channel.id, `lane ${lane} #${i}`)).id);
      }),
    ).finally(() => (writing = false));
    const seen: number[] = [];
    while (writing) {
      const page = await poll(after);
      seen.push(...page.items.map((message) => message.id));
      after = page.cursor;
    }
    await writers;
    seen.push(...(await poll(after)).items.map((message) => message.id));
    expect(seen).toHaveLength(sent.length);
    expect([...seen].sort((a, b) => a - b)).toEqual([...sent].sort((a, b) => a - b));
  });

  it('PUT /chat/status sets busy', async () => {
    const busy = await call('member', 'PUT', '/chat/status', { busy: true });
    expect(busy.json()).toMatchObject({ error: false, data: { busy: true } });
    const [row] = (await db().execute(sql`select busy from member_status where user_id = ${id('member')} and workspace_id = 1`))
      .rows as { busy: boolean }[];
    expect(row!.busy).toBe(true);
    expect((await call('member', 'PUT', '/chat/status', { busy: 'yes' })).statusCode).toBe(422);
  });
});
