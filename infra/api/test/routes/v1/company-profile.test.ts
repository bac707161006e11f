import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { AUTH_MESSAGES, TASK_MEDIA_MESSAGES, type Role } from '@kanri/contracts';
import {
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_MESSAGES,
  type CompanyProfile,
  type CompanyProfileUpdateRequest,
} from '@kanri/contracts/business';
import { eq, sql } from 'drizzle-orm';
import { companyProfiles } from '../../../src/db/schema.js';
import { MediaStorage } from '../../../src/lib/media-storage.js';
import { getCompanyProfile, readCompanyLogo } from '../../../src/services/company-profile.js';
import { createWorkspace, resetAccounts, seedRoleMembers, type SeededMember } from '../../helpers/accounts.js';
import { caller, dataOf, injectAs } from '../../helpers/calls.js';
import { multipart, SAMPLE_FILES, type MultipartBody, type MultipartFile } from '../../helpers/multipart.js';
import { startTestApp, type TestApp } from '../../helpers/test-app.js';

const STAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

const BLANK: CompanyProfile = {
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

const FILLED: CompanyProfileUpdateRequest = {
  name: '  Kanri Studio ',
  address: '12 Harbour Road\nWellington 6011',
  phone: '+64 4 555 0100',
  email: 'billing@kanri.test',
  website: 'https://kanri.test',
  tax_id: 'NZ-123-456',
};

describe('organization settings (company profile)', () => {
  let testApp: TestApp;
  let members: Record<Role, SeededMember>;
  let studio: number;
  let mediaRoot: string;
  beforeAll(async () => {
    mediaRoot = await fs.mkdtemp(path.join(os.tmpdir(), 'kanri-company-test-'));
    testApp = await startTestApp({ config: { mediaDir: mediaRoot } });
    await resetAccounts(db());
    members = await seedRoleMembers(db(), 1);
    studio = await createWorkspace(db(), 'Studio');
  });
  afterAll(async () => {
    await testApp?.close();
    await fs.rm(mediaRoot, { recursive: true, force: true });
  });
  beforeEach(async () => {
    await db().execute(sql`truncate company_profiles`);
    await clearMedia();
  });

  const db = () => testApp.database.db;
  const tokenOf = (role: Role) => members[role].token;
  const call = caller(
    () => testApp.app,
    () => tokenOf('manager'),
  );
  const send = (body: MultipartBody, role: Role = 'manager') =>
    injectAs(testApp.app, tokenOf(role), { headers: body.headers })('POST', '/settings/company/logo', body.payload);
  const upload = (file: MultipartFile, role: Role = 'manager') => send(multipart({}, file), role);
  const profile = async () => dataOf(await call('GET', '/settings/company')) as CompanyProfile;

  const mediaDir = async () => {
    await fs.mkdir(path.join(mediaRoot, 'tmp'), { recursive: true });
    return mediaRoot;
  };
  /** Every file under the media folder, relative to it (temporary files included). */
  async function storedFiles(): Promise<string[]> {
    const root = await mediaDir();
    const entries = await fs.readdir(root, { recursive: true, withFileTypes: true });
    return entries
      .filter((entry) => entry.isFile())
      .map((entry) => path.relative(root, path.join(entry.parentPath, entry.name)))
      .sort();
  }
  async function clearMedia(): Promise<void> {
    const root = await mediaDir();
    for (const entry of await fs.readdir(root)) {
      if (entry !== 'tmp') await fs.rm(path.join(root, entry), { recursive: true, force: true });
    }
    for (const entry of await fs.readdir(path.join(root, 'tmp'))) await fs.rm(path.join(root, 'tmp', entry), { force: true });
  }
  async function logoKey(workspaceId = 1): Promise<string | null> {
    const [row] = await db().select().from(companyProfiles).where(eq(companyProfiles.workspaceId, workspaceId));
    return row?.logoStorageKey ?? null;
  }
  const filesOf = (...keys: string[]) => keys.map((key) => path.join(key.slice(0, 2), key)).sort();

  describe('GET and PUT /settings/company', () => {
    it('answers all blank, without logo, until saved', async () => {
      const response = await call('GET', '/settings/company');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ error: false, message: COMPANY_MESSAGES.retrieved, data: BLANK });
    });

    it('saves every field (trimmed), and saving again overwrites; a blank field clears it', async () => {
      const response = await call('PUT', '/settings/company', FILLED);
      expect(response.statusCode).toBe(200);
      expect(response.json().message).toBe(COMPANY_MESSAGES.updated);
      const saved: CompanyProfile = response.json().data;
      expect(saved).toEqual({
        name: 'Kanri Studio',
        address: '12 Harbour Road\nWellington 6011',
        phone: '+64 4 555 0100',
        email: 'billing@kanri.test',
        website: 'https://kanri.test',
        tax_id: 'NZ-123-456',
        has_logo: false,
        logo_content_type: null,
        updated_at: expect.stringMatching(STAMP),
      });
      expect(await profile()).toEqual(saved);

      const again = dataOf(await call('PUT', '/settings/company', { ...FILLED, name: 'Kanri Ltd', website: '', tax_id: '' }));
      expect(again).toMatchObject({ name: 'Kanri Ltd', website: '', tax_id: '', phone: '+64 4 555 0100' });
      expect(await db().$count(companyProfiles)).toBe(1);
    });

    it('refuses a bad e-mail, website or a missing field with 422, saving nothing', async () => {
      const cases: [object, Record<string, string[]>][] = [
        [{ ...FILLED, email: 'nope' }, { email: [COMPANY_MESSAGES.emailInvalid] }],
        [{ ...FILLED, website: 'ftp://kanri.test' }, { website: [COMPANY_MESSAGES.websiteInvalid] }],
        [{ ...FILLED, name: 'x'.repeat(201) }, { name: [COMPANY_MESSAGES.textTooLong] }],
      ];
      for (const [body, errors] of cases) {
        const response = await call('PUT', '/settings/company', body);
        expect(response.statusCode).toBe(422);
        expect(response.json().errors).toMatchObject(errors);
      }
      const { tax_id: _omitted, ...missing } = FILLED;
      expect((await call('PUT', '/settings/company', missing)).statusCode).toBe(422);
      expect(await profile()).toEqual(BLANK);
    });

    it('keeps each workspace its own profile', async () => {
      dataOf(await call('PUT', '/settings/company', FILLED));
      const studioAdmin = members.admin;
      // The admin of workspace 1 is not a member of the studio: 403 there.
      expect((await call('GET', '/settings/company', undefined, studioAdmin.token, studio)).statusCode).toBe(403);
      expect(await getCompanyProfile(db(), studio)).toEqual(BLANK);
      expect((await getCompanyProfile(db(), 1)).name).toBe('Kanri Studio');
    });

    it('is for admins and managers only', async () => {
      for (const role of ['developer', 'designer', 'member'] as const) {
        for (const [method, url, body] of [
          ['GET', '/settings/company', undefined],
          ['PUT', '/settings/company', FILLED],
          ['DELETE', '/settings/company/logo', undefined],
          ['GET', '/settings/company/logo', undefined],
        ] as const) {
          const response = await call(method, url, body, tokenOf(role));
          expect({ role, method, url, status: response.statusCode }).toEqual({ role, method, url, status: 403 });
          expect(response.json().message).toBe(AUTH_MESSAGES.forbidden);
        }
        expect((await upload({ name: 'logo.png', content: SAMPLE_FILES.png }, role)).statusCode).toBe(403);
      }
      expect((await call('GET', '/settings/company', undefined, tokenOf('admin'))).statusCode).toBe(200);
      expect(await storedFiles()).toEqual([]);
    });
  });

  describe('the logo', () => {
    it('uploads a PNG, serves its exact bytes with safe headers, and keeps the other fields', async () => {
      dataOf(await call('PUT', '/settings/company', FILLED));
      const response = await upload({ name: 'logo.png', content: SAMPLE_FILES.png, type: 'image/png' });

      expect(response.statusCode).toBe(200);
      expect(response.json()).toMatchObject({
        error: false,
        message: COMPANY_MESSAGES.logoUploaded,
        data: { name: 'Kanri Studio', has_logo: true, logo_content_type: 'image/png' },
      });

      const logo = await call('GET', '/settings/company/logo', undefined, tokenOf('admin'));
      expect(logo.statusCode).toBe(200);
      expect(logo.rawPayload.equals(SAMPLE_FILES.png)).toBe(true);
      expect(logo.headers['content-type']).toBe('image/png');
      expect(logo.headers['content-length']).toBe(String(SAMPLE_FILES.png.length));
      expect(logo.headers['x-content-type-options']).toBe('nosniff');
      expect(logo.headers['cache-control']).toContain('private');

      const key = (await logoKey())!;
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(await storedFiles()).toEqual(filesOf(key));
      // Saving the fields keeps the logo.
      expect(dataOf(await call('PUT', '/settings/company', { ...FILLED, name: 'Renamed' }))).toMatchObject({ has_logo: true });
    });

    it('makes a profile row for the logo alone, and takes JPEG and WebP too', async () => {
      const jpeg = await upload({ name: 'Logo.JPEG', content: SAMPLE_FILES.jpg });
      expect(jpeg.json().data).toEqual({
        ...BLANK,
        has_logo: true,
        logo_content_type: 'image/jpeg',
        updated_at: expect.stringMatching(STAMP),
      });

      const webp = await upload({ name: 'logo.webp', content: SAMPLE_FILES.webp });
      expect(webp.json().data).toMatchObject({ has_logo: true, logo_content_type: 'image/webp' });
      const served = await call('GET', '/settings/company/logo');
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.rawPayload.equals(SAMPLE_FILES.webp)).toBe(true);
    });

    it('replacing the logo deletes the old file', async () => {
      await upload({ name: 'first.png', content: SAMPLE_FILES.png });
      const first = (await logoKey())!;
      await upload({ name: 'second.jpg', content: SAMPLE_FILES.jpg });
      const second = (await logoKey())!;

      expect(second).not.toBe(first);
      expect(await storedFiles()).toEqual(filesOf(second));
      expect((await call('GET', '/settings/company/logo')).rawPayload.equals(SAMPLE_FILES.jpg)).toBe(true);
    });

    it('refuses other types, content that is not the image its name says, and files over the limit; keeps nothing', async () => {
      await upload({ name: 'kept.png', content: SAMPLE_FILES.png });
      const kept = (await logoKey())!;
      const big = Buffer.alloc(COMPANY_LOGO_MAX_BYTES + 1, 0x41);
      SAMPLE_FILES.png.copy(big);

      const cases: [MultipartFile, string][] = [
        [{ name: 'logo.gif', content: SAMPLE_FILES.gif }, COMPANY_MESSAGES.logoType],
        [
          { name: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>' },
          COMPANY_MESSAGES.logoType,
        ],
        [{ name: 'logo.pdf', content: SAMPLE_FILES.pdf }, COMPANY_MESSAGES.logoType],
        [{ name: 'logo', content: SAMPLE_FILES.png }, COMPANY_MESSAGES.logoType],
        [{ name: 'fake.png', content: '<html><script>alert(1)</script></html>' }, COMPANY_MESSAGES.logoContent],
        [{ name: 'fake.jpg', content: SAMPLE_FILES.png }, COMPANY_MESSAGES.logoContent],
        [{ name: 'fake.webp', content: SAMPLE_FILES.jpg }, COMPANY_MESSAGES.logoContent],
        [{ name: 'huge.png', content: big }, COMPANY_MESSAGES.logoTooLarge],
        [{ name: 'empty.png', content: Buffer.alloc(0) }, TASK_MEDIA_MESSAGES.fileEmpty],
      ];
      for (const [file, message] of cases) {
        const response = await upload(file);
        expect({ name: file.name, status: response.statusCode, body: response.json() }).toEqual({
          name: file.name,
          status: 422,
          body: { error: true, message, errors: { file: [message] } },
        });
      }

      const exact = await upload({ name: 'limit.png', content: big.subarray(0, COMPANY_LOGO_MAX_BYTES) });
      expect(exact.statusCode).toBe(200);
      expect(await storedFiles()).toEqual(filesOf((await logoKey())!));
      expect(await logoKey()).not.toBe(kept);
    });

    it('asks for one file, and answers 400 to a malformed form', async () => {
      const none = await send(multipart({}));
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.fileRequired] });
      const json = await call('POST', '/settings/company/logo', { file: 'logo.png' });
      expect(json.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.fileRequired] });
      const two = await send(
        multipart({}, { name: 'a.png', content: SAMPLE_FILES.png }, { name: 'b.png', content: SAMPLE_FILES.png }),
      );
      expect(two.json().errors).toEqual({ file: [TASK_MEDIA_MESSAGES.oneFileOnly] });

      const malformed = await injectAs(testApp.app, tokenOf('manager'), {
        headers: { 'content-type': 'multipart/form-data; boundary=xyz' },
      })(
        'POST',
        '/settings/company/logo',
        `--xyz\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n${SAMPLE_FILES.png.toString('latin1')}`,
      );
      expect(malformed.statusCode).toBe(400);
      expect(malformed.json()).toEqual({ error: true, message: TASK_MEDIA_MESSAGES.uploadMalformed });
      expect(await profile()).toEqual(BLANK);
      expect(await storedFiles()).toEqual([]);
    });

    it('removes the logo (row and file); without one, GET answers 404 and DELETE changes nothing', async () => {
      const missing = await call('GET', '/settings/company/logo');
      expect(missing.statusCode).toBe(404);
      expect(missing.json()).toEqual({ error: true, message: COMPANY_MESSAGES.logoMissing });
      const nothing = await call('DELETE', '/settings/company/logo');
      expect(nothing.json()).toEqual({ error: false, message: COMPANY_MESSAGES.logoRemoved, data: BLANK });

      dataOf(await call('PUT', '/settings/company', FILLED));
      await upload({ name: 'logo.png', content: SAMPLE_FILES.png });
      const removed = await call('DELETE', '/settings/company/logo', undefined, tokenOf('admin'));
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toMatchObject({
        message: COMPANY_MESSAGES.logoRemoved,
        data: { name: 'Kanri Studio', has_logo: false, logo_content_type: null },
      });
      expect(await storedFiles()).toEqual([]);
      expect((await call('GET', '/settings/company/logo')).statusCode).toBe(404);
      const [row] = await db().select().from(companyProfiles);
      expect(row).toMatchObject({ logoStorageKey: null, logoContentType: null, logoSize: null });
    });

    it('answers 404 when the file went missing from disk', async () => {
      await upload({ name: 'logo.png', content: SAMPLE_FILES.png });
      await clearMedia();
      const response = await call('GET', '/settings/company/logo');
      expect(response.statusCode).toBe(404);
      expect(response.json().message).toBe(COMPANY_MESSAGES.logoMissing);
    });

    it("reads the logo's bytes for the invoice PDF (readCompanyLogo), per workspace", async () => {
      const storage = new MediaStorage({ dir: mediaRoot });
      expect(await readCompanyLogo(db(), storage, 1)).toBeNull();

      await upload({ name: 'logo.jpg', content: SAMPLE_FILES.jpg });
      const logo = await readCompanyLogo(db(), storage, 1);
      expect(logo?.contentType).toBe('image/jpeg');
      expect(logo?.bytes.equals(SAMPLE_FILES.jpg)).toBe(true);
      expect(await readCompanyLogo(db(), storage, studio)).toBeNull();

      await clearMedia();
      expect(await readCompanyLogo(db(), storage, 1)).toBeNull();
    });
  });
});
