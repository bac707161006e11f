import { CLICK_APP_IDS, DEFAULT_CLICK_APPS, PROJECT_NAME_MAX_LENGTH, PROJECT_TEMPLATES } from '@kanri/contracts';
import {
  canContinue,
  createProjectReducer,
  initialCreateProjectState,
  toCreateProjectPayload,
  type CreateProjectAction,
  type CreateProjectState,
} from './create-project-state';
import { allClickAppsOff, defaultClickApps, isEveryClickAppOff, projectTemplate, RECOMMENDED_TEMPLATE } from './options';

const run = (...actions: CreateProjectAction[]) => actions.reduce(createProjectReducer, initialCreateProjectState());

describe('Create Project options (from the contract)', () => {
  it('recommends and preselects Marketing Teams, the template the contract marks recommended', () => {
    expect(RECOMMENDED_TEMPLATE).toBe('marketing-teams');
    expect(projectTemplate(RECOMMENDED_TEMPLATE).recommended).toBe(true);
  });

  it('finds each template of the contract by its id', () => {
    for (const template of PROJECT_TEMPLATES) expect(projectTemplate(template.id)).toBe(template);
  });

  it("starts the ClickApps at the contract's defaults, as a copy", () => {
    expect(defaultClickApps()).toEqual(DEFAULT_CLICK_APPS);
    expect(defaultClickApps()).not.toBe(DEFAULT_CLICK_APPS);
    expect(defaultClickApps()).not.toBe(defaultClickApps());
    expect(isEveryClickAppOff(defaultClickApps())).toBe(false);
    expect(isEveryClickAppOff(allClickAppsOff())).toBe(true);
    expect(Object.keys(allClickAppsOff())).toEqual([...CLICK_APP_IDS]);
    expect(isEveryClickAppOff({ ...allClickAppsOff(), 'wip-limits': true })).toBe(false);
  });
});

describe('createProjectReducer', () => {
  it('starts on the welcome step with no name, the recommended template and the default ClickApps', () => {
    expect(initialCreateProjectState()).toEqual({
      step: 'welcome',
      name: '',
      template: 'marketing-teams',
      clickApps: defaultClickApps(),
      beforeAllOff: null,
    });
  });

  it.each([[''], [' '], ['  \t '], ['x'.repeat(PROJECT_NAME_MAX_LENGTH + 1)]])(
    'does not continue from the welcome step with the name %j',
    (name) => {
      const state = run({ type: 'set-name', name });
      expect(canContinue(state)).toBe(false);
      expect(createProjectReducer(state, { type: 'continue' })).toBe(state);
    },
  );

  it('walks welcome → templates → customize and back', () => {
    let state = run({ type: 'set-name', name: 'Launch' }, { type: 'continue' });
    expect(state.step).toBe('templates');
    expect(canContinue(state)).toBe(true);
    state = createProjectReducer(state, { type: 'continue' });
    expect(state.step).toBe('customize');
    expect(canContinue(state)).toBe(false);
    expect(createProjectReducer(state, { type: 'continue' })).toBe(state);
    state = createProjectReducer(state, { type: 'back' });
    expect(state.step).toBe('templates');
    state = createProjectReducer(state, { type: 'back' });
    expect(state.step).toBe('welcome');
    expect(state.name).toBe('Launch');
    expect(createProjectReducer(state, { type: 'back' })).toBe(state);
  });

  it('chooses a template', () => {
    expect(run({ type: 'choose-template', template: 'starter' }).template).toBe('starter');
  });

  it('toggles one ClickApp', () => {
    const state = run(
      { type: 'toggle-click-app', id: 'email', enabled: true },
      { type: 'toggle-click-app', id: 'priority', enabled: false },
    );
    expect(state.clickApps).toEqual({ ...defaultClickApps(), email: true, priority: false });
  });

  it('Turn off all ClickApps switches every one off, and switching it back gives the earlier choice', () => {
    const before = run({ type: 'toggle-click-app', id: 'wip-limits', enabled: true });
    const off = createProjectReducer(before, { type: 'turn-off-all-click-apps', off: true });
    expect(off.clickApps).toEqual(allClickAppsOff());
    const back = createProjectReducer(off, { type: 'turn-off-all-click-apps', off: false });
    expect(back.clickApps).toEqual({ ...defaultClickApps(), 'wip-limits': true });
    expect(back.beforeAllOff).toBeNull();
  });

  it('switching all back on after turning every one off by hand gives the defaults', () => {
    const byHand = run(...CLICK_APP_IDS.map((id) => ({ type: 'toggle-click-app', id, enabled: false }) as const));
    expect(isEveryClickAppOff(byHand.clickApps)).toBe(true);
    expect(createProjectReducer(byHand, { type: 'turn-off-all-click-apps', off: false }).clickApps).toEqual(defaultClickApps());
  });

  it('turning one on while all are off forgets the remembered choice', () => {
    const state = run(
      { type: 'toggle-click-app', id: 'email', enabled: true },
      { type: 'turn-off-all-click-apps', off: true },
      { type: 'toggle-click-app', id: 'tags', enabled: true },
    );
    expect(state.clickApps).toEqual({ ...allClickAppsOff(), tags: true });
    expect(state.beforeAllOff).toBeNull();
  });

  it('ignores a turn-off that changes nothing', () => {
    const off = run({ type: 'turn-off-all-click-apps', off: true });
    expect(createProjectReducer(off, { type: 'turn-off-all-click-apps', off: true })).toBe(off);
    const on = initialCreateProjectState();
    expect(createProjectReducer(on, { type: 'turn-off-all-click-apps', off: false })).toBe(on);
  });

  it('resets everything', () => {
    const state = run(
      { type: 'set-name', name: 'X' },
      { type: 'continue' },
      { type: 'choose-template', template: 'starter' },
      { type: 'continue' },
      { type: 'turn-off-all-click-apps', off: true },
      { type: 'reset' },
    );
    expect(state).toEqual(initialCreateProjectState());
  });
});

describe('toCreateProjectPayload', () => {
  it('trims the name and copies the template and every ClickApp', () => {
    const state: CreateProjectState = run(
      { type: 'set-name', name: '  Q3 Launch ' },
      { type: 'choose-template', template: 'product-engineering' },
      { type: 'toggle-click-app', id: 'sprints', enabled: false },
    );
    const payload = toCreateProjectPayload(state);
    expect(payload).toEqual({
      name: 'Q3 Launch',
      template: 'product-engineering',
      clickApps: { ...defaultClickApps(), sprints: false },
    });
    expect(Object.keys(payload!.clickApps)).toEqual([...CLICK_APP_IDS]);
    expect(payload!.clickApps).not.toBe(state.clickApps);
  });

  it('is null while the name is blank', () => {
    expect(toCreateProjectPayload(run({ type: 'set-name', name: '   ' }))).toBeNull();
  });
});
