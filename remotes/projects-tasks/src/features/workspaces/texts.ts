import { TEXTS } from '../../texts';

/** User-visible texts of the Workspaces page (`/dashboard/workspaces`); screens and tests share them. */
export const WORKSPACE_TEXTS = {
  title: TEXTS.workspaces.title,
  subtitle: TEXTS.workspaces.subtitle,
  newWorkspace: 'New Workspace',
  listLabel: 'Your workspaces',
  columns: { name: 'Workspace', role: 'Your role', members: 'Members', created: 'Created', actions: 'Actions' },
  current: 'Current',
  switchTo: 'Switch',
  switchLabel: (name: string) => `Switch to ${name}`,
  renameLabel: (name: string) => `Rename ${name}`,
  members: (count: number) => `${count} ${count === 1 ? 'member' : 'members'}`,
  loadFailed: 'Your workspaces could not be loaded',
  empty: 'No workspaces',
  emptyHint: 'Ask an admin to invite you to a workspace.',
  createDialog: {
    title: 'New Workspace',
    hint: 'You will be the admin of the new workspace, and Kanri opens it.',
    submit: 'Create Workspace',
  },
  renameDialog: { title: 'Rename Workspace', submit: 'Save' },
  name: 'Workspace name',
  namePlaceholder: 'e.g. Marketing Team',
  cancel: 'Cancel',
} as const;
