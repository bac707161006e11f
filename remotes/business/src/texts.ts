/** User-visible texts of this remote; screens and tests share them. */
export const TEXTS = {
  clients: { title: 'Clients', subtitle: 'The clients of your workspace.' },
  invoice: { title: 'Invoice Management', subtitle: 'Create, send and track invoices.' },
} as const;
