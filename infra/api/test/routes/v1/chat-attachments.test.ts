import { TASK_MEDIA_MAX_BYTES, TASK_MEDIA_MESSAGES, type Role } from '@kanri/contracts';
import { CHAT_MESSAGES, type ChatAttachment, type Conversation } from '@kanri/contracts/chat';
import { sql } from 'drizzle-orm';
import { CONVERSATION_REQUIRED } from '../../../src/services/chat/attachments.js';
import { resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { dataOf, injectAs } from '../../helpers/calls.js';
import { chatClient, clientId } from '../../helpers/chat.js';
import { multipart, SAMPLE_FILES, type MultipartBody } from '../../helpers/multipart.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

/** Chat attachments: the task attachments' checks, limits and safe download, for the conversation's members only. */
describe('chat attachments', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let channel: Conversation;

  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(testApp.database.db);
    members = await seedRoleMembers(testApp.database.db, 1);
  });
  beforeEach(async () => {
    await testApp.database.db.execute(sql`truncate chat_conversations restart identity cascade`);
    channel = await chat.channel(members.admin.token, { name: 'Files', member_ids: [members.member.user.id] });
  });
  afterAll(() => testApp?.close());

  const chat = chatClient(() => testApp.app);
  const upload = (role: Role, body: MultipartBody) =>
    injectAs(testApp.app, members[role].token, { headers: body.headers })('POST', '/chat/attachments', body.payload);
  const file = (name: string, content: Buffer | string) => ({ name, content });

  it('uploads, attaches to a message and downloads with the safe headers of task media', async () => {
    const response = await upload(
      'member',
      multipart({ conversation_id: String(channel.id) }, file('plan.png', SAMPLE_FILES.png)),
    );
    expect(response.statusCode).toBe(201);
    const attachment = response.json().data as ChatAttachment;
    expect(attachment).toEqual({
      id: expect.any(Number),
      file_name: 'plan.png',
      mime_type: 'image/png',
      size: SAMPLE_FILES.png.length,
    });
    // Not attached yet: only its uploader reaches it.
    expect((await chat.as(members.admin.token)('GET', `/chat/attachments/${attachment.id}/download`)).statusCode).toBe(404);
    const message = await chat.send(members.member.token, channel.id, '', { attachment_ids: [attachment.id] });
    expect(message.attachments).toEqual([attachment]);
    // Attached once only.
    const again = await chat.as(members.member.token)('POST', '/chat/messages/store', {
      conversation_id: channel.id,
      client_id: clientId(),
      body: 'again',
      attachment_ids: [attachment.id],
    });
    expect(again.json().errors).toEqual({ attachment_ids: [CHAT_MESSAGES.attachmentInvalid] });

    const download = await chat.as(members.admin.token)('GET', `/chat/attachments/${attachment.id}/download`);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-length']).toBe(String(SAMPLE_FILES.png.length));
    expect(download.headers['content-disposition']).toBe(`attachment; filename="plan.png"; filename*=UTF-8''plan.png`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['cache-control']).toBe('private, no-store');
    // Outsiders of the conversation.
    expect((await chat.as(members.designer.token)('GET', `/chat/attachments/${attachment.id}/download`)).statusCode).toBe(404);

    // Deleting the message removes its files.
    await chat.as(members.member.token)('DELETE', `/chat/messages/destroy/${message.id}`);
    expect((await chat.as(members.member.token)('GET', `/chat/attachments/${attachment.id}/download`)).statusCode).toBe(404);
  });

  it('refuses what task media refuses, per field', async () => {
    const cases: [MultipartBody, Record<string, string[]>][] = [
      [multipart({ conversation_id: String(channel.id) }), { file: [TASK_MEDIA_MESSAGES.fileRequired] }],
      [multipart({}, file('a.png', SAMPLE_FILES.png)), { conversation_id: [CONVERSATION_REQUIRED] }],
      [multipart({ conversation_id: String(channel.id) }, file('empty.txt', '')), { file: [TASK_MEDIA_MESSAGES.fileEmpty] }],
      [
        multipart({ conversation_id: String(channel.id) }, file('fake.png', SAMPLE_FILES.pdf)),
        { file: [TASK_MEDIA_MESSAGES.fileTypeNotAllowed] },
      ],
      [
        multipart({ conversation_id: String(channel.id) }, file('run.exe', 'MZ')),
        { file: [TASK_MEDIA_MESSAGES.fileTypeNotAllowed] },
      ],
      [
        multipart({ conversation_id: String(channel.id) }, file('big.txt', Buffer.alloc(TASK_MEDIA_MAX_BYTES + 1, 'a'))),
        { file: [TASK_MEDIA_MESSAGES.fileTooLarge] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await upload('member', body);
      expect({ status: response.statusCode, errors: response.json().errors }).toEqual({ status: 422, errors });
    }
    const outsider = await upload(
      'designer',
      multipart({ conversation_id: String(channel.id) }, file('a.png', SAMPLE_FILES.png)),
    );
    expect(outsider.statusCode).toBe(404);
    const count = (await testApp.database.db.execute(sql`select count(*)::int as n from chat_attachments`)).rows[0] as {
      n: number;
    };
    expect(count.n).toBe(0);
  });

  it('refuses uploads to an archived channel', async () => {
    dataOf(await chat.as(members.admin.token)('POST', '/chat/conversations/archive', { id: channel.id, archived: true }));
    const response = await upload('member', multipart({ conversation_id: String(channel.id) }, file('a.png', SAMPLE_FILES.png)));
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe(CHAT_MESSAGES.archived);
  });
});
