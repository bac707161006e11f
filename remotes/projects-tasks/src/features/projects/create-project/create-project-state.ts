import { CLICK_APP_IDS, type ClickAppId, type ClickApps, type ProjectTemplate } from '@kanri/contracts';
import { normalizeProjectName } from '../../../domain/project-name';
import {
  allClickAppsOff,
  defaultClickApps,
  isEveryClickAppOff,
  RECOMMENDED_TEMPLATE,
  type CreateProjectPayload,
} from './options';

/** The three steps, in order (spec §4: welcome, templates, customize, with back navigation). */
export const CREATE_PROJECT_STEPS = ['welcome', 'templates', 'customize'] as const;
export type CreateProjectStep = (typeof CREATE_PROJECT_STEPS)[number];

export interface CreateProjectState {
  step: CreateProjectStep;
  /** The name as typed (trimmed only in the payload). */
  name: string;
  template: ProjectTemplate;
  clickApps: ClickApps;
  /** The ClickApps as they were when `Turn off all ClickApps` was switched on, to give them back when it is switched off. */
  beforeAllOff: ClickApps | null;
}

export type CreateProjectAction =
  | { type: 'set-name'; name: string }
  | { type: 'continue' }
  | { type: 'back' }
  | { type: 'choose-template'; template: ProjectTemplate }
  | { type: 'toggle-click-app'; id: ClickAppId; enabled: boolean }
  | { type: 'turn-off-all-click-apps'; off: boolean }
  | { type: 'reset' };

export function initialCreateProjectState(): CreateProjectState {
  return { step: 'welcome', name: '', template: RECOMMENDED_TEMPLATE, clickApps: defaultClickApps(), beforeAllOff: null };
}

/** Whether Continue may be used on the current step (the welcome step needs a non-blank name). */
export function canContinue(state: CreateProjectState): boolean {
  if (state.step === 'welcome') return normalizeProjectName(state.name) !== null;
  return state.step === 'templates';
}

export function createProjectReducer(state: CreateProjectState, action: CreateProjectAction): CreateProjectState {
  switch (action.type) {
    case 'set-name':
      return { ...state, name: action.name };
    case 'continue': {
      if (!canContinue(state)) return state;
      const index = CREATE_PROJECT_STEPS.indexOf(state.step);
      return { ...state, step: CREATE_PROJECT_STEPS[index + 1]! };
    }
    case 'back': {
      const index = CREATE_PROJECT_STEPS.indexOf(state.step);
      return index === 0 ? state : { ...state, step: CREATE_PROJECT_STEPS[index - 1]! };
    }
    case 'choose-template':
      return { ...state, template: action.template };
    case 'toggle-click-app':
      return { ...state, clickApps: { ...state.clickApps, [action.id]: action.enabled }, beforeAllOff: null };
    case 'turn-off-all-click-apps': {
      if (action.off) {
        if (isEveryClickAppOff(state.clickApps)) return state;
        return { ...state, clickApps: allClickAppsOff(), beforeAllOff: state.clickApps };
      }
      if (!isEveryClickAppOff(state.clickApps)) return state;
      // Switching it off again gives back what was on before, or the defaults when nothing was remembered.
      return { ...state, clickApps: state.beforeAllOff ?? defaultClickApps(), beforeAllOff: null };
    }
    case 'reset':
      return initialCreateProjectState();
  }
}

/** The payload of Create Project, or null while the name is blank. The name is trimmed; the map is a copy. */
export function toCreateProjectPayload(state: CreateProjectState): CreateProjectPayload | null {
  const name = normalizeProjectName(state.name);
  if (name === null) return null;
  const clickApps = Object.fromEntries(CLICK_APP_IDS.map((id) => [id, state.clickApps[id]])) as ClickApps;
  return { name, template: state.template, clickApps };
}
