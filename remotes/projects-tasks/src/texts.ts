/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  dashboardHome: { title: "Dashboard", subtitle: "Your projects, tasks and time at a glance." },
  projects: { title: "Projects", subtitle: "Every project of your workspace." },
  projectDetail: { title: "Project", subtitle: "Tasks of this project." },
  board: { title: "Board", subtitle: "Tasks of this project by status." },
  taskDetail: { title: "Task", subtitle: "Everything about one task." },
  statuses: { title: "Statuses", subtitle: "The task statuses of your workspace." },
  priorities: { title: "Priorities", subtitle: "The task priorities of your workspace." },
  workspaces: { title: "Workspaces", subtitle: "The workspaces you belong to." },
} as const;
