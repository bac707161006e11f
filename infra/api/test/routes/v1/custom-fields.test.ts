import {
  AI_FIELD_TYPES,
  CUSTOM_FIELD_MESSAGES,
  GENERAL_FIELD_TYPES,
  type CustomField,
  type Role,
  type Task,
} from '@kanri/contracts';
import { and, eq } from 'drizzle-orm';
import { taskActivities, tasks } from '../../../src/db/schema.js';
import { createUser, createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf } from '../../helpers/calls.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';
import { insertProject, insertTask, resetWork, statusIds } from '../../helpers/work.js';

describe('custom fields', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let admin: string;
  let studio: number;
  let outsider: number;
  beforeAll(async () => {
    testApp = await startTestApp();
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    admin = members.admin.token;
    studio = await createWorkspace(db(), 'Studio');
    outsider = (await createUser(db(), { email: 'outsider@studio.test', role: 'admin', workspaceId: studio })).id;
  });
  afterAll(() => testApp?.close());
  let project: number;
  let other: number;
  beforeEach(async () => {
    await resetWork(db());
    project = (await store('/projects/store', { name: 'Main' })).id;
    other = (await store('/projects/store', { name: 'Other' })).id;
  });

  const db = () => testApp.database.db;
  const call = caller(
    () => testApp.app,
    () => admin,
  );
  const store = async (url: string, payload: object, token = admin) => dataOf(await call('POST', url, payload, token), 201);
  const field = (payload: object): Promise<CustomField> => store('/custom-fields/store', { project_id: project, ...payload });
  const setValues = (taskId: number, values: Record<string, unknown>, token = admin) =>
    call('PUT', '/tasks/update', { id: taskId, custom_field_values: values }, token);
  const valuesOf = async (taskId: number) => (await call('GET', `/tasks/${taskId}`)).json().data.custom_field_values;

  describe('definitions', () => {
    it('creates a dropdown with Option 1..3, width 150, last in the project', async () => {
      const response = await call('POST', '/custom-fields/store', { project_id: project, name: ' Stage ', type: 'dropdown' });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toEqual({
        error: false,
        message: CUSTOM_FIELD_MESSAGES.fieldCreated,
        data: {
          id: expect.any(Number),
          project_id: project,
          name: 'Stage',
          type: 'dropdown',
          options: [
            { id: expect.any(String), label: 'Option 1', color: expect.stringMatching(/^#[0-9a-f]{6}$/) },
            { id: expect.any(String), label: 'Option 2', color: expect.any(String) },
            { id: expect.any(String), label: 'Option 3', color: expect.any(String) },
          ],
          settings: {},
          width: 150,
          position: 0,
          created_at: expect.any(String),
          updated_at: expect.any(String),
        },
      });
      const ids = response.json().data.options.map((option: { id: string }) => option.id);
      expect(new Set(ids).size).toBe(3);
    });

    it('creates every general type, and refuses the AI types and unknown ones', async () => {
      for (const type of GENERAL_FIELD_TYPES) {
        const response = await call('POST', '/custom-fields/store', { project_id: project, name: type, type });
        expect({ type, status: response.statusCode }).toEqual({ type, status: 201 });
      }
      const listed = (await call('GET', `/custom-fields?project_id=${project}`)).json().data as CustomField[];
      expect(listed.map((entry) => entry.type)).toEqual([...GENERAL_FIELD_TYPES]);
      expect(listed.map((entry) => entry.position)).toEqual(GENERAL_FIELD_TYPES.map((_, index) => index));
      expect(listed.find((entry) => entry.type === 'money')!.settings).toEqual({ currency: 'USD' });
      expect(listed.find((entry) => entry.type === 'labels')!.options).toHaveLength(3);
      expect(listed.find((entry) => entry.type === 'text')!.options).toBeNull();

      for (const type of AI_FIELD_TYPES) {
        const response = await call('POST', '/custom-fields/store', { project_id: project, name: type, type });
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toEqual({ type: [CUSTOM_FIELD_MESSAGES.aiNeedsProvider] });
      }
      const unknown = await call('POST', '/custom-fields/store', { project_id: project, name: 'X', type: 'hologram' });
      expect(unknown.json().errors).toEqual({ type: [CUSTOM_FIELD_MESSAGES.typeUnknown] });
    });

    it('refuses a blank name, options on a type without them, a bad currency, a project of another workspace', async () => {
      const blank = await call('POST', '/custom-fields/store', { project_id: project, name: '  ', type: 'text' });
      expect(blank.json().errors).toEqual({ name: [CUSTOM_FIELD_MESSAGES.nameRequired] });
      const options = await call('POST', '/custom-fields/store', {
        project_id: project,
        name: 'Notes',
        type: 'text',
        options: [{ label: 'A' }],
      });
      expect(options.json().errors).toEqual({ options: [CUSTOM_FIELD_MESSAGES.optionsOnlyForChoices] });
      const currency = await call('POST', '/custom-fields/store', {
        project_id: project,
        name: 'Budget',
        type: 'money',
        settings: { currency: 'euro' },
      });
      expect(currency.json().errors).toEqual({ 'settings.currency': [CUSTOM_FIELD_MESSAGES.currencyInvalid] });
      const blankOption = await call('POST', '/custom-fields/store', {
        project_id: project,
        name: 'Stage',
        type: 'dropdown',
        options: [{ label: ' ' }],
      });
      expect(blankOption.json().errors).toEqual({ 'options.0.label': [CUSTOM_FIELD_MESSAGES.optionLabelRequired] });
      const foreign = await insertProject(db(), { workspaceId: studio });
      const elsewhere = await call('POST', '/custom-fields/store', { project_id: foreign, name: 'Mine', type: 'text' });
      expect(elsewhere.json().errors).toEqual({ project_id: ['Project not found.'] });
      expect((await call('GET', `/custom-fields?project_id=${project}`)).json().data).toEqual([]);
    });

    it('keeps the options sent, with their colours, and upper-cases the currency', async () => {
      const stage = await field({
        name: 'Stage',
        type: 'dropdown',
        options: [{ id: 'todo', label: 'Not Started', color: '#FF0000' }, { label: 'Done' }],
      });
      expect(stage.options).toEqual([
        { id: 'todo', label: 'Not Started', color: '#ff0000' },
        { id: expect.any(String), label: 'Done', color: expect.any(String) },
      ]);
      const budget = await field({ name: 'Budget', type: 'money', settings: { currency: 'eur', expression: 'ignored' } });
      expect(budget.settings).toEqual({ currency: 'EUR' });
    });

    it('checks formulas: syntax, and only number fields of the same project', async () => {
      const hours = await field({ name: 'Hours', type: 'number' });
      const rate = await field({ name: 'Rate', type: 'money' });
      const notes = await field({ name: 'Notes', type: 'text' });
      const total = await field({
        name: 'Total',
        type: 'formula',
        settings: { expression: `{${hours.id}} * {${rate.id}} / 100` },
      });
      expect(total.settings).toEqual({ expression: `{${hours.id}} * {${rate.id}} / 100` });

      const syntax = await call('POST', '/custom-fields/store', {
        project_id: project,
        name: 'Bad',
        type: 'formula',
        settings: { expression: `{${hours.id}} *` },
      });
      expect(syntax.statusCode).toBe(422);
      expect(syntax.json().errors['settings.expression'][0]).toMatch(/^The formula is invalid: /);
      const text = await call('POST', '/custom-fields/store', {
        project_id: project,
        name: 'Bad',
        type: 'formula',
        settings: { expression: `{${notes.id}} + 1` },
      });
      expect(text.json().errors).toEqual({ 'settings.expression': [CUSTOM_FIELD_MESSAGES.formulaFieldUnknown(notes.id)] });
    });

    it('lists one project, or every field of the workspace; 404 for a project of another workspace', async () => {
      await field({ name: 'A', type: 'text' });
      await store('/custom-fields/store', { project_id: other, name: 'B', type: 'number' });
      const all = await call('GET', '/custom-fields');
      expect(all.json()).toMatchObject({ error: false, message: CUSTOM_FIELD_MESSAGES.fieldsRetrieved });
      expect(all.json().data.map((entry: CustomField) => [entry.project_id, entry.name])).toEqual([
        [project, 'A'],
        [other, 'B'],
      ]);
      const foreign = await insertProject(db(), { workspaceId: studio });
      expect((await call('GET', `/custom-fields?project_id=${foreign}`)).statusCode).toBe(404);
    });

    it('renames, resizes and moves a field; the type cannot change', async () => {
      const a = await field({ name: 'A', type: 'text' });
      await field({ name: 'B', type: 'text' });

      const response = await call('PUT', '/custom-fields/update', { id: a.id, name: 'Alpha', width: 220, position: 1 });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        message: CUSTOM_FIELD_MESSAGES.fieldUpdated,
        data: { name: 'Alpha', width: 220, position: 1 },
      });
      const names = (await call('GET', `/custom-fields?project_id=${project}`))
        .json()
        .data.map((entry: CustomField) => entry.name);
      expect(names).toEqual(['B', 'Alpha']);

      const retype = await call('PUT', '/custom-fields/update', { id: a.id, type: 'number' });
      expect(retype.json().errors).toEqual({ type: [CUSTOM_FIELD_MESSAGES.typeFixed] });
      const narrow = await call('PUT', '/custom-fields/update', { id: a.id, width: 20 });
      expect(Object.keys(narrow.json().errors)).toEqual(['width']);
    });

    it("clears the values of removed options from the project's tasks", async () => {
      const stage = await field({
        name: 'Stage',
        type: 'dropdown',
        options: [
          { id: 'a', label: 'A' },
          { id: 'b', label: 'B' },
        ],
      });
      const tagsField = await field({
        name: 'Labels',
        type: 'labels',
        options: [
          { id: 'x', label: 'X' },
          { id: 'y', label: 'Y' },
        ],
      });
      const first = await insertTask(db(), { projectId: project });
      const second = await insertTask(db(), { projectId: project });
      expect((await setValues(first, { [stage.id]: 'a', [tagsField.id]: ['x', 'y'] })).statusCode).toBe(200);
      expect((await setValues(second, { [stage.id]: 'b', [tagsField.id]: ['y'] })).statusCode).toBe(200);

      await call('PUT', '/custom-fields/update', { id: stage.id, options: [{ id: 'b', label: 'Bee' }] });
      await call('PUT', '/custom-fields/update', { id: tagsField.id, options: [{ id: 'x', label: 'X' }] });

      expect(await valuesOf(first)).toEqual({ [tagsField.id]: ['x'] });
      expect(await valuesOf(second)).toEqual({ [stage.id]: 'b', [tagsField.id]: [] });
    });

    it("deletes a field with its values, and answers 404 for another workspace's field", async () => {
      const a = await field({ name: 'A', type: 'text' });
      const b = await field({ name: 'B', type: 'text' });
      const task = await insertTask(db(), { projectId: project });
      await setValues(task, { [a.id]: 'one', [b.id]: 'two' });

      const response = await call('DELETE', '/custom-fields/destroy', { id: a.id });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: CUSTOM_FIELD_MESSAGES.fieldDeleted, data: { id: a.id } });
      expect(await valuesOf(task)).toEqual({ [b.id]: 'two' });
      expect((await call('GET', `/custom-fields?project_id=${project}`)).json().data).toMatchObject([{ id: b.id, position: 0 }]);
      expect((await call('DELETE', '/custom-fields/destroy', { id: a.id })).statusCode).toBe(404);
    });

    it('copies a field of another project ("Add existing field")', async () => {
      const stage = await store('/custom-fields/store', { project_id: other, name: 'Stage', type: 'dropdown', width: 200 });
      await field({ name: 'First', type: 'text' });

      const response = await call('POST', '/custom-fields/copy', { field_id: stage.id, project_id: project });

      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({
        error: false,
        message: CUSTOM_FIELD_MESSAGES.fieldCopied,
        data: { project_id: project, name: 'Stage', type: 'dropdown', options: stage.options, width: 200, position: 1 },
      });
      expect(response.json().data.id).not.toBe(stage.id);

      const same = await call('POST', '/custom-fields/copy', { field_id: stage.id, project_id: other });
      expect(same.json().errors).toEqual({ project_id: [CUSTOM_FIELD_MESSAGES.sameProject] });
      const foreignProject = await insertProject(db(), { workspaceId: studio });
      const there = await call('POST', '/custom-fields/copy', { field_id: stage.id, project_id: foreignProject });
      expect(there.json().errors).toEqual({ project_id: ['Project not found.'] });
      expect((await call('POST', '/custom-fields/copy', { field_id: 999_999, project_id: project })).statusCode).toBe(404);
    });

    it('does not carry formula references over to another project', async () => {
      const hours = await store('/custom-fields/store', { project_id: other, name: 'Hours', type: 'number' });
      const double = await store('/custom-fields/store', {
        project_id: other,
        name: 'Double',
        type: 'formula',
        settings: { expression: `{${hours.id}} * 2` },
      });
      const copy = (await call('POST', '/custom-fields/copy', { field_id: double.id, project_id: project })).json().data;
      expect(copy.settings).toEqual({ expression: '' });
    });

    it('lets only admins and managers define fields; everyone reads them', async () => {
      const a = await field({ name: 'A', type: 'text' });
      for (const role of ['developer', 'designer', 'member'] as const) {
        const token = members[role].token;
        expect((await call('GET', `/custom-fields?project_id=${project}`, undefined, token)).statusCode).toBe(200);
        expect(
          (await call('POST', '/custom-fields/store', { project_id: project, name: 'X', type: 'text' }, token)).statusCode,
        ).toBe(403);
        expect((await call('PUT', '/custom-fields/update', { id: a.id, name: 'X' }, token)).statusCode).toBe(403);
        expect((await call('DELETE', '/custom-fields/destroy', { id: a.id }, token)).statusCode).toBe(403);
        expect((await call('POST', '/custom-fields/copy', { field_id: a.id, project_id: other }, token)).statusCode).toBe(403);
      }
      expect(
        (await call('POST', '/custom-fields/store', { project_id: project, name: 'M', type: 'text' }, members.manager.token))
          .statusCode,
      ).toBe(201);
    });
  });

  describe('values on tasks', () => {
    let task: number;
    let fields: Record<string, CustomField>;
    beforeEach(async () => {
      task = await insertTask(db(), { projectId: project });
      fields = {};
      for (const type of GENERAL_FIELD_TYPES) fields[type] = await field({ name: type, type });
    });

    it('stores a fitting value of each type', async () => {
      const related = await insertTask(db(), { projectId: other });
      const values: Record<string, unknown> = {
        dropdown: fields.dropdown!.options![1]!.id,
        text: 'Hello',
        date: '2025-02-28',
        'text-area': 'Line 1\nLine 2',
        number: -12.5,
        labels: [fields.labels!.options![0]!.id, fields.labels!.options![2]!.id],
        checkbox: true,
        money: 123_45,
        website: 'https://kanri.test/docs',
        files: [1, 2],
        relationship: [related],
        people: [members.developer.user.id, members.designer.user.id],
        email: 'ada@example.com',
        phone: '+44 (20) 7946-0958',
        tasks: [related, task],
        location: '10 Downing Street, London',
        'progress-manual': 75,
        rating: 5,
        voting: [members.member.user.id],
        signature: 'Ada Lovelace',
      };
      const payload = Object.fromEntries(Object.entries(values).map(([type, value]) => [String(fields[type]!.id), value]));

      const response = await setValues(task, payload);

      expect(response.statusCode).toBe(200);
      // Plus the computed progress-auto: the one linked task (itself aside) is not done.
      expect(response.json().data.custom_field_values).toEqual({ ...payload, [fields['progress-auto']!.id]: 0 });
    });

    it('refuses values that do not fit the type, each under its field', async () => {
      const cases: [string, unknown, string][] = [
        ['number', 'ten', CUSTOM_FIELD_MESSAGES.numberInvalid],
        ['money', 12.5, CUSTOM_FIELD_MESSAGES.moneyInvalid],
        ['date', '2025-02-30', 'The date must be a calendar date (YYYY-MM-DD).'],
        ['rating', 6, CUSTOM_FIELD_MESSAGES.ratingInvalid],
        ['rating', 0, CUSTOM_FIELD_MESSAGES.ratingInvalid],
        ['progress-manual', 101, CUSTOM_FIELD_MESSAGES.progressInvalid],
        ['email', 'not-an-email', CUSTOM_FIELD_MESSAGES.emailInvalid],
        ['website', 'javascript:alert(1)', CUSTOM_FIELD_MESSAGES.websiteInvalid],
        ['website', 'kanri.test', CUSTOM_FIELD_MESSAGES.websiteInvalid],
        ['phone', 'call me', CUSTOM_FIELD_MESSAGES.phoneInvalid],
        ['checkbox', 'yes', CUSTOM_FIELD_MESSAGES.checkboxInvalid],
        ['dropdown', 'no-such-option', CUSTOM_FIELD_MESSAGES.dropdownInvalid],
        ['labels', ['no-such-option'], CUSTOM_FIELD_MESSAGES.labelsInvalid],
        ['people', [outsider], CUSTOM_FIELD_MESSAGES.peopleInvalid],
        ['voting', ['1'], CUSTOM_FIELD_MESSAGES.peopleInvalid],
        ['tasks', [999_999], CUSTOM_FIELD_MESSAGES.tasksInvalid],
        ['relationship', [1, 1], CUSTOM_FIELD_MESSAGES.tasksInvalid],
        ['text', 42, CUSTOM_FIELD_MESSAGES.textInvalid],
        ['formula', 3, CUSTOM_FIELD_MESSAGES.computed],
        ['rollup', 3, CUSTOM_FIELD_MESSAGES.computed],
        ['progress-auto', 50, CUSTOM_FIELD_MESSAGES.computed],
      ];
      for (const [type, value, message] of cases) {
        const key = String(fields[type]!.id);
        const response = await setValues(task, { [key]: value });
        expect({ type, value, status: response.statusCode, errors: response.json().errors }).toEqual({
          type,
          value,
          status: 422,
          errors: { [`custom_field_values.${key}`]: [message] },
        });
      }
      expect(await valuesOf(task)).toEqual({});
    });

    it('refuses a field of another project or unknown, and a task of another workspace', async () => {
      const elsewhere = await store('/custom-fields/store', { project_id: other, name: 'Other', type: 'text' });
      const response = await setValues(task, { [elsewhere.id]: 'x', 999999: 'y' });
      expect(response.json().errors).toEqual({
        [`custom_field_values.${elsewhere.id}`]: [CUSTOM_FIELD_MESSAGES.unknownField],
        'custom_field_values.999999': [CUSTOM_FIELD_MESSAGES.unknownField],
      });
      const foreignProject = await insertProject(db(), { workspaceId: studio });
      const foreignTask = await insertTask(db(), { projectId: foreignProject, workspaceId: studio });
      const tasksKey = String(fields.tasks!.id);
      expect((await setValues(task, { [tasksKey]: [foreignTask] })).json().errors).toEqual({
        [`custom_field_values.${tasksKey}`]: [CUSTOM_FIELD_MESSAGES.tasksInvalid],
      });
    });

    it('merges values, clears one with null, records each change, and lets every role set them', async () => {
      const text = String(fields.text!.id);
      const number = String(fields.number!.id);
      await setValues(task, { [text]: 'one', [number]: 1 }, members.member.token);
      const response = await setValues(task, { [text]: null }, members.developer.token);
      expect(response.statusCode).toBe(200);
      expect(response.json().data.custom_field_values).toEqual({ [number]: 1 });

      const changes = await db()
        .select()
        .from(taskActivities)
        .where(and(eq(taskActivities.taskId, task), eq(taskActivities.field, 'custom_field')));
      expect(changes.map((entry) => [entry.customFieldId, entry.oldValue, entry.newValue, entry.userId])).toEqual([
        [fields.text!.id, null, 'one', members.member.user.id],
        [fields.number!.id, null, 1, members.member.user.id],
        [fields.text!.id, 'one', null, members.developer.user.id],
      ]);
    });

    it('takes values at creation too', async () => {
      const created = await store('/tasks/store', { project_id: project, custom_field_values: { [fields.rating!.id]: 4 } });
      expect(created.custom_field_values).toEqual({ [fields.rating!.id]: 4 });
      const refused = await call('POST', '/tasks/store', {
        project_id: project,
        custom_field_values: { [fields.rating!.id]: 9 },
      });
      expect(refused.statusCode).toBe(422);
      expect(await db().$count(tasks, eq(tasks.projectId, project))).toBe(2);
    });
  });
  describe('computed values in task replies', () => {
    let status: Record<string, number>;
    beforeEach(async () => {
      status = await statusIds(db());
    });
    const task = (payload: object = {}) => store('/tasks/store', { project_id: project, ...payload }) as Promise<Task>;
    const page = async (query = `project_id=${project}`) =>
      new Map(((await call('GET', `/tasks?${query}&per_page=500`)).json().data.items as Task[]).map((item) => [item.id, item]));

    it('evaluates formulas over the task’s numbers, money in its major unit, in every task reply', async () => {
      const hours = await field({ name: 'Hours', type: 'number' });
      const rate = await field({ name: 'Rate', type: 'money' });
      const yen = await field({ name: 'Fee', type: 'money', settings: { currency: 'JPY' } });
      const stars = await field({ name: 'Stars', type: 'rating' });
      const cost = await field({ name: 'Cost', type: 'formula', settings: { expression: `{${hours.id}} * {${rate.id}}` } });
      const ratio = await field({
        name: 'Ratio',
        type: 'formula',
        settings: { expression: `{${stars.id}} / ({${hours.id}} - 2.5)` },
      });
      const sum = await field({ name: 'Sum', type: 'formula', settings: { expression: `{${hours.id}} + 0.2 + {${yen.id}}` } });
      const empty = await field({ name: 'Empty', type: 'formula' });

      const created = await task({ custom_field_values: { [hours.id]: 2.5, [rate.id]: 12_50, [stars.id]: 4 } });
      expect(created.custom_field_values).toEqual({ [hours.id]: 2.5, [rate.id]: 1250, [stars.id]: 4, [cost.id]: 31.25 });

      const updated = (await setValues(created.id, { [hours.id]: 0.1, [yen.id]: 1250 })).json().data as Task;
      expect(updated.custom_field_values).toMatchObject({ [cost.id]: 1.25, [ratio.id]: -1.66666666667, [sum.id]: 1250.3 });
      expect(updated.custom_field_values[empty.id]).toBeUndefined();
      expect((await call('GET', `/tasks/${created.id}`)).json().data.custom_field_values).toEqual(updated.custom_field_values);
      expect((await page()).get(created.id)!.custom_field_values).toEqual(updated.custom_field_values);

      // A missing value or a division by zero leaves the formula out.
      const cleared = (await setValues(created.id, { [rate.id]: null, [hours.id]: 2.5 })).json().data as Task;
      expect(cleared.custom_field_values[cost.id]).toBeUndefined();
      expect(cleared.custom_field_values[ratio.id]).toBeUndefined();

      // Computed values are not stored, nor recorded as changes.
      const [row] = await db().select().from(tasks).where(eq(tasks.id, created.id));
      expect(Object.keys(row!.customFieldValues).sort()).toEqual([hours.id, stars.id, yen.id].map(String).sort());
      const changed = await db()
        .select({ field: taskActivities.customFieldId })
        .from(taskActivities)
        .where(and(eq(taskActivities.taskId, created.id), eq(taskActivities.field, 'custom_field')));
      expect(new Set(changed.map((entry) => entry.field))).toEqual(new Set([hours.id, rate.id, yen.id]));
    });

    it('rolls up a number field of the related tasks: sum, average, min, max, count', async () => {
      const points = await store('/custom-fields/store', { project_id: other, name: 'Points', type: 'number' });
      const budget = await store('/custom-fields/store', { project_id: other, name: 'Budget', type: 'money' });
      const related = await field({ name: 'Depends on', type: 'tasks' });
      const rollup = async (aggregate: string, target: CustomField = points) =>
        field({
          name: aggregate,
          type: 'rollup',
          settings: { relationship_field_id: related.id, target_field_id: target.id, aggregate },
        });
      const sum = await rollup('sum');
      const average = await rollup('average');
      const min = await rollup('min');
      const max = await rollup('max');
      const count = await rollup('count');
      const money = await rollup('sum', budget);
      const unset = await field({ name: 'Unset', type: 'rollup' });

      const linked = [];
      for (const [value, cents] of [
        [3, 10_00],
        [5.5, 2_50],
        [null, null],
      ] as const) {
        const values = value === null ? {} : { [points.id]: value, [budget.id]: cents };
        linked.push((await store('/tasks/store', { project_id: other, custom_field_values: values })).id as number);
      }
      const gone = (await store('/tasks/store', { project_id: other, custom_field_values: { [points.id]: 100 } })).id as number;
      const main = await task({ custom_field_values: { [related.id]: [...linked, gone] } });
      await call('DELETE', '/tasks/destroy', { id: gone });
      const alone = await task();

      const values = (await page()).get(main.id)!.custom_field_values;
      expect(values).toMatchObject({
        [sum.id]: 8.5,
        [average.id]: 4.25,
        [min.id]: 3,
        [max.id]: 5.5,
        [count.id]: 2,
        [money.id]: 12_50,
      });
      expect(values[unset.id]).toBeUndefined();
      // No related task: only count has a value.
      const lonely = (await call('GET', `/tasks/${alone.id}`)).json().data.custom_field_values;
      expect(lonely).toEqual({ [count.id]: 0 });
    });

    it('refuses a rollup of a field that is not a number', async () => {
      const related = await field({ name: 'Depends on', type: 'relationship' });
      const notes = await field({ name: 'Notes', type: 'text' });
      const response = await call('POST', '/custom-fields/store', {
        project_id: project,
        name: 'Bad',
        type: 'rollup',
        settings: { relationship_field_id: related.id, target_field_id: notes.id },
      });
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toEqual({ 'settings.target_field_id': [CUSTOM_FIELD_MESSAGES.rollupTargetField] });
      const good = await field({ name: 'Good', type: 'rollup', settings: { relationship_field_id: related.id } });
      const update = await call('PUT', '/custom-fields/update', { id: good.id, settings: { target_field_id: 999_999 } });
      expect(update.json().errors).toEqual({ 'settings.target_field_id': [CUSTOM_FIELD_MESSAGES.rollupTargetField] });
    });

    it('computes progress-auto as the share of done tasks among the linked ones, both directions', async () => {
      const auto = await field({ name: 'Auto', type: 'progress-auto' });
      const list = await field({ name: 'Parts', type: 'relationship' });
      const done = (await task({ status_id: status.completed })).id;
      const open = (await task({ status_id: status['in-progress'] })).id;
      const viaField = (await store('/tasks/store', { project_id: other, status_id: status.completed })).id as number;
      const linker = (await task()).id;
      const main = await task({
        relationships: [{ task_id: done, type: 'blocks' }],
        custom_field_values: { [list.id]: [viaField, done] },
      });
      // A link made from the other end counts too.
      await call('PUT', '/tasks/update', { id: linker, relationships: [{ task_id: main.id, type: 'related' }] });
      await call('PUT', '/tasks/update', { id: open, relationships: [{ task_id: main.id, type: 'waiting_on' }] });

      const tasksById = await page();
      // done, viaField (done), linker (to do), open (in progress) → 2 of 4.
      expect(tasksById.get(main.id)!.custom_field_values[auto.id]).toBe(50);
      // done links back to main (to do) → 0 %; a task linked to nothing has no value.
      expect(tasksById.get(done)!.custom_field_values[auto.id]).toBe(0);
      expect(tasksById.get(viaField)).toBeUndefined();

      await call('PUT', '/tasks/update', { id: open, status_id: status.completed });
      const reordered = await call('PUT', '/tasks/reorder', { id: main.id, before_id: done });
      expect(reordered.json().data.custom_field_values[auto.id]).toBe(75);
      const solo = await task();
      expect(solo.custom_field_values).toEqual({});
      const third = await task({ custom_field_values: { [list.id]: [done, open, linker] } });
      expect(third.custom_field_values[auto.id]).toBe(67);
    });

    it('fills a whole page at once, each task its own values', async () => {
      const hours = await field({ name: 'Hours', type: 'number' });
      const double = await field({ name: 'Double', type: 'formula', settings: { expression: `{${hours.id}} * 2` } });
      const auto = await field({ name: 'Auto', type: 'progress-auto' });
      const target = await task({ status_id: status.completed });
      const ids: number[] = [];
      for (let index = 0; index < 30; index += 1) {
        const values = index % 3 === 0 ? {} : { [hours.id]: index };
        const links = index % 2 === 0 ? [{ task_id: target.id, type: 'related' }] : [];
        ids.push((await task({ custom_field_values: values, relationships: links })).id);
      }
      const tasksById = await page();
      ids.forEach((id, index) => {
        const values = tasksById.get(id)!.custom_field_values;
        expect({ index, double: values[double.id], auto: values[auto.id] }).toEqual({
          index,
          double: index % 3 === 0 ? undefined : index * 2,
          auto: index % 2 === 0 ? 100 : undefined,
        });
      });
    });
  });
});
