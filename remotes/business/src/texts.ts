/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  clients: { title: 'Clients', subtitle: 'The people and companies you work for, and their projects.' },
  invoice: { title: 'Invoice Management', subtitle: 'Create, send and track invoices.' },
  /** The 403 panel of a page the role may not open. */
  forbiddenTitle: 'No access',
} as const;
