/**
 * This remote's tests import their helpers from here: the shared ones of @kanri/testing (the fake
 * `/api/v1` checked against the contracts, the fixtures `makeClient`, `makeInvoice`,
 * `makeInvoiceSummary`, `makeProject`, `renderWithApp`).
 */
export * from '@kanri/testing';
