/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  dashboardHome: { title: 'Dashboard', subtitle: 'Your projects, tasks and time at a glance.' },
  projects: { title: 'Projects', subtitle: 'Every project of your workspace.' },
  statuses: { title: 'Statuses', subtitle: 'The task statuses of your workspace.' },
  priorities: { title: 'Priorities', subtitle: 'The task priorities of your workspace.' },
  workspaces: { title: 'Workspaces', subtitle: 'The workspaces you belong to.' },
  createProject: {
    stepLabel: (step: number, total: number) => `Step ${step} of ${total}`,
    welcome: {
      title: "Welcome! Let's create your project",
      subtitle: 'Start with a name. It is how your team will find the project in the sidebar.',
      nameLabel: 'Project name',
      namePlaceholder: 'e.g. Marketing Campaign',
    },
    templates: {
      title: 'Define your workflow',
      subtitle: 'Pick the template closest to how your team works. You can review it in the next step.',
      groupLabel: 'Templates',
      recommended: 'Recommended',
    },
    customize: {
      title: 'Customize your project',
      subtitle: 'Check the setup of your new project and choose the ClickApps it needs.',
      template: 'Template',
      views: 'Default views',
      statuses: 'Task statuses',
      clickApps: 'ClickApps',
      clickAppsHint: 'ClickApps that are off are hidden in this project.',
      turnOffAll: 'Turn off all ClickApps',
    },
    buttons: { back: 'Back', cancel: 'Cancel', continue: 'Continue', create: 'Create Project' },
  },
} as const;
