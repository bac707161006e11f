/**
 * Texts of the user menu's Profile and Settings panels (lazily loaded chunks: not in the shell's
 * always-loaded TEXTS). The server's messages (toasts, field errors) come from
 * `@kanri/contracts/profile` and the spec's validation texts from the contracts.
 */
export const ACCOUNT_TEXTS = {
  profile: 'Profile',
  settings: 'Settings',
  loadFailed: 'Could not load this panel.',
  retry: 'Retry',
  // Profile
  photo: 'Photo',
  uploadPhoto: 'Upload photo',
  changePhoto: 'Change photo',
  removePhoto: 'Remove photo',
  photoHint: 'PNG, JPEG or WebP, up to 5 MB. Cropped to a square.',
  personalDetails: 'Personal details',
  editProfile: 'Edit profile',
  editProfileTitle: 'Edit Profile',
  firstName: 'First name',
  lastName: 'Last name',
  email: 'E-mail',
  phone: 'Phone',
  role: 'Role',
  noPhone: 'No phone number',
  save: 'Save',
  cancel: 'Cancel',
  timeZone: 'Time zone',
  timeZoneHint: 'Used for "today" everywhere: due dates, timers, reports.',
  timeZoneSearch: 'Search time zones',
  /** The null choice: the workspace's default, else the browser's. */
  timeZoneDefault: (zone: string, source: 'workspace' | 'browser') =>
    source === 'workspace' ? `Workspace default (${zone})` : `This browser's (${zone})`,
  password: 'Password',
  changePassword: 'Change password',
  changePasswordTitle: 'Change Password',
  currentPassword: 'Current password',
  newPassword: 'New password',
  confirmPassword: 'Confirm new password',
  passwordHint: 'Changing it signs you out everywhere else.',
  sessions: 'Active sessions',
  sessionsHint: 'Devices signed in to your account.',
  thisDevice: 'This device',
  lastUsed: 'Last used',
  signedInAt: 'Signed in',
  unknownAddress: 'Unknown address',
  signOutSession: 'Sign out',
  // Settings
  appearance: 'Appearance',
  collapsedSidebar: 'Collapsed sidebar',
  workspaceSettings: 'Workspace settings',
  workspaceSettingsHint: 'Apply to everyone in this workspace.',
  organisationName: 'Organisation name',
  defaultTimeZone: 'Default time zone',
  defaultTimeZoneNone: "Each person's browser",
  weekStart: 'Week starts on',
  sunday: 'Sunday',
  monday: 'Monday',
  defaultCurrency: 'Default currency',
  defaultCurrencyHint: 'New invoices start in this currency.',
  openRegistration: 'Open registration',
  openRegistrationHint:
    'On: anyone can create an account as a member after verifying their e-mail. Off: people join by invitation from Team Members.',
  saveSettings: 'Save Settings',
  settingsSaved: 'Settings updated successfully',
  adminsOnly: 'Only admins change the workspace settings.',
  // Settings → Export
  exportTitle: 'Export',
  exportHint:
    "Download this workspace as one JSON file: projects, tasks, time, clients, invoices, leave, chat channels and the team, plus your own notes, todos, notifications and meetings. Other members' private notes, todos, notifications and direct messages, uploaded files and secrets (passwords, tokens, webhook secrets) are left out.",
  exportButton: 'Export workspace data',
  exportDone: (fileName: string) => `Workspace data exported: ${fileName}`,
  exportFailed: 'Could not export the workspace data.',
} as const;
