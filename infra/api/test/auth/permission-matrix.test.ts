import type { Role } from '@kanri/contracts';
import { createUser, createWorkspace, openSession, seedRoleMembers, type SeededMember } from '../helpers/accounts.js';
import { startTestApp, type TestApp } from '../helpers/test-app.js';
import { multipart, SAMPLE_FILES } from '../helpers/multipart.js';
import { insertProject, insertTask } from '../helpers/work.js';
import { CALLERS, MATRIX, newField, type Caller } from './permission-matrix-rows.js';

describe('permission matrix', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let otherWorkspace: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    members = await seedRoleMembers(testApp.database.db, 1);
    otherWorkspace = await createWorkspace(testApp.database.db, 'Other');
    await createUser(testApp.database.db, { email: 'admin@other.test', role: 'admin', workspaceId: otherWorkspace });
    // Projects 1 and 2 of workspace 1, task 1 and custom field 1, for the rows that read or change them.
    const project = await insertProject(testApp.database.db, { name: 'Matrix' });
    await insertProject(testApp.database.db, { name: 'Matrix 2' });
    await insertTask(testApp.database.db, { projectId: project, createdBy: members.admin.user.id });
    await newField(testApp.database.db);
    // Attachment 1 (a real file) of task 1, for the download row.
    const attachment = multipart({ task_id: '1' }, { name: 'matrix.png', content: SAMPLE_FILES.png });
    const uploaded = await testApp.app.inject({
      method: 'POST',
      url: '/api/v1/tasks/upload-media',
      headers: { ...(await headersOf('admin')), ...attachment.headers },
      payload: attachment.payload,
    });
    if (uploaded.statusCode !== 201 || uploaded.json().data.id !== 1) throw new Error(`Attachment 1: ${uploaded.body}`);
  });
  afterAll(() => testApp?.close());

  /** The admin of workspace 1 is the strongest caller to send another workspace's id. */
  const userOf = (caller: Caller) =>
    caller === 'noToken' ? undefined : members[caller === 'otherWorkspace' ? 'admin' : caller].user.id;

  async function headersOf(caller: Caller): Promise<Record<string, string>> {
    if (caller === 'noToken') return {};
    const role = caller === 'otherWorkspace' ? 'admin' : caller;
    const token = await openSession(testApp.database.db, members[role].user.id);
    return { authorization: `Bearer ${token}`, workspace_id: String(caller === 'otherWorkspace' ? otherWorkspace : 1) };
  }

  describe.each(MATRIX)('$method $url', (row) => {
    it.each(CALLERS)('answers %s as expected', async (caller) => {
      const form = row.form?.();
      const response = await testApp.app.inject({
        method: row.method,
        url: row.url,
        headers: { ...(await headersOf(caller)), ...form?.headers },
        ...(form ? { payload: form.payload } : {}),
        ...(row.body
          ? {
              payload:
                typeof row.body === 'function' ? await row.body({ db: testApp.database.db, userId: userOf(caller) }) : row.body,
            }
          : {}),
      });

      expect({ caller, status: response.statusCode }).toEqual({ caller, status: row.expected[caller] });
    });
  });
});
