/** User-visible texts of the shell (spec §2); tests and screens share them. */
export const TEXTS = {
  notFoundTitle: 'Page Not Found',
  notFoundBody: "The page you're looking for doesn't exist or has been moved.",
  goHome: 'Go Home',
  goBack: 'Go Back',
  version: 'Task Management v1.0',
  profile: 'Profile',
  settings: 'Settings',
  signOut: 'Sign Out',
  projects: 'Projects',
  remoteFailedTitle: 'This area could not be loaded',
  remoteFailedBody: 'The rest of Kanri keeps working. Check your connection and try again.',
  registryFailedTitle: 'Kanri could not start',
  registryFailedBody: 'The list of application modules (remotes.json) could not be loaded.',
  collapseSidebar: 'Collapse sidebar',
  expandSidebar: 'Expand sidebar',
} as const;
