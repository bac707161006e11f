import { COMPANY_MESSAGES, type CompanyProfile } from '@kanri/contracts/business';
import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { fakeApi, renderWithApp, Reply, spyOnToasts, toastTexts, type ApiCall } from '../../../test-utils';
import { LOGO_ACCEPT, OrganizationSettingsDialog } from './organization-settings-dialog';
import { findDialog, makeCompanyProfile } from './test-support';
import { INVOICE_VIEW_TEXTS } from './texts';

configure({ asyncUtilTimeout: 8000 });
jest.setTimeout(60_000);

const S = INVOICE_VIEW_TEXTS.settings;

function renderDialog(company: CompanyProfile, handlers: Record<string, (call: ApiCall) => unknown> = {}) {
  let current = company;
  const api = fakeApi({
    'GET /settings/company': () => current,
    'PUT /settings/company': (call) => {
      current = { ...current, ...(call.body as Partial<CompanyProfile>), updated_at: '2026-03-02T00:00:00.000Z' };
      return current;
    },
    'POST /settings/company/logo': () => {
      current = { ...current, has_logo: true, logo_content_type: 'image/png', updated_at: '2026-03-03T00:00:00.000Z' };
      return current;
    },
    'DELETE /settings/company/logo': () => {
      current = { ...current, has_logo: false, logo_content_type: null, updated_at: '2026-03-04T00:00:00.000Z' };
      return current;
    },
    'GET /settings/company/logo': () => new Reply(200, 'png'),
    ...handlers,
  });
  const onClose = jest.fn();
  const view = renderWithApp(<OrganizationSettingsDialog open onClose={onClose} />);
  return { ...view, api, onClose };
}

/** The dialog once its settings are loaded (a loading dialog comes first). */
async function loadedDialog(): Promise<HTMLElement> {
  const name = await screen.findByLabelText(S.name);
  return name.closest<HTMLElement>('[role="dialog"]')!;
}

const png = (name = 'logo.png', type = 'image/png') =>
  new File([new Uint8Array([137, 80, 78, 71, 13, 10, 26, 10])], name, { type });

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:kanri/logo');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => {
  jest.restoreAllMocks();
});

