import { DEFAULT_TAGS, TAG_MESSAGES, type Role } from '@kanri/contracts';
import {
  createUser,
  createWorkspace,
  openSession,
  resetAccounts,
  seedRoleMembers,
  type SeededMember,
} from '../../helpers/accounts.js';
import { caller } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { resetWork } from '../../helpers/work.js';

describe('tags', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
  });
  afterAll(() => testApp?.close());
  beforeEach(() => resetWork(db()));

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => members.admin.token,
  );

  it('seeds Frontend, Backend, Design, Research, Bug and Feature in every workspace', async () => {
    const response = await call('GET', '/tags');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      error: false,
      message: TAG_MESSAGES.tagsRetrieved,
      data: DEFAULT_TAGS.map((tag) => ({ id: expect.any(Number), ...tag })),
    });
    expect(DEFAULT_TAGS.map((tag) => tag.name)).toEqual(['Frontend', 'Backend', 'Design', 'Research', 'Bug', 'Feature']);

    const studio = await createWorkspace(db(), 'Studio');
    const owner = await createUser(db(), { email: 'owner@studio.test', role: 'member', workspaceId: studio });
    const theirs = (await call('GET', '/tags', undefined, await openSession(db(), owner.id), studio)).json().data;
    expect(theirs.map((tag: { name: string }) => tag.name)).toEqual(DEFAULT_TAGS.map((tag) => tag.name));
    const ours = (await call('GET', '/tags')).json().data;
    expect(theirs.map((tag: { id: number }) => tag.id)).not.toEqual(ours.map((tag: { id: number }) => tag.id));
  });

  it('lets every role add a tag; the name is trimmed and the colour defaulted', async () => {
    const created = await call('POST', '/tags/store', { name: '  Urgent ', color: '#FF0000' }, members.member.token);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toEqual({
      error: false,
      message: TAG_MESSAGES.tagCreated,
      data: { id: expect.any(Number), name: 'Urgent', color: '#ff0000' },
    });
    const plain = await call('POST', '/tags/store', { name: 'Docs' }, members.developer.token);
    expect(plain.json().data.color).toBe('#94a3b8');
    expect(
      (await call('GET', '/tags'))
        .json()
        .data.map((tag: { name: string }) => tag.name)
        .slice(-2),
    ).toEqual(['Urgent', 'Docs']);
  });

  it('refuses a blank, too long or duplicate name and a bad colour', async () => {
    expect((await call('POST', '/tags/store', { name: ' ' })).json().errors).toEqual({ name: [TAG_MESSAGES.nameRequired] });
    expect((await call('POST', '/tags/store', { name: 'x'.repeat(51) })).json().errors).toEqual({
      name: [TAG_MESSAGES.nameTooLong],
    });
    const duplicate = await call('POST', '/tags/store', { name: 'bug' });
    expect(duplicate.statusCode).toBe(422);
    expect(duplicate.json()).toEqual({
      error: true,
      message: TAG_MESSAGES.nameTaken,
      errors: { name: [TAG_MESSAGES.nameTaken] },
    });
    expect(Object.keys((await call('POST', '/tags/store', { name: 'Ok', color: 'blue' })).json().errors)).toEqual(['color']);
    expect((await call('GET', '/tags')).json().data).toHaveLength(6);
  });

  it('puts tags on tasks', async () => {
    const project = (await call('POST', '/projects/store', { name: 'Tagged' })).json().data.id;
    const [frontend, bug] = (await call('GET', '/tags'))
      .json()
      .data.filter((tag: { name: string }) => ['Frontend', 'Bug'].includes(tag.name));
    const task = (await call('POST', '/tasks/store', { project_id: project, tag_ids: [bug.id, frontend.id] })).json().data;
    expect(task.tag_ids).toEqual([frontend.id, bug.id].sort((a, b) => a - b));
  });
});
