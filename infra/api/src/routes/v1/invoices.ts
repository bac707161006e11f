import { dataReply, deletedSchema, idParamsSchema } from '@kanri/contracts';
import {
  INVOICE_MESSAGES,
  invoiceAddTimeRequestSchema,
  invoiceDuplicateRequestSchema,
  invoiceListQuerySchema,
  invoiceNextNumberSchema,
  invoicePageSchema,
  invoiceQuerySchema,
  invoicePaymentStoreRequestSchema,
  invoiceSchema,
  invoiceStatusRequestSchema,
  invoiceStoreRequestSchema,
  invoiceUpdateRequestSchema,
  unbilledTimeQuerySchema,
  unbilledTimeSchema,
} from '@kanri/contracts/business';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { attachmentDisposition } from '../../lib/attachments.js';
import { ok } from '../../lib/reply.js';
import { BEARER_SECURITY, requireAuth } from '../../plugins/app/auth.js';
import { getCompanyProfile, readCompanyLogo } from '../../services/company-profile.js';
import { renderInvoicePdf } from '../../services/invoice-pdf.js';
import { addTimeToInvoice, listUnbilledTime } from '../../services/invoice-time.js';
import {
  createInvoice,
  deletePayment,
  destroyInvoice,
  duplicateInvoice,
  getInvoice,
  listInvoices,
  nextInvoiceNumber,
  recordPayment,
  setInvoiceStatus,
  updateInvoice,
} from '../../services/invoices.js';

const TAGS = ['invoices'];

/**
 * Invoices (spec §2 Invoice screen, §7): admins and managers only; another workspace's invoice is a
 * 404. Replies carry the invoice as GET /invoices/{id} returns it.
 */
