import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import {
  COMMON_MESSAGES,
  TASK_MEDIA_ACTIVITY,
  TASK_MEDIA_MAX_BYTES,
  TASK_MEDIA_MESSAGES,
  TASK_MESSAGES,
  type Role,
  type TaskMedia,
} from '@kanri/contracts';
import { eq } from 'drizzle-orm';
import { taskMedia } from '../../../src/db/schema.js';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, injectAs } from '../../helpers/calls.js';
import { multipart, SAMPLE_FILES, type MultipartBody, type MultipartFile } from '../../helpers/multipart.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertMedia, insertProject, insertTask, resetWork } from '../../helpers/work.js';

describe('task attachments', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let project: number;
  let task: number;
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-media-test-'));
    testApp = await startTestApp({ config: { mediaDir: mediaRoot } });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
  });
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(mediaRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await resetWork(db());
    await clearMedia();
    project = await insertProject(db());
    task = await insertTask(db(), { projectId: project, title: 'Write the brief' });
  });

  const db = () => testApp.database.db;
  const tokenOf = (role: Role) => members[role].token;
  const send = (body: MultipartBody, role: Role = 'developer') =>
    injectAs(testApp.app, tokenOf(role), { headers: body.headers })('POST', '/tasks/upload-media', body.payload);
  const upload = (file: MultipartFile, role: Role = 'developer', taskId: number = task) =>
    send(multipart({ task_id: String(taskId) }, file), role);
  const call = caller(
    () => testApp.app,
    () => tokenOf('developer'),
  );
  const list = async (taskId = task) => (await call('GET', `/tasks/get-media?task_id=${taskId}`)).json().data as TaskMedia[];
  const activity = async (taskId = task) =>
    ((await call('GET', `/tasks/${taskId}/activity`)).json().data as Record<string, unknown>[]).filter(
      (entry) => entry.type === 'attachment',
    );
  const actor = (role: Role) => ({
    id: members[role].user.id,
    full_name: `Test ${role.charAt(0).toUpperCase()}${role.slice(1)}`,
    email: members[role].email,
    photo_url: null,
  });

  const mediaDir = async () => {
    await fs.mkdir(path.join(mediaRoot, 'tmp'), { recursive: true });
    return mediaRoot;
  };
  /** Every file under the media folder, as paths relative to it (temporary files included). */
  async function storedFiles(): Promise<string[]> {
    const root = await mediaDir();
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  }
  /** Empties the media folder (the rows went with resetWork), keeping its tmp/ folder. */
  async function clearMedia(): Promise<void> {
    const root = await mediaDir();
    for (const entry of await fs.readdir(root)) {
      if (entry !== 'tmp') await fs.rm(path.join(root, entry), { recursive: true, force: true });
    }
    for (const entry of await fs.readdir(path.join(root, 'tmp'))) await fs.rm(path.join(root, 'tmp', entry), { force: true });
  }
  async function storageKeyOf(id: number): Promise<string> {
    const [row] = await db().select().from(taskMedia).where(eq(taskMedia.id, id));
    return row!.storageKey;
  }
  const fileOf = async (key: string) => path.join(await mediaDir(), key.slice(0, 2), key);

  it('uploads, lists newest first and downloads the exact bytes with safe headers', async () => {
    const response = await upload({ name: 'diagram.png', content: SAMPLE_FILES.png, type: 'image/png' });

    expect(response.statusCode).toBe(201);
    expect(response.json()).toEqual({
      error: false,
      message: TASK_MEDIA_MESSAGES.mediaUploaded,
      data: {
        id: expect.any(Number),
        task_id: task,
        file_name: 'diagram.png',
        mime_type: 'image/png',
        size: SAMPLE_FILES.png.length,
        uploaded_by: actor('developer'),
        created_at: expect.any(String),
      },
    });
    const first = response.json().data as TaskMedia;
    const second = (await upload({ name: 'spec.pdf', content: SAMPLE_FILES.pdf }, 'member')).json().data as TaskMedia;

    const listed = await call('GET', `/tasks/get-media?task_id=${task}`, undefined, tokenOf('designer'));
    expect(listed.statusCode).toBe(200);
    expect(listed.json().message).toBe(TASK_MEDIA_MESSAGES.mediaRetrieved);
    expect(listed.json().data).toEqual([second, first]);

    const download = await call('GET', `/tasks/media/${first.id}/download`, undefined, tokenOf('member'));
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
    expect(download.headers['content-type']).toBe('image/png');
    expect(download.headers['content-length']).toBe(String(SAMPLE_FILES.png.length));
    expect(download.headers['content-disposition']).toBe(`attachment; filename="diagram.png"; filename*=UTF-8''diagram.png`);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    const pdf = await call('GET', `/tasks/media/${second.id}/download`);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.equals(SAMPLE_FILES.pdf)).toBe(true);

    // Stored under random keys, nothing left in the temporary folder, never the user's name.
    const keys = [await storageKeyOf(first.id), await storageKeyOf(second.id)];
    expect(keys.every((key) => /^[0-9a-f]{32}$/.test(key))).toBe(true);
    expect(await storedFiles()).toEqual(keys.map((key) => path.join(key.slice(0, 2), key)).sort());
  });

  it('takes the form a browser sends (FormData), UTF-8 file name included', async () => {
    const form = new FormData();
    form.append('task_id', String(task));
    form.append('file', new Blob([SAMPLE_FILES.png], { type: 'image/png' }), 'Schéma 図.png');
    const encoded = new Response(form);
    const response = await send({
      payload: Buffer.from(await encoded.arrayBuffer()),
      headers: { 'content-type': encoded.headers.get('content-type')! },
    });

    expect(response.statusCode).toBe(201);
    const media = response.json().data as TaskMedia;
    expect(media.file_name).toBe('Schéma 図.png');
    const download = await call('GET', `/tasks/media/${media.id}/download`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="Sch_ma _.png"; filename*=UTF-8''Sch%C3%A9ma%20%E5%9B%B3.png`,
    );
    expect(download.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
  });

  it('accepts every kind of allowed file whose content matches, served as its listed type', async () => {
    const cases: [string, Buffer, string][] = [
      ['photo.JPG', SAMPLE_FILES.jpg, 'image/jpeg'],
      ['anim.gif', SAMPLE_FILES.gif, 'image/gif'],
      ['shot.webp', SAMPLE_FILES.webp, 'image/webp'],
      ['Plan.docx', SAMPLE_FILES.docx, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
      ['old.doc', SAMPLE_FILES.doc, 'application/msword'],
      ['notes.txt', SAMPLE_FILES.txt, 'text/plain'],
      ['data.csv', Buffer.from('a,b\n1,2\n'), 'text/csv'],
      ['export.json', Buffer.from('{"a":1}'), 'application/json'],
      ['README.md', Buffer.from('# Title\n'), 'text/markdown'],
    ];
    for (const [name, content, type] of cases) {
      const response = await upload({ name, content, type: 'application/octet-stream' });
      expect({ name, status: response.statusCode }).toEqual({ name, status: 201 });
      const media = response.json().data as TaskMedia;
      expect(media.mime_type).toBe(type);
      const download = await call('GET', `/tasks/media/${media.id}/download`);
      expect(download.headers['content-type']).toBe(type);
      expect(download.rawPayload.equals(content)).toBe(true);
    }
  });

  it('cleans the file name of paths, control characters and quotes, and sends it ASCII-safe and exact', async () => {
    // Quotes arrive escaped in the quoted-string of Content-Disposition.
    const response = await upload({ name: '../../etc/Ré\u0007sumé \\"final\\"\u202e.pdf', content: SAMPLE_FILES.pdf });
    expect(response.statusCode).toBe(201);
    const media = response.json().data as TaskMedia;
    expect(media.file_name).toBe('Résumé final.pdf');

    const download = await call('GET', `/tasks/media/${media.id}/download`);
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="R_sum_ final.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20final.pdf`,
    );
    const windows = (await upload({ name: 'C:\\Users\\ada\\report.pdf', content: SAMPLE_FILES.pdf })).json().data;
    expect(windows.file_name).toBe('report.pdf');
  });

  it('refuses a file over the size limit with 422 on file, and keeps nothing', async () => {
    const big = Buffer.alloc(TASK_MEDIA_MAX_BYTES + 1, 0x41);
    SAMPLE_FILES.png.copy(big);
    const response = await upload({ name: 'huge.png', content: big });

    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      error: true,
      message: TASK_MEDIA_MESSAGES.fileTooLarge,
      errors: { file: [TASK_MEDIA_MESSAGES.fileTooLarge] },
    });
    expect(await db().$count(taskMedia)).toBe(0);
    expect(await storedFiles()).toEqual([]);
    expect(await activity()).toEqual([]);

    const exact = await upload({ name: 'limit.png', content: big.subarray(0, TASK_MEDIA_MAX_BYTES) });
    expect(exact.statusCode).toBe(201);
    expect(exact.json().data.size).toBe(TASK_MEDIA_MAX_BYTES);
  });

  it('refuses extensions that are not allowed and content that does not match its extension', async () => {
    const cases: [string, Buffer | string][] = [
      ['setup.exe', Buffer.from('MZ\u0090\u0000')],
      ['page.html', '<script>alert(1)</script>'],
      ['logo.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'],
      ['no-extension', SAMPLE_FILES.png],
      ['fake.png', '<html><script>alert(1)</script></html>'],
      ['fake.png', SAMPLE_FILES.pdf],
      ['fake.jpg', SAMPLE_FILES.png],
      ['fake.pdf', 'not a pdf'],
      ['fake.docx', 'plain text'],
      ['fake.gif', SAMPLE_FILES.jpg],
      ['binary.txt', Buffer.from([0x4d, 0x5a, 0x00, 0x01, 0x02])],
    ];
    for (const [name, content] of cases) {
      const response = await upload({ name, content, type: 'image/png' });
      expect({ name, status: response.statusCode, body: response.json() }).toEqual({
        name,
        status: 422,
        body: {
          error: true,
          message: TASK_MEDIA_MESSAGES.fileTypeNotAllowed,
          errors: { file: [TASK_MEDIA_MESSAGES.fileTypeNotAllowed] },
        },
      });
    }
    expect(await db().$count(taskMedia)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('asks for a file, a non-empty one, one at a time, and a valid task_id', async () => {
    const noFile = await send(multipart({ task_id: String(task) }));
    expect(noFile.statusCode).toBe(422);
    expect(noFile.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.fileRequired] });

    const otherField = await send(
      multipart({ task_id: String(task) }, { field: 'upload', name: 'a.png', content: SAMPLE_FILES.png }),
    );
    expect(otherField.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.fileRequired] });

    const json = await call('POST', '/tasks/upload-media', { task_id: task });
    expect(json.statusCode).toBe(422);
    expect(json.json().errors).toEqual({ task_id: [TASK_MEDIA_MESSAGES.taskRequired], file: [TASK_MEDIA_MESSAGES.fileRequired] });

    const empty = await upload({ name: 'empty.txt', content: Buffer.alloc(0) });
    expect(empty.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.fileEmpty] });

    const two = await send(
      multipart(
        { task_id: String(task) },
        { name: 'a.png', content: SAMPLE_FILES.png },
        { name: 'b.png', content: SAMPLE_FILES.png },
      ),
    );
    expect(two.statusCode).toBe(422);
    expect(two.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.oneFileOnly] });

    const noTask = await send(multipart({}, { name: 'a.png', content: SAMPLE_FILES.png }));
    expect(noTask.statusCode).toBe(422);
    expect(noTask.json()).toEqual({
      error: true,
      message: TASK_MEDIA_MESSAGES.taskRequired,
      errors: { task_id: [TASK_MEDIA_MESSAGES.taskRequired] },
    });
    for (const bad of ['abc', '0', '-3', '1.5']) {
      const response = await send(multipart({ task_id: bad }, { name: 'a.png', content: SAMPLE_FILES.png }));
      expect({ bad, status: response.statusCode, errors: response.json().errors }).toEqual({
        bad,
        status: 422,
        errors: { task_id: [COMMON_MESSAGES.idInvalid] },
      });
    }
    const invalidList = await call('GET', '/tasks/get-media?task_id=abc');
    expect(invalidList.statusCode).toBe(422);
    expect(invalidList.json().errors).toEqual({ task_id: [COMMON_MESSAGES.idInvalid] });

    expect(await db().$count(taskMedia)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 400 to a body that is not well-formed multipart, keeping nothing', async () => {
    const response = await injectAs(testApp.app, tokenOf('developer'), {
      headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
    })(
      'POST',
      '/tasks/upload-media',
      `--xyz\r\nContent-Disposition: form-data; name="task_id"\r\n\r\n${task}\r\n--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${SAMPLE_FILES.png.toString('latin1')}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ error: true, message: TASK_MEDIA_MESSAGES.uploadMalformed });
    expect(await db().$count(taskMedia)).toBe(0);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404 for a task or an attachment of another workspace, and stores nothing there', async () => {
    const foreignProject = await insertProject(db(), { workspaceId: studio });
    const foreignTask = await insertTask(db(), { projectId: foreignProject, workspaceId: studio });
    const foreignMedia = await insertMedia(db(), { taskId: foreignTask, workspaceId: studio });

    for (const taskId of [foreignTask, 999_999]) {
      const response = await upload({ name: 'a.png', content: SAMPLE_FILES.png }, 'admin', taskId);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: true, message: TASK_MESSAGES.taskNotFound });
      expect((await call('GET', `/tasks/get-media?task_id=${taskId}`, undefined, tokenOf('admin'))).statusCode).toBe(404);
    }
    for (const id of [foreignMedia, 999_999]) {
      const download = await call('GET', `/tasks/media/${id}/download`, undefined, tokenOf('admin'));
      expect(download.statusCode).toBe(404);
      expect(download.json()).toEqual({ error: true, message: TASK_MEDIA_MESSAGES.mediaNotFound });
      const destroy = await call('DELETE', '/tasks/media/destroy', { id }, tokenOf('admin'));
      expect(destroy.statusCode).toBe(404);
    }
    expect(await db().$count(taskMedia)).toBe(1);
    expect(await storedFiles()).toEqual([]);
  });

  it('answers 404, not 500, when the file of an attachment is missing from disk', async () => {
    const id = await insertMedia(db(), { taskId: task });
    const response = await call('GET', `/tasks/media/${id}/download`);
    expect(response.statusCode).toBe(404);
    expect(response.json().message).toBe(TASK_MEDIA_MESSAGES.mediaNotFound);
  });

  it('lets the uploader delete their file (row, file on disk) and refuses another developer', async () => {
    const media = (await upload({ name: 'mine.png', content: SAMPLE_FILES.png }, 'developer')).json().data as TaskMedia;
    const file = await fileOf(await storageKeyOf(media.id));
    await expect(fs.stat(file)).resolves.toBeDefined();

    for (const role of ['designer', 'member'] as const) {
      const refused = await call('DELETE', '/tasks/media/destroy', { id: media.id }, tokenOf(role));
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual({ error: true, message: TASK_MEDIA_MESSAGES.onlyOwnMedia });
    }
    await expect(fs.stat(file)).resolves.toBeDefined();

    const deleted = await call('DELETE', '/tasks/media/destroy', { id: media.id }, tokenOf('developer'));
    expect(deleted.statusCode).toBe(200);
    expect(deleted.json()).toEqual({ error: false, message: TASK_MEDIA_MESSAGES.mediaDeleted, data: { id: media.id } });
    await expect(fs.stat(file)).rejects.toMatchObject({ code: 'ENOENT' });
    expect(await list()).toEqual([]);
    expect((await call('GET', `/tasks/media/${media.id}/download`)).statusCode).toBe(404);
    expect((await call('DELETE', '/tasks/media/destroy', { id: media.id }, tokenOf('developer'))).statusCode).toBe(404);
  });

  it("lets managers and admins delete anyone's attachment", async () => {
    for (const role of ['manager', 'admin'] as const) {
      const media = (await upload({ name: 'theirs.png', content: SAMPLE_FILES.png }, 'designer')).json().data as TaskMedia;
      const deleted = await call('DELETE', '/tasks/media/destroy', { id: media.id }, tokenOf(role));
      expect(deleted.statusCode).toBe(200);
    }
    expect(await storedFiles()).toEqual([]);
  });

  it("records each upload and deletion in the task's activity with the file name", async () => {
    const media = (await upload({ name: 'brief.pdf', content: SAMPLE_FILES.pdf }, 'member')).json().data as TaskMedia;
    await call('DELETE', '/tasks/media/destroy', { id: media.id }, tokenOf('manager'));

    const entries = await activity();
    expect(
      entries.map((entry) => [entry.type, entry.body, entry.old_value, entry.new_value, (entry.user as { id: number }).id]),
    ).toEqual([
      ['attachment', 'brief.pdf', null, TASK_MEDIA_ACTIVITY.added, members.member.user.id],
      ['attachment', 'brief.pdf', null, TASK_MEDIA_ACTIVITY.removed, members.manager.user.id],
    ]);
    expect(entries[0]!.user).toEqual(actor('member'));
  });

  it('removes the files when their task or project is deleted', async () => {
    const other = await insertTask(db(), { projectId: project, createdBy: members.developer.user.id });
    await upload({ name: 'a.png', content: SAMPLE_FILES.png }, 'developer', other);
    await upload({ name: 'b.pdf', content: SAMPLE_FILES.pdf }, 'developer', other);
    const kept = (await upload({ name: 'c.txt', content: SAMPLE_FILES.txt })).json().data as TaskMedia;
    expect(await storedFiles()).toHaveLength(3);

    expect((await call('DELETE', '/tasks/destroy', { id: other }, tokenOf('developer'))).statusCode).toBe(200);
    expect(await storedFiles()).toEqual([path.join((await storageKeyOf(kept.id)).slice(0, 2), await storageKeyOf(kept.id))]);
    expect(await db().$count(taskMedia)).toBe(1);

    expect((await call('DELETE', '/projects/destroy', { id: project }, tokenOf('manager'))).statusCode).toBe(200);
    expect(await storedFiles()).toEqual([]);
    expect(await db().$count(taskMedia)).toBe(0);
  });
});
