import { ApiError, apiDownload, configureApiClient, fileNameFromDisposition } from '../http';
import { copyCustomField, listCustomFields } from './custom-fields';
import { createProject, deleteProject, saveTaskListLayout } from './projects';
import { deleteTaskMedia, uploadTaskMedia } from './task-media';
import { listTasks, queryString, reorderTask, updateTask } from './tasks';
import { deleteStatus } from './workflow';

type FetchArgs = Parameters<typeof fetch>;

function replyWith(status: number, body: unknown, headers: Record<string, string> = {}) {
  const mock = jest.fn(
    async (..._args: FetchArgs) => new Response(typeof body === 'string' ? body : JSON.stringify(body), { status, headers }),
  );
  configureApiClient({ fetch: mock as unknown as typeof fetch });
  return mock;
}

const sent = (mock: jest.Mock) => {
  const [url, init] = mock.mock.calls[0] as FetchArgs;
  return { url: String(url), method: init?.method ?? 'GET', body: init?.body };
};

describe('projects and tasks endpoints', () => {
  it.each([
    ['createProject', () => createProject({ name: 'Launch' }), 'POST', '/api/v1/projects/store', { name: 'Launch' }],
    ['deleteProject', () => deleteProject(4), 'DELETE', '/api/v1/projects/destroy', { id: 4 }],
    ['updateTask', () => updateTask({ id: 9, progress: 50 }), 'PUT', '/api/v1/tasks/update', { id: 9, progress: 50 }],
    ['reorderTask', () => reorderTask({ id: 9, before_id: 3 }), 'PUT', '/api/v1/tasks/reorder', { id: 9, before_id: 3 }],
    [
      'saveTaskListLayout',
      () => saveTaskListLayout(2, { column_widths: { name: 320 } }),
      'PUT',
      '/api/v1/projects/2/layout',
      { column_widths: { name: 320 } },
    ],
    ['deleteStatus', () => deleteStatus({ id: 5, move_to: 1 }), 'DELETE', '/api/v1/status/destroy', { id: 5, move_to: 1 }],
    [
      'copyCustomField',
      () => copyCustomField({ field_id: 7, project_id: 2 }),
      'POST',
      '/api/v1/custom-fields/copy',
      { field_id: 7, project_id: 2 },
    ],
    ['deleteTaskMedia', () => deleteTaskMedia(8), 'DELETE', '/api/v1/tasks/media/destroy', { id: 8 }],
  ])('%s sends the contract path, method and body', async (_name, call, method, url, body) => {
    const mock = replyWith(200, { error: false, message: 'OK', data: { id: 1 } });
    await expect(call()).resolves.toEqual({ id: 1 });
    expect(sent(mock)).toEqual({ url, method, body: JSON.stringify(body) });
  });

  it('puts only the given filters in the query string', async () => {
    const mock = replyWith(200, {
      error: false,
      message: 'OK',
      data: { items: [], total: 0, page: null, per_page: 200, next_cursor: null },
    });
    await listTasks({ project_id: 3, search: 'hero', cursor: undefined, per_page: 200 });
    expect(sent(mock).url).toBe('/api/v1/tasks?project_id=3&search=hero&per_page=200');
    expect(queryString({ a: '', b: null, c: undefined })).toBe('');
    replyWith(200, { error: false, message: 'OK', data: [] });
    await listCustomFields();
  });

  it('uploads an attachment as multipart with task_id and file', async () => {
    const mock = replyWith(201, { error: false, message: 'File uploaded successfully', data: { id: 3 } });
    await uploadTaskMedia(12, new Blob(['hello'], { type: 'text/plain' }), 'notes.txt');
    const { url, method, body } = sent(mock);
    expect([url, method]).toEqual(['/api/v1/tasks/upload-media', 'POST']);
    const form = body as FormData;
    expect(form.get('task_id')).toBe('12');
    expect((form.get('file') as File).name).toBe('notes.txt');
    const headers = (mock.mock.calls[0] as FetchArgs)[1]?.headers as Record<string, string>;
    expect(headers['Content-Type']).toBeUndefined();
  });
});

describe('downloads', () => {
  it('reads the file name from Content-Disposition, the UTF-8 form first', () => {
    expect(fileNameFromDisposition(`attachment; filename="r_sum_.pdf"; filename*=UTF-8''r%C3%A9sum%C3%A9.pdf`)).toBe(
      'résumé.pdf',
    );
    expect(fileNameFromDisposition('attachment; filename="plan.txt"')).toBe('plan.txt');
    expect(fileNameFromDisposition(null)).toBe('download');
  });

  it('returns the bytes and name, and throws the server message on failure', async () => {
    replyWith(200, 'file body', { 'Content-Disposition': 'attachment; filename="a.txt"' });
    const file = await apiDownload('/tasks/media/1/download');
    expect(file.fileName).toBe('a.txt');
    expect(await file.blob.text()).toBe('file body');

    replyWith(404, { error: true, message: 'Attachment not found.' });
    await expect(apiDownload('/tasks/media/2/download')).rejects.toEqual(new ApiError('Attachment not found.', 404));
  });
});