describe('OrganizationSettingsDialog', () => {
  it('loads the settings, checks them, saves them with Save Settings and closes', async () => {
    const toasts = spyOnToasts();
    const view = renderDialog(makeCompanyProfile());
    expect(await findDialog(S.title)).toBeInTheDocument();
    const dialog = await loadedDialog();
    const name = within(dialog).getByLabelText(S.name);
    expect(name).toHaveValue('Kanri Labs');
    expect(within(dialog).getByLabelText(S.address)).toHaveValue('1 Market Street\nSan Francisco, CA 94105');
    expect(within(dialog).getByLabelText(S.phone)).toHaveValue('+1 555 010 0100');
    expect(within(dialog).getByLabelText(S.email)).toHaveValue('billing@kanri.test');
    expect(within(dialog).getByLabelText(S.email)).toHaveAttribute('type', 'email');
    expect(within(dialog).getByLabelText(S.website)).toHaveValue('https://kanri.test');
    expect(within(dialog).getByLabelText(S.taxId)).toHaveValue('US-12-3456789');
    expect(within(dialog).getByText(S.noLogo)).toBeInTheDocument();

    const website = within(dialog).getByLabelText(S.website);
    await view.user.clear(website);
    await view.user.type(website, 'ftp://kanri.test');
    await view.user.click(within(dialog).getByRole('button', { name: S.save }));
    expect(await within(dialog).findByText(COMPANY_MESSAGES.websiteInvalid)).toBeInTheDocument();
    expect(view.api.callsTo('PUT /settings/company')).toHaveLength(0);

    await view.user.clear(website);
    await view.user.type(website, 'https://labs.kanri.test');
    await view.user.clear(name);
    await view.user.type(name, 'Kanri Labs Ltd');
    await view.user.click(within(dialog).getByRole('button', { name: S.save }));
    await waitFor(() => expect(view.onClose).toHaveBeenCalled());
    expect(view.api.callsTo('PUT /settings/company')[0]!.body).toEqual({
      name: 'Kanri Labs Ltd',
      address: '1 Market Street\nSan Francisco, CA 94105',
      phone: '+1 555 010 0100',
      email: 'billing@kanri.test',
      website: 'https://labs.kanri.test',
      tax_id: 'US-12-3456789',
    });
    expect(toastTexts(toasts.success)).toContain(COMPANY_MESSAGES.updated);
  });

  it('uploads a PNG, JPEG or WebP logo, shows its preview, and removes it', async () => {
    const toasts = spyOnToasts();
    const view = renderDialog(makeCompanyProfile());
    const dialog = await loadedDialog();
    const input = within(dialog).getByLabelText(S.logoInput);
    expect(input).toHaveAttribute('accept', LOGO_ACCEPT);
    expect(LOGO_ACCEPT.split(',')).toEqual(
      expect.arrayContaining(['.png', '.jpg', '.jpeg', '.webp', 'image/png', 'image/jpeg', 'image/webp']),
    );

    // Another type is refused before sending, with the contract's message.
    fireEvent.change(input, { target: { files: [png('logo.gif', 'image/gif')] } });
    expect(await within(dialog).findByText(COMPANY_MESSAGES.logoType)).toBeInTheDocument();
    expect(view.api.callsTo('POST /settings/company/logo')).toHaveLength(0);

    fireEvent.change(input, { target: { files: [png()] } });
    expect(await within(dialog).findByRole('img', { name: S.logoAlt })).toHaveAttribute('src', 'blob:kanri/logo');
    const [upload] = view.api.callsTo('POST /settings/company/logo');
    expect((upload!.body as FormData).get('file')).toBeInstanceOf(File);
    expect(((upload!.body as FormData).get('file') as File).name).toBe('logo.png');
    expect(toastTexts(toasts.success)).toContain(COMPANY_MESSAGES.logoUploaded);
    expect(within(dialog).queryByText(COMPANY_MESSAGES.logoType)).not.toBeInTheDocument();

    await view.user.click(within(dialog).getByRole('button', { name: S.removeLogo }));
    expect(await within(dialog).findByText(S.noLogo)).toBeInTheDocument();
    expect(view.api.callsTo('DELETE /settings/company/logo')).toHaveLength(1);
    expect(toastTexts(toasts.success)).toContain(COMPANY_MESSAGES.logoRemoved);
    // The logo is saved on its own: the dialog stays open.
    expect(view.onClose).not.toHaveBeenCalled();
  });

  it('shows the server’s refusal of a logo', async () => {
    const view = renderDialog(makeCompanyProfile(), {
      'POST /settings/company/logo': () =>
        new Reply(422, { error: true, message: 'The given data was invalid.', errors: { file: [COMPANY_MESSAGES.logoContent] } }),
    });
    const dialog = await loadedDialog();
    fireEvent.change(within(dialog).getByLabelText(S.logoInput), { target: { files: [png()] } });
    expect(await within(dialog).findByText(COMPANY_MESSAGES.logoContent)).toBeInTheDocument();
    expect(view.api.callsTo('POST /settings/company/logo')).toHaveLength(1);
  });

  it('shows a failed load with Retry', async () => {
    let fail = true;
    fakeApi({
      'GET /settings/company': () =>
        fail ? new Reply(500, { error: true, message: 'HTTP 500: Internal Server Error' }) : makeCompanyProfile(),
    });
    renderWithApp(<OrganizationSettingsDialog open onClose={() => undefined} />);
    expect(await screen.findByText(S.loadFailed)).toBeInTheDocument();
    fail = false;
    const dialog = await findDialog(S.title);
    fireEvent.click(within(dialog).getByRole('button', { name: S.retry }));
    expect(within(await loadedDialog()).getByLabelText(S.name)).toHaveValue('Kanri Labs');
  });
});
