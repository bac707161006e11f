/**
 * The choices of the Create Project dialog (spec §2 "Create Project dialog", §3 template and ClickApp
 * options, issue 4). Template and ClickApp ids, names, descriptions, order and defaults, and the
 * statuses each template creates, all come from the API contract (@kanri/contracts); this module only
 * adds what the dialog needs on top.
 */
import {
  CLICK_APP_IDS,
  DEFAULT_CLICK_APPS,
  PROJECT_TEMPLATES,
  type ClickApps,
  type ProjectTemplate,
  type ProjectTemplateOption,
} from '@kanri/contracts';

/** The template shown as recommended (the contract's `recommended` one); it is also chosen when the dialog opens. */
export const RECOMMENDED_TEMPLATE: ProjectTemplate =
  PROJECT_TEMPLATES.find((template) => template.recommended)?.id ?? PROJECT_TEMPLATES[0]!.id;

/** The contract's entry for a template: its name, description and the statuses the server creates. */
export function projectTemplate(id: ProjectTemplate): ProjectTemplateOption {
  return PROJECT_TEMPLATES.find((template) => template.id === id)!;
}

/** The ClickApps as the dialog opens (the contract's defaults); a fresh object each call. */
export function defaultClickApps(): ClickApps {
  return { ...DEFAULT_CLICK_APPS };
}

/** Every ClickApp off. */
export function allClickAppsOff(): ClickApps {
  return Object.fromEntries(CLICK_APP_IDS.map((id) => [id, false])) as ClickApps;
}

export function isEveryClickAppOff(clickApps: ClickApps): boolean {
  return CLICK_APP_IDS.every((id) => !clickApps[id]);
}

/** What the dialog hands to `onCreate` (spec §3: name, template, clickApps map of id to enabled). */
export interface CreateProjectPayload {
  name: string;
  template: ProjectTemplate;
  clickApps: ClickApps;
}
