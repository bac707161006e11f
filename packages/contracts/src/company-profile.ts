import { z } from 'zod';
import { CLIENT_ADDRESS_MAX_LENGTH, CLIENT_TEXT_MAX_LENGTH, COMPANY_MESSAGES } from './business-constants.js';

/** The workspace's organization settings (spec §2 Organization Settings, §3 Company profile), used on print and PDF. */
export const companyProfileSchema = z.object({
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  website: z.string(),
  tax_id: z.string(),
  /** Whether a logo was uploaded (GET /settings/company/logo serves it). */
  has_logo: z.boolean(),
  logo_content_type: z.string().nullable(),
  updated_at: z.string().nullable(),
});
export type CompanyProfile = z.infer<typeof companyProfileSchema>;

const text = z.string().trim().max(CLIENT_TEXT_MAX_LENGTH, COMPANY_MESSAGES.textTooLong);

/** PUT /settings/company: every field (blank clears it). */
export const companyProfileUpdateRequestSchema = z.object({
  name: text,
  address: z.string().trim().max(CLIENT_ADDRESS_MAX_LENGTH, COMPANY_MESSAGES.textTooLong),
  phone: text,
  email: z.union([z.literal(''), z.email(COMPANY_MESSAGES.emailInvalid).max(CLIENT_TEXT_MAX_LENGTH)]),
  website: z.union([
    z.literal(''),
    z.url({ protocol: /^https?$/, error: COMPANY_MESSAGES.websiteInvalid }).max(CLIENT_TEXT_MAX_LENGTH),
  ]),
  tax_id: text,
});
export type CompanyProfileUpdateRequest = z.input<typeof companyProfileUpdateRequestSchema>;
