import { COMMON_MESSAGES, type Role } from '@kanri/contracts';
import { CHAT_CHANNEL_NAME_MAX_LENGTH, CHAT_MESSAGES, CHAT_TOPIC_MAX_LENGTH, type Conversation } from '@kanri/contracts/chat';
import { sql } from 'drizzle-orm';
import { addMember, type SeededMember } from '../../helpers/accounts.js';
import { dataOf } from '../../helpers/calls.js';
import { chatClient, seedChatPeople } from '../../helpers/chat.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Team chat conversations: channels, direct messages, list, browse, settings, members, archive. */
describe('chat conversations', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let stranger: { id: number; token: string };

  beforeAll(async () => {
    testApp = await startTestApp();
    ({ members, studio, stranger } = await seedChatPeople(db()));
  });
  beforeEach(() => db().execute(sql`truncate chat_conversations restart identity cascade`));
  afterAll(() => testApp?.close());

  const db = () => testApp.database.db;
  const chat = chatClient(() => testApp.app);
  const token = (role: Role) => members[role].token;
  const id = (role: Role) => members[role].user.id;
  const call = (role: Role, method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, body?: object) =>
    chat.as(token(role))(method, url, body);
  const list = async (role: Role, query = '') =>
    (dataOf(await call(role, 'GET', `/chat/conversations${query}`)) as { items: Conversation[] }).items;

  describe('channels', () => {
    it('creates a channel with its creator and members, listed for them only', async () => {
      const response = await call('developer', 'POST', '/chat/conversations/store', {
        type: 'channel',
        name: '  Design  ',
        topic: ' Pixels ',
        member_ids: [id('designer'), id('developer')],
      });
      expect(response.statusCode).toBe(201);
      expect(response.json().message).toBe(CHAT_MESSAGES.channelCreated);
      const channel = response.json().data as Conversation;
      expect(channel).toMatchObject({
        type: 'channel',
        name: 'Design',
        topic: 'Pixels',
        is_private: false,
        created_by: id('developer'),
        others: [],
        member_count: 2,
        is_member: true,
        can_manage: true,
        archived: false,
        muted: false,
        unread_count: 0,
        last_read_message_id: 0,
        last_message: null,
      });
      expect((await list('designer')).map((c) => c.id)).toEqual([channel.id]);
      expect((await list('designer'))[0]!.can_manage).toBe(false);
      expect(await list('member')).toEqual([]);
    });

    it('answers 422 with the contract messages per field', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [{ type: 'channel' }, { name: [CHAT_MESSAGES.channelNameRequired] }],
        [{ type: 'channel', name: '   ' }, { name: [CHAT_MESSAGES.channelNameRequired] }],
        [{ type: 'channel', name: 'x'.repeat(CHAT_CHANNEL_NAME_MAX_LENGTH + 1) }, { name: [CHAT_MESSAGES.channelNameTooLong] }],
        [{ type: 'channel', name: 'ok', topic: 'x'.repeat(CHAT_TOPIC_MAX_LENGTH + 1) }, { topic: [CHAT_MESSAGES.topicTooLong] }],
        [{ type: 'group', name: 'ok' }, { type: [CHAT_MESSAGES.typeInvalid] }],
        [{ type: 'direct', member_ids: [] }, { member_ids: [CHAT_MESSAGES.membersRequired] }],
        [{ type: 'direct', member_ids: [1, 2, 3, 4, 5, 6, 7, 8, 9] }, { member_ids: [CHAT_MESSAGES.tooManyMembers] }],
        [{ type: 'direct', member_ids: [0] }, { 'member_ids.0': [COMMON_MESSAGES.idInvalid] }],
        [{ type: 'direct', member_ids: [id('admin')] }, { member_ids: [CHAT_MESSAGES.membersRequired] }],
        [{ type: 'direct', member_ids: [stranger.id] }, { member_ids: [CHAT_MESSAGES.memberNotInWorkspace] }],
        [{ type: 'channel', name: 'ok', member_ids: [stranger.id] }, { member_ids: [CHAT_MESSAGES.memberNotInWorkspace] }],
      ];
      for (const [body, errors] of cases) {
        const response = await call('admin', 'POST', '/chat/conversations/store', body);
        expect({ body, status: response.statusCode, errors: response.json().errors }).toEqual({ body, status: 422, errors });
      }
      expect(await list('admin')).toEqual([]);
    });

    it('keeps channel names unique per workspace whatever the case, also under concurrency', async () => {
      await chat.channel(token('admin'), { name: 'General' });
      const taken = await call('member', 'POST', '/chat/conversations/store', { type: 'channel', name: 'general' });
      expect(taken.statusCode).toBe(422);
      expect(taken.json().errors).toEqual({ name: [CHAT_MESSAGES.channelNameTaken] });
      // Another workspace may use it.
      const elsewhere = await chat.as(token('member'), studio)('POST', '/chat/conversations/store', {
        type: 'channel',
        name: 'GENERAL',
      });
      expect(elsewhere.statusCode).toBe(201);

      const results = await Promise.all(
        (['admin', 'manager', 'developer', 'designer', 'member'] as Role[]).map((role) =>
          call(role, 'POST', '/chat/conversations/store', { type: 'channel', name: `Race ${role === 'admin' ? 'X' : 'x'}` }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([201, 422, 422, 422, 422]);
      for (const result of results.filter((r) => r.statusCode === 422)) {
        expect(result.json().errors).toEqual({ name: [CHAT_MESSAGES.channelNameTaken] });
      }

      const other = await chat.channel(token('admin'), { name: 'Other' });
      const rename = await call('admin', 'PUT', '/chat/conversations/update', { id: other.id, name: 'GENERAL' });
      expect(rename.statusCode).toBe(422);
      expect(rename.json().errors).toEqual({ name: [CHAT_MESSAGES.channelNameTaken] });
    });

    it('renames and sets the topic for the creator and admins only; 404 for outsiders', async () => {
      const channel = await chat.channel(token('developer'), { name: 'Dev', member_ids: [id('admin'), id('designer')] });
      const renamed = dataOf(
        await call('developer', 'PUT', '/chat/conversations/update', { id: channel.id, name: 'Devs', topic: 'Code' }),
      );
      expect(renamed).toMatchObject({ name: 'Devs', topic: 'Code' });
      expect(dataOf(await call('admin', 'PUT', '/chat/conversations/update', { id: channel.id, topic: '' }))).toMatchObject({
        name: 'Devs',
        topic: '',
      });
      const designer = await call('designer', 'PUT', '/chat/conversations/update', { id: channel.id, name: 'Mine' });
      expect(designer.statusCode).toBe(403);
      expect(designer.json().message).toBe(CHAT_MESSAGES.onlyManagers);
      expect((await call('member', 'PUT', '/chat/conversations/update', { id: channel.id, name: 'Nope' })).statusCode).toBe(404);
      expect(
        (await chat.as(stranger.token, studio)('PUT', '/chat/conversations/update', { id: channel.id, name: 'Nope' })).statusCode,
      ).toBe(404);
      const dm = await chat.direct(token('developer'), [id('designer')]);
      const managed = await call('developer', 'PUT', '/chat/conversations/update', { id: dm.id, name: 'DM' });
      expect(managed.statusCode).toBe(403);
      expect(managed.json().message).toBe(CHAT_MESSAGES.directNotManaged);
    });

    it('browses public channels, joins and leaves them; private ones stay hidden', async () => {
      const open = await chat.channel(token('admin'), { name: 'Announcements', topic: 'News' });
      const secret = await chat.channel(token('admin'), { name: 'Secret', is_private: true });
      const browse = dataOf(await call('member', 'GET', '/chat/channels/browse')).items as Conversation[];
      expect(browse.map((c) => [c.name, c.is_member, c.member_count])).toEqual([['Announcements', false, 1]]);
      expect(dataOf(await call('member', 'GET', '/chat/channels/browse?search=ANN')).items).toHaveLength(1);
      expect(dataOf(await call('member', 'GET', '/chat/channels/browse?search=zzz')).items).toHaveLength(0);

      for (const url of [`/chat/conversations/${open.id}/members`, `/chat/conversations/${open.id}/messages`]) {
        expect((await call('member', 'GET', url)).statusCode).toBe(404);
      }
      const joined = await call('member', 'POST', '/chat/conversations/join', { id: open.id });
      expect(joined.statusCode).toBe(200);
      expect(joined.json()).toMatchObject({ message: CHAT_MESSAGES.channelJoined, data: { is_member: true, member_count: 2 } });
      expect((await call('member', 'GET', `/chat/conversations/${open.id}/members`)).statusCode).toBe(200);

      const privateJoin = await call('member', 'POST', '/chat/conversations/join', { id: secret.id });
      expect(privateJoin.statusCode).toBe(404);
      expect(privateJoin.json().message).toBe(CHAT_MESSAGES.conversationNotFound);
      expect((await chat.as(stranger.token, studio)('POST', '/chat/conversations/join', { id: open.id })).statusCode).toBe(404);

      const left = await call('member', 'POST', '/chat/conversations/leave', { id: open.id });
      expect(left.json()).toEqual({ error: false, message: CHAT_MESSAGES.channelLeft, data: { id: open.id } });
      expect(await list('member')).toEqual([]);
      const last = await call('admin', 'POST', '/chat/conversations/leave', { id: open.id });
      expect(last.statusCode).toBe(422);
      expect(last.json().errors).toEqual({ id: [CHAT_MESSAGES.lastMemberCannotBeRemoved] });
      expect((await call('member', 'POST', '/chat/conversations/leave', { id: secret.id })).statusCode).toBe(404);
    });

    it('adds and removes members (creator and admins), with the members list for members only', async () => {
      const channel = await chat.channel(token('developer'), { name: 'Team', is_private: true });
      const added = await call('developer', 'POST', '/chat/conversations/members', {
        id: channel.id,
        user_ids: [id('designer'), id('member'), id('designer')],
      });
      expect(added.statusCode).toBe(200);
      expect((added.json().data.items as { id: number }[]).map((m) => m.id).sort()).toEqual(
        [id('developer'), id('designer'), id('member')].sort(),
      );
      expect(added.json().data.items[0]).toEqual({
        id: expect.any(Number),
        full_name: expect.any(String),
        photo_url: null,
        email: expect.any(String),
        role: expect.any(String),
        joined_at: expect.stringMatching(/Z$/),
      });
      const bad = await call('developer', 'POST', '/chat/conversations/members', { id: channel.id, user_ids: [stranger.id] });
      expect(bad.json().errors).toEqual({ user_ids: [CHAT_MESSAGES.memberNotInWorkspace] });
      const empty = await call('developer', 'POST', '/chat/conversations/members', { id: channel.id, user_ids: [] });
      expect(empty.json().errors).toEqual({ user_ids: [CHAT_MESSAGES.membersRequired] });
      expect(
        (await call('designer', 'POST', '/chat/conversations/members', { id: channel.id, user_ids: [id('admin')] })).statusCode,
      ).toBe(403);
      // The admin is not a member of this private channel: it does not exist for them.
      expect((await call('admin', 'GET', `/chat/conversations/${channel.id}/members`)).statusCode).toBe(404);
      expect(
        (await call('admin', 'DELETE', '/chat/conversations/members', { id: channel.id, user_id: id('member') })).statusCode,
      ).toBe(404);

      const removed = await call('developer', 'DELETE', '/chat/conversations/members', { id: channel.id, user_id: id('member') });
      expect(removed.statusCode).toBe(200);
      expect(removed.json().message).toBe(CHAT_MESSAGES.memberRemoved);
      expect((await call('member', 'GET', `/chat/conversations/${channel.id}/members`)).statusCode).toBe(404);
      expect(await list('member')).toEqual([]);
    });

    it('archives (out of the list, read-only) and restores', async () => {
      const channel = await chat.channel(token('manager'), { name: 'Old', member_ids: [id('member')] });
      const archived = await call('member', 'POST', '/chat/conversations/archive', { id: channel.id, archived: true });
      expect(archived.statusCode).toBe(403);
      const done = await call('manager', 'POST', '/chat/conversations/archive', { id: channel.id, archived: true });
      expect(done.json()).toMatchObject({ message: CHAT_MESSAGES.channelArchived, data: { archived: true } });
      expect(await list('member')).toEqual([]);
      expect((await list('member', '?archived=true')).map((c) => c.id)).toEqual([channel.id]);
      const post = await chat.as(token('member'))('POST', '/chat/messages/store', {
        conversation_id: channel.id,
        client_id: 'archived-0001',
        body: 'Hello?',
      });
      expect(post.statusCode).toBe(409);
      expect(post.json().message).toBe(CHAT_MESSAGES.archived);
      expect((await call('manager', 'PUT', '/chat/conversations/update', { id: channel.id, topic: 'x' })).statusCode).toBe(409);
      expect(dataOf(await call('member', 'GET', '/chat/channels/browse')).items).toEqual([]);
      const restored = await call('admin', 'POST', '/chat/conversations/archive', { id: channel.id, archived: false });
      // The admin is not a member: 404.
      expect(restored.statusCode).toBe(404);
      const back = await call('manager', 'POST', '/chat/conversations/archive', { id: channel.id, archived: false });
      expect(back.json()).toMatchObject({ message: CHAT_MESSAGES.channelRestored, data: { archived: false } });
      expect((await list('member')).map((c) => c.id)).toEqual([channel.id]);
    });

    it('mutes for the caller only', async () => {
      const channel = await chat.channel(token('admin'), { name: 'Noise', member_ids: [id('member')] });
      const muted = dataOf(await call('member', 'PUT', '/chat/conversations/settings', { id: channel.id, muted: true }));
      expect(muted.muted).toBe(true);
      expect((await list('admin'))[0]!.muted).toBe(false);
      expect((await call('designer', 'PUT', '/chat/conversations/settings', { id: channel.id, muted: true })).statusCode).toBe(
        404,
      );
    });
  });

  describe('direct messages', () => {
    it('gives the same people the same conversation, named after the others', async () => {
      const first = await chat.direct(token('admin'), [id('member')]);
      expect(first).toMatchObject({ type: 'direct', is_private: true, member_count: 2, can_manage: false });
      expect(first.others.map((p) => p.id)).toEqual([id('member')]);
      expect(first.name).toBe(members.member.user.firstName + ' ' + members.member.user.lastName);
      const again = await chat.direct(token('member'), [id('admin'), id('member')], 200);
      expect(again.id).toBe(first.id);
      expect(again.others.map((p) => p.id)).toEqual([id('admin')]);
      const group = await chat.direct(token('admin'), [id('member'), id('designer')]);
      expect(group.id).not.toBe(first.id);
      expect(group.member_count).toBe(3);
      expect((await call('developer', 'GET', `/chat/conversations/${first.id}/members`)).statusCode).toBe(404);
      const leave = await call('admin', 'POST', '/chat/conversations/leave', { id: first.id });
      expect(leave.statusCode).toBe(403);
      expect(leave.json().message).toBe(CHAT_MESSAGES.directNotManaged);
      expect((await call('admin', 'POST', '/chat/conversations/join', { id: group.id })).statusCode).toBe(200);
      expect((await call('developer', 'POST', '/chat/conversations/join', { id: group.id })).statusCode).toBe(404);
    });

    it('creates one row for concurrent creations by the same people', async () => {
      const responses = await Promise.all([
        ...Array.from({ length: 4 }, () =>
          call('admin', 'POST', '/chat/conversations/store', { type: 'direct', member_ids: [id('developer')] }),
        ),
        ...Array.from({ length: 4 }, () =>
          call('developer', 'POST', '/chat/conversations/store', { type: 'direct', member_ids: [id('admin')] }),
        ),
      ]);
      expect(responses.map((r) => r.statusCode).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
      expect(new Set(responses.map((r) => r.json().data.id)).size).toBe(1);
      const [row] = (await db().execute(sql`select count(*)::int as n from chat_conversations`)).rows as { n: number }[];
      expect(row!.n).toBe(1);
    });
  });

  it('orders the list by latest activity with unread counts from the server-side marker', async () => {
    const quiet = await chat.channel(token('admin'), { name: 'Quiet', member_ids: [id('member')] });
    const busy = await chat.channel(token('admin'), { name: 'Busy', member_ids: [id('member')] });
    await chat.send(token('admin'), quiet.id, 'one');
    const second = await chat.send(token('admin'), quiet.id, 'two');
    await chat.send(token('member'), quiet.id, 'mine');
    await chat.send(token('admin'), quiet.id, 'a reply', { parent_id: second.id });
    let conversations = await list('member');
    expect(conversations.map((c) => [c.name, c.unread_count])).toEqual([
      ['Quiet', 2],
      ['Busy', 0],
    ]);
    expect(conversations[0]!.last_message?.body).toBe('mine');
    await chat.send(token('admin'), busy.id, 'latest');
    conversations = await list('member');
    expect(conversations.map((c) => [c.name, c.unread_count])).toEqual([
      ['Busy', 1],
      ['Quiet', 2],
    ]);
    // The sender's own count never includes their messages.
    expect((await list('admin')).map((c) => c.unread_count)).toEqual([0, 1]);
  });

  it('drops the chat memberships of a member removed from the workspace', async () => {
    const channel = await chat.channel(token('admin'), { name: 'Everyone', member_ids: [id('designer')] });
    const removed = await call('admin', 'DELETE', '/users/destroy', { id: id('designer') });
    expect(removed.statusCode).toBe(200);
    const [row] = (await db().execute(sql`select count(*)::int as n from chat_members where conversation_id = ${channel.id}`))
      .rows as { n: number }[];
    expect(row!.n).toBe(1);
    await addMember(db(), id('designer'), 1, 'designer');
  });
});
