/**
 * `@kanri/contracts/business`: clients, invoices, the organization settings and the exact invoice
 * maths. Not part of the main entry (a shared singleton every dashboard page loads): only the
 * business remote and the API import it, so its schemas and big.js weigh on the invoice pages alone.
 */
export * from './business-constants.js';
export * from './clients.js';
export * from './company-profile.js';
export * from './currency.js';
export * from './invoice-math.js';
export * from './invoices.js';