export const invoicesRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/invoices',
    {
      config: { permission: 'invoices.list' },
      schema: {
        tags: TAGS,
        summary:
          "The workspace's invoices, newest first: search (number, client, e-mail, P.O.), shown status (overdue in time_zone), client; the cards' counts and sums per currency",
        security: BEARER_SECURITY,
        querystring: invoiceListQuerySchema,
        response: { 200: dataReply(invoicePageSchema) },
      },
    },
    async (request) => ok(await listInvoices(app.db, requireAuth(request), request.query), INVOICE_MESSAGES.listed),
  );

  app.get(
    '/invoices/next-number',
    {
      config: { permission: 'invoices.list' },
      schema: {
        tags: TAGS,
        summary: 'The number a new invoice gets when its number is left out (INV-0001, …)',
        security: BEARER_SECURITY,
        response: { 200: dataReply(invoiceNextNumberSchema) },
      },
    },
    async (request) => ok(await nextInvoiceNumber(app.db, requireAuth(request)), INVOICE_MESSAGES.nextNumber),
  );

  app.get(
    '/invoices/unbilled-time',
    {
      config: { permission: 'invoices.list' },
      schema: {
        tags: TAGS,
        summary:
          "The client's projects' billable, stopped time entries in the currency not invoiced yet, grouped per task or per day (time_zone) and rate",
        security: BEARER_SECURITY,
        querystring: unbilledTimeQuerySchema,
        response: { 200: dataReply(unbilledTimeSchema) },
      },
    },
    async (request) => ok(await listUnbilledTime(app.db, requireAuth(request), request.query), INVOICE_MESSAGES.unbilledListed),
  );

  app.get(
    '/invoices/:id',
    {
      config: { permission: 'invoices.list' },
      schema: {
        tags: TAGS,
        summary: 'One invoice: items in order with their time entries, payments by date',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        querystring: invoiceQuerySchema,
        response: { 200: dataReply(invoiceSchema) },
      },
    },
    async (request) =>
      ok(await getInvoice(app.db, requireAuth(request), request.params.id, request.query.time_zone), INVOICE_MESSAGES.retrieved),
  );

  app.get(
    '/invoices/:id/pdf',
    {
      config: { permission: 'invoices.list' },
      schema: {
        tags: TAGS,
        summary: 'The invoice as a PDF made on the server (text selectable), a download named after its number',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        querystring: invoiceQuerySchema,
      },
    },
    async (request, reply) => {
      const auth = requireAuth(request);
      const invoice = await getInvoice(app.db, auth, request.params.id, request.query.time_zone);
      const [company, logo] = await Promise.all([
        getCompanyProfile(app.db, auth.workspaceId),
        readCompanyLogo(app.db, app.media, auth.workspaceId),
      ]);
      const pdf = await renderInvoicePdf(invoice, company, logo);
      return reply
        .header('Content-Type', 'application/pdf')
        .header('Content-Disposition', attachmentDisposition(`${invoice.invoice_number}.pdf`))
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .send(pdf);
    },
  );

  app.post(
    '/invoices/store',
    {
      config: { permission: 'invoices.create' },
      schema: {
        tags: TAGS,
        summary:
          'Create an invoice (draft by default; the next number when left out; due date by the terms); amount_paid records a first payment',
        security: BEARER_SECURITY,
        body: invoiceStoreRequestSchema,
        response: { 201: dataReply(invoiceSchema) },
      },
    },
    async (request, reply) => {
      const invoice = await createInvoice(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(invoice, INVOICE_MESSAGES.created));
    },
  );

  app.put(
    '/invoices/update',
    {
      config: { permission: 'invoices.update' },
      schema: {
        tags: TAGS,
        summary:
          'Rewrite an invoice (items with an id kept, others added, the rest removed); a sent or paid one needs confirm_rewrite (else 409)',
        security: BEARER_SECURITY,
        body: invoiceUpdateRequestSchema,
        response: { 200: dataReply(invoiceSchema) },
      },
    },
    async (request) => ok(await updateInvoice(app.db, requireAuth(request), request.body), INVOICE_MESSAGES.updated),
  );

  app.post(
    '/invoices/status',
    {
      config: { permission: 'invoices.update' },
      schema: {
        tags: TAGS,
        summary: 'Mark an invoice draft, sent, or paid (records a payment of the balance dated today)',
        security: BEARER_SECURITY,
        body: invoiceStatusRequestSchema,
        response: { 200: dataReply(invoiceSchema) },
      },
    },
    async (request) => ok(await setInvoiceStatus(app.db, requireAuth(request), request.body), INVOICE_MESSAGES.updated),
  );

  app.post(
    '/invoices/duplicate',
    {
      config: { permission: 'invoices.create' },
      schema: {
        tags: TAGS,
        summary: 'A new draft copy with the next number, issued today (or issue_date), without payments or time entries',
        security: BEARER_SECURITY,
        body: invoiceDuplicateRequestSchema,
        response: { 201: dataReply(invoiceSchema) },
      },
    },
    async (request, reply) => {
      const invoice = await duplicateInvoice(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(invoice, INVOICE_MESSAGES.duplicated));
    },
  );

  app.delete(
    '/invoices/destroy/:id',
    {
      config: { permission: 'invoices.delete' },
      schema: {
        tags: TAGS,
        summary: 'Delete a draft invoice (its items, time links and payments go with it; other statuses 422)',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(deletedSchema) },
      },
    },
    async (request) => ok(await destroyInvoice(app.db, requireAuth(request), request.params.id), INVOICE_MESSAGES.deleted),
  );

  app.post(
    '/invoices/payments/store',
    {
      config: { permission: 'invoices.payments' },
      schema: {
        tags: TAGS,
        summary: 'Record a payment (more than 0, at most the balance due); a full payment marks the invoice paid',
        security: BEARER_SECURITY,
        body: invoicePaymentStoreRequestSchema,
        response: { 201: dataReply(invoiceSchema) },
      },
    },
    async (request, reply) => {
      const invoice = await recordPayment(app.db, requireAuth(request), request.body);
      return reply.code(201).send(ok(invoice, INVOICE_MESSAGES.paymentRecorded));
    },
  );

  app.delete(
    '/invoices/payments/destroy/:id',
    {
      config: { permission: 'invoices.payments' },
      schema: {
        tags: TAGS,
        summary: 'Delete a payment; a paid invoice left with a balance is sent again',
        security: BEARER_SECURITY,
        params: idParamsSchema,
        response: { 200: dataReply(invoiceSchema) },
      },
    },
    async (request) => ok(await deletePayment(app.db, requireAuth(request), request.params.id), INVOICE_MESSAGES.paymentDeleted),
  );

  app.post(
    '/invoices/add-time',
    {
      config: { permission: 'invoices.update' },
      schema: {
        tags: TAGS,
        summary:
          'Add picked unbilled time entries to a draft as items (one per task or day, and rate); an entry invoiced meanwhile is a 409',
        security: BEARER_SECURITY,
        body: invoiceAddTimeRequestSchema,
        response: { 200: dataReply(invoiceSchema) },
      },
    },
    async (request) => ok(await addTimeToInvoice(app.db, requireAuth(request), request.body), INVOICE_MESSAGES.timeAdded),
  );
};
