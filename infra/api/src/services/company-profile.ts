import { TASK_MEDIA_MESSAGES, type FieldErrors } from '@kanri/contracts';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  COMPANY_MESSAGES,
  type CompanyProfile,
  type companyProfileUpdateRequestSchema,
} from '@kanri/contracts/business';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Database } from '../db/database.js';
import { companyProfiles } from '../db/schema.js';
import { queryRows } from '../db/statements.js';
import { cleanFileName, contentMatchesExtension, extensionOf } from '../lib/attachments.js';
import { HttpError, httpErrors } from '../lib/http-errors.js';
import type { MediaStorage, StoredFile } from '../lib/media-storage.js';
import type { ReceivedUpload } from '../lib/multipart-upload.js';
import { iso } from './time-entry-sql.js';

/**
 * The organization settings printed on invoices (spec §2 Organization Settings, §3 Company profile):
 * one row per workspace in `company_profiles` (no row: every field blank, no logo). The logo is a
 * file of the media storage named by a random key; the row holds its key, type and size.
 */

type UpdateInput = z.output<typeof companyProfileUpdateRequestSchema>;

/** The reply columns of profile row `cp`. */
const PROFILE_COLUMNS = sql`cp.name, cp.address, cp.phone, cp.email, cp.website, cp.tax_id,
  cp.logo_storage_key is not null as has_logo, cp.logo_content_type, ${iso(sql`cp.updated_at`)} as updated_at`;

type ProfileRow = CompanyProfile;

const BLANK_PROFILE: CompanyProfile = {
  name: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  tax_id: '',
  has_logo: false,
  logo_content_type: null,
  updated_at: null,
};

/** Same keys, same order as the contract's profile: replies are not re-validated at run time. */
function toProfile(row: ProfileRow | undefined): CompanyProfile {
  if (!row) return { ...BLANK_PROFILE };
  return {
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    website: row.website,
    tax_id: row.tax_id,
    has_logo: row.has_logo,
    logo_content_type: row.has_logo ? row.logo_content_type : null,
    updated_at: row.updated_at,
  };
}

/** GET /settings/company: the workspace's profile (all blank, without logo, when never saved). */
export async function getCompanyProfile(db: Database, workspaceId: number): Promise<CompanyProfile> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`select ${PROFILE_COLUMNS} from ${companyProfiles} cp where cp.workspace_id = ${workspaceId}`,
  );
  return toProfile(row);
}

/** PUT /settings/company: every field (blank clears it), written in one upsert; the logo is kept. */
export async function updateCompanyProfile(db: Database, workspaceId: number, input: UpdateInput): Promise<CompanyProfile> {
  const [row] = await queryRows<ProfileRow>(
    db,
    sql`insert into ${companyProfiles} as cp (workspace_id, name, address, phone, email, website, tax_id)
      values (${workspaceId}, ${input.name}, ${input.address}, ${input.phone}, ${input.email}, ${input.website}, ${input.tax_id})
      on conflict (workspace_id) do update set name = excluded.name, address = excluded.address, phone = excluded.phone,
        email = excluded.email, website = excluded.website, tax_id = excluded.tax_id, updated_at = now()
      returning ${PROFILE_COLUMNS}`,
  );
  return toProfile(row);
}

/**
 * POST /settings/company/logo: checks the upload (one file, not empty, at most
 * COMPANY_LOGO_MAX_BYTES, a PNG, JPEG or WebP name whose content is that image), then, in one
 * transaction holding the profile's row lock, records it and moves the file into place; the old logo's
 * file is deleted once committed. On any refusal or failure no row changes and no file is left behind.
 */
export async function uploadCompanyLogo(
  db: Database,
  storage: MediaStorage,
  workspaceId: number,
  upload: ReceivedUpload,
): Promise<CompanyProfile> {
  const file = upload.file;
  let kept: string | undefined;
  try {
    const contentType = checkLogo(upload);
    const key = storage.newKey();
    const { row, oldKey } = await db.transaction(async (tx) => {
      await queryRows(
        tx,
        sql`insert into ${companyProfiles} (workspace_id) values (${workspaceId}) on conflict (workspace_id) do nothing`,
      );
      const [old] = await queryRows<{ logo_storage_key: string | null }>(
        tx,
        sql`select cp.logo_storage_key from ${companyProfiles} cp where cp.workspace_id = ${workspaceId} for update`,
      );
      const [updated] = await queryRows<ProfileRow>(
        tx,
        sql`update ${companyProfiles} cp set logo_storage_key = ${key}, logo_content_type = ${contentType},
            logo_size = ${file!.size}, updated_at = now()
          where cp.workspace_id = ${workspaceId}
          returning ${PROFILE_COLUMNS}`,
      );
      await storage.keep(file!.tempPath, key);
      kept = key;
      return { row: updated, oldKey: old?.logo_storage_key ?? null };
    });
    kept = undefined;
    if (oldKey) await storage.remove([oldKey]);
    return toProfile(row);
  } catch (error) {
    // The transaction failed after the file was moved into place (at commit): no row, so no file.
    if (kept) await storage.remove([kept]);
    throw error;
  } finally {
    if (file) await storage.discardTemp(file.tempPath);
  }
}

