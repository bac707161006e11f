/** Statuses and priorities are changed by admins and managers (ARCHITECTURE §4); others read them. */
export function canManageWorkflow(role: string | null | undefined): boolean {
  return role === 'admin' || role === 'manager';
}
