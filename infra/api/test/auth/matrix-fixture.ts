import type { Role } from '@kanri/contracts';
import type { LightMyRequestResponse } from 'fastify';
import { createUser, createWorkspace, openSession, seedRoleMembers, type SeededMember } from '../helpers/accounts.js';
import { multipart, SAMPLE_FILES } from '../helpers/multipart.js';
import type { TestApp } from '../helpers/test-app.js';
import { insertProject, insertTask } from '../helpers/work.js';
import { newField, type Caller, type MatrixRow } from './permission-matrix-rows.js';

/** What the permission-matrix suites (with sessions, with tokens) call the rows against. */
export interface MatrixFixture {
  members: Record<Role, SeededMember>;
  otherWorkspace: number;
}

/**
 * One member per role in workspace 1, another workspace with its own admin, projects 1 and 2,
 * task 1, custom field 1 and attachment 1 (a real file) of task 1: what the rows read or change.
 */
export async function seedMatrixFixture(testApp: TestApp): Promise<MatrixFixture> {
  const db = testApp.database.db;
  const members = await seedRoleMembers(db, 1);
  const otherWorkspace = await createWorkspace(db, 'Other');
  await createUser(db, { email: 'admin@other.test', role: 'admin', workspaceId: otherWorkspace });
  const project = await insertProject(db, { name: 'Matrix' });
  await insertProject(db, { name: 'Matrix 2' });
  await insertTask(db, { projectId: project, createdBy: members.admin.user.id });
  await newField(db);
  const attachment = multipart({ task_id: '1' }, { name: 'matrix.png', content: SAMPLE_FILES.png });
  const uploaded = await testApp.app.inject({
    method: 'POST',
    url: '/api/v1/tasks/upload-media',
    headers: {
      authorization: `Bearer ${await openSession(db, members.admin.user.id)}`,
      workspace_id: '1',
      ...attachment.headers,
    },
    payload: attachment.payload,
  });
  if (uploaded.statusCode !== 201 || uploaded.json().data.id !== 1) throw new Error(`Attachment 1: ${uploaded.body}`);
  return { members, otherWorkspace };
}

/** The user a caller acts as: the admin of workspace 1 is the strongest caller to send another workspace's id. */
export function userOf(fixture: MatrixFixture, caller: Caller): number | undefined {
  return caller === 'noToken' ? undefined : fixture.members[caller === 'otherWorkspace' ? 'admin' : caller].user.id;
}

/** Calls a row's route as `caller` with `bearer` (a fresh session or token; none for `noToken`). */
export async function callMatrixRow(
  testApp: TestApp,
  fixture: MatrixFixture,
  row: MatrixRow,
  caller: Caller,
  bearer: string | undefined,
): Promise<LightMyRequestResponse> {
  const headers: Record<string, string> = bearer
    ? { authorization: `Bearer ${bearer}`, workspace_id: String(caller === 'otherWorkspace' ? fixture.otherWorkspace : 1) }
    : {};
  const form = row.form?.();
  return testApp.app.inject({
    method: row.method,
    url: row.url,
    headers: { ...headers, ...form?.headers },
    ...(form ? { payload: form.payload } : {}),
    ...(row.body
      ? {
          payload:
            typeof row.body === 'function'
              ? await row.body({ db: testApp.database.db, userId: userOf(fixture, caller) })
              : row.body,
        }
      : {}),
  });
}