/** The logo's content type, or the refusal: 400 for an unreadable form, 422 on `file` otherwise. */
function checkLogo(upload: ReceivedUpload): string {
  const file = upload.file;
  if (upload.problem === 'tooManyFields' || upload.problem === 'malformed') {
    throw httpErrors.badRequest(TASK_MEDIA_MESSAGES.uploadMalformed);
  }
  let message: string | undefined;
  let contentType: string | undefined;
  if (upload.problem === 'tooManyFiles') message = TASK_MEDIA_MESSAGES.oneFileOnly;
  else if (!file) message = TASK_MEDIA_MESSAGES.fileRequired;
  else if (file.truncated || file.size > COMPANY_LOGO_MAX_BYTES) message = COMPANY_MESSAGES.logoTooLarge;
  else if (file.size === 0) message = TASK_MEDIA_MESSAGES.fileEmpty;
  else {
    const extension = extensionOf(cleanFileName(file.fileName));
    contentType = extension !== undefined && Object.hasOwn(COMPANY_LOGO_TYPES, extension) ? logoType(extension) : undefined;
    if (!contentType) message = COMPANY_MESSAGES.logoType;
    else if (!contentMatchesExtension(extension!, file.head)) message = COMPANY_MESSAGES.logoContent;
  }
  if (message !== undefined) {
    const errors: FieldErrors = { file: [message] };
    throw new HttpError(422, message, errors);
  }
  return contentType!;
}

const logoType = (extension: string): string => COMPANY_LOGO_TYPES[extension as keyof typeof COMPANY_LOGO_TYPES];

/** DELETE /settings/company/logo: the columns cleared in the row's transaction, then the file deleted. */
export async function removeCompanyLogo(db: Database, storage: MediaStorage, workspaceId: number): Promise<CompanyProfile> {
  const { row, oldKey } = await db.transaction(async (tx) => {
    const [old] = await queryRows<{ logo_storage_key: string | null }>(
      tx,
      sql`select cp.logo_storage_key from ${companyProfiles} cp where cp.workspace_id = ${workspaceId} for update`,
    );
    if (!old?.logo_storage_key) return { row: undefined, oldKey: null };
    const [updated] = await queryRows<ProfileRow>(
      tx,
      sql`update ${companyProfiles} cp set logo_storage_key = null, logo_content_type = null, logo_size = null, updated_at = now()
        where cp.workspace_id = ${workspaceId}
        returning ${PROFILE_COLUMNS}`,
    );
    return { row: updated, oldKey: old.logo_storage_key };
  });
  if (oldKey) await storage.remove([oldKey]);
  // Nothing to remove: the profile as it is.
  return row ? toProfile(row) : getCompanyProfile(db, workspaceId);
}

/** The stored logo to stream (GET /settings/company/logo), or undefined when there is none. */
export async function openCompanyLogo(
  db: Database,
  storage: MediaStorage,
  workspaceId: number,
): Promise<{ contentType: string; file: StoredFile | undefined; storageKey: string } | undefined> {
  const [row] = await queryRows<{ logo_storage_key: string | null; logo_content_type: string | null }>(
    db,
    sql`select cp.logo_storage_key, cp.logo_content_type from ${companyProfiles} cp where cp.workspace_id = ${workspaceId}`,
  );
  if (!row?.logo_storage_key || !row.logo_content_type) return undefined;
  return {
    contentType: row.logo_content_type,
    file: await storage.open(row.logo_storage_key),
    storageKey: row.logo_storage_key,
  };
}

/** The logo's bytes and type, for the invoice PDF; null without a logo (or when its file is missing). */
export async function readCompanyLogo(
  db: Database,
  media: MediaStorage,
  workspaceId: number,
): Promise<{ bytes: Buffer; contentType: string } | null> {
  const logo = await openCompanyLogo(db, media, workspaceId);
  if (!logo?.file) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of logo.file.stream) chunks.push(chunk as Buffer);
  return { bytes: Buffer.concat(chunks), contentType: logo.contentType };
}
