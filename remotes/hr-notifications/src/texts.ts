/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  teamMembers: {
    title: 'Team Members',
    subtitle: 'Manage your team and user permissions',
    searchPlaceholder: 'Search by name or e-mail',
    addUser: 'Add User',
    cards: { total: 'Total Users', invited: 'Pending Invitations', admins: 'Admins', developers: 'Developers' },
    filters: { allRoles: 'All roles', allStatuses: 'All statuses', active: 'Active', invited: 'Invited' },
    columns: { user: 'User', role: 'Role', status: 'Status', joined: 'Joined' },
    empty: 'No team members match your filters',
    loadFailed: 'Failed to load team members',
    dialog: {
      title: 'Add User',
      hint: 'We e-mail them a link to create their account. They join this workspace with the role you pick.',
      name: 'Name',
      namePlaceholder: 'Full name',
      email: 'Email',
      emailPlaceholder: 'name@company.com',
      role: 'Role',
      submit: 'Send Invitation',
      cancel: 'Cancel',
    },
    invited: (email: string) => `Invitation sent to ${email}`,
    inviteFailed: 'Failed to add user',
  },
  leaveRequests: { title: 'Leave Requests', subtitle: 'Manage employee leave requests and approvals' },
  notifications: { title: 'Notifications', subtitle: 'Stay updated with your latest activities' },
} as const;
