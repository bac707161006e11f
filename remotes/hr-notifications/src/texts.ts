/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  teamMembers: { title: "Team Members", subtitle: "Manage your team and user permissions" },
  leaveRequests: { title: "Leave Requests", subtitle: "Manage employee leave requests and approvals" },
  notifications: { title: "Notifications", subtitle: "Stay updated with your latest activities" },
} as const;
