import { ApiError, errorMessage, failureMessage } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import {
  CLIENT_ADDRESS_MAX_LENGTH,
  CLIENT_TEXT_MAX_LENGTH,
  COMPANY_LOGO_MAX_BYTES,
  COMPANY_LOGO_TYPES,
  companyProfileUpdateRequestSchema,
  type CompanyProfile,
  type CompanyProfileUpdateRequest,
} from '@kanri/contracts/business';
import {
  Button,
  DeleteOutlined,
  ErrorPanel,
  FormDialog,
  FormField,
  Input,
  Modal,
  Skeleton,
  TextArea,
  UploadOutlined,
} from '@kanri/design-system';
import { useMemo, useRef, useState } from 'react';
import { useCompanyLogoQuery, useCompanyProfileActions, useCompanyProfileQuery, useObjectUrl } from '../api/use-invoice-detail';
import { failureDetail } from './failure-detail';
import { INVOICE_VIEW_TEXTS } from './texts';

const T = INVOICE_VIEW_TEXTS.settings;

/** The file input's `accept`: PNG, JPEG or WebP, by extension and type. */
export const LOGO_ACCEPT = [
  ...Object.keys(COMPANY_LOGO_TYPES).map((extension) => `.${extension}`),
  ...new Set(Object.values(COMPANY_LOGO_TYPES)),
].join(',');

/** Why a file cannot be the logo, checked before sending (the server checks again, content too); null when fine. */
export function logoProblem(file: Pick<File, 'name' | 'size' | 'type'>): string | null {
  const extension = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  const allowed = Object.values(COMPANY_LOGO_TYPES) as string[];
  if (!(extension in COMPANY_LOGO_TYPES) || (file.type !== '' && !allowed.includes(file.type))) return T.logoType;
  if (file.size > COMPANY_LOGO_MAX_BYTES) return T.logoTooLarge;
  return null;
}

/** The server's message for a refused upload: the `file` field's message of a 422, else its message. */
function logoRefusal(error: unknown): string {
  if (error instanceof ApiError && error.status === 422) return error.errors?.file?.[0] ?? errorMessage(error);
  return failureMessage(error, T.logoFailed);
}

type SettingsValues = Required<CompanyProfileUpdateRequest>;

const valuesOf = (profile: CompanyProfile): SettingsValues => ({
  name: profile.name,
  address: profile.address,
  phone: profile.phone,
  email: profile.email,
  website: profile.website,
  tax_id: profile.tax_id,
});

const LOGO_CSS = `
.kb-logo { display: flex; align-items: center; gap: 16px; flex-wrap: wrap; }
.kb-logo-preview { display: flex; align-items: center; justify-content: center; width: 160px; height: 72px; border-radius: 8px; border: 1px dashed var(--kanri-color-border, #2a2a2e); background: #ffffff; overflow: hidden; color: #6b7280; font-size: 12px; }
.kb-logo-preview img { max-width: 100%; max-height: 100%; object-fit: contain; }
.kb-logo-actions { display: grid; gap: 6px; justify-items: start; min-width: 0; }
.kb-logo-hint { color: rgba(255, 255, 255, 0.55); font-size: 12px; }
.kb-logo-error { color: var(--kanri-color-error, #ff4d4f); font-size: 12px; overflow-wrap: anywhere; }
`;

/** The logo: its preview (on white, as printed), Upload / Replace and Remove, saved at once on the server. */
function LogoField({ profile, canUpdate }: { profile: CompanyProfile; canUpdate: boolean }) {
  const actions = useCompanyProfileActions();
  const logo = useCompanyLogoQuery(profile);
  const logoUrl = useObjectUrl(logo.data);
  const inputRef = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);

  async function upload(file: File) {
    const local = logoProblem(file);
    setProblem(local);
    if (local) return;
    try {
      await actions.uploadLogo(file);
    } catch (error) {
      setProblem(logoRefusal(error));
    }
  }

  async function remove() {
    setProblem(null);
    try {
      await actions.removeLogo();
    } catch (error) {
      setProblem(logoRefusal(error));
    }
  }

  return (
    <div style={{ display: 'grid', gap: 6 }}>
      <style>{LOGO_CSS}</style>
      <span style={{ fontSize: 13, color: 'rgba(255, 255, 255, 0.65)' }}>{T.logo}</span>
      <div className="kb-logo">
        <div className="kb-logo-preview">
          {profile.has_logo && logoUrl ? <img src={logoUrl} alt={T.logoAlt} /> : profile.has_logo ? null : T.noLogo}
        </div>
        <div className="kb-logo-actions">
          {canUpdate ? (
            <div style={{ display: 'flex', gap: 8, flexWrap: 'wrap' }}>
              <Button
                icon={<UploadOutlined aria-hidden />}
                loading={actions.uploading}
                disabled={actions.logoPending && !actions.uploading}
                onClick={() => inputRef.current?.click()}
              >
                {actions.uploading ? T.uploading : profile.has_logo ? T.replaceLogo : T.uploadLogo}
              </Button>
              {profile.has_logo ? (
                <Button danger icon={<DeleteOutlined aria-hidden />} disabled={actions.logoPending} onClick={() => void remove()}>
                  {T.removeLogo}
                </Button>
              ) : null}
              <input
                ref={inputRef}
                type="file"
                hidden
                accept={LOGO_ACCEPT}
                aria-label={T.logoInput}
                onChange={(event) => {
                  const file = event.target.files?.[0];
                  // Cleared so choosing the same file again fires a change.
                  event.target.value = '';
                  if (file) void upload(file);
                }}
              />
            </div>
          ) : null}
          <span className="kb-logo-hint">{T.logoHint}</span>
          {problem ? (
            <span className="kb-logo-error" role="alert">
              {problem}
            </span>
          ) : null}
        </div>
      </div>
    </div>
  );
}

/**
 * Organization Settings (spec §2, saved on the server; issue 16): the logo (PNG, JPEG or WebP,
 * uploaded and removed at once), company name, address, phone, e-mail, website and tax ID, loaded
 * from GET /settings/company; `Save Settings` sends them (PUT), toasts and closes. Printed on the
 * invoices and their PDF.
 */
export function OrganizationSettingsDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const profile = useCompanyProfileQuery(open);
  const actions = useCompanyProfileActions();
  const canUpdate = useCan('company.update');
  const data = profile.data;
  // The form starts from the settings as loaded when the dialog opened (a logo change keeps the typing).
  const initial = useMemo(
    () => (data ? valuesOf(data) : null),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per opening, once loaded
    [open, data === undefined],
  );

  if (!initial || !data) {
    return (
      <Modal open={open} title={T.title} footer={null} onCancel={onClose} destroyOnHidden width={620}>
        {profile.isError ? (
          <ErrorPanel
            title={T.loadFailed}
            description={failureDetail(profile.error, T.loadFailed)}
            onRetry={() => void profile.refetch()}
            retryLabel={T.retry}
          />
        ) : (
          <div aria-busy="true" aria-label={T.loading}>
            <Skeleton active paragraph={{ rows: 6 }} />
          </div>
        )}
      </Modal>
    );
  }

  const text = (name: keyof SettingsValues, label: string, placeholder: string, type = 'text') => (
    <FormField<string> name={name} label={label}>
      {(control) => (
        <Input
          {...control.props}
          type={type}
          value={control.value}
          placeholder={placeholder}
          maxLength={CLIENT_TEXT_MAX_LENGTH}
          autoComplete="off"
          disabled={!canUpdate}
          onChange={(event) => control.setValue(event.target.value)}
          style={{ width: '100%' }}
        />
      )}
    </FormField>
  );

  return (
    <FormDialog<SettingsValues>
      open={open}
      title={T.title}
      okText={T.save}
      cancelText={T.cancel}
      initialValues={initial}
      schema={companyProfileUpdateRequestSchema}
      canSubmit={() => canUpdate}
      onSubmit={(values) => actions.update(values, T.saveFailed)}
      onClose={onClose}
      width={620}
      gap={14}
    >
      <LogoField profile={data} canUpdate={canUpdate} />
      {text('name', T.name, T.namePlaceholder)}
      <FormField<string> name="address" label={T.address}>
        {(control) => (
          <TextArea
            {...control.props}
            value={control.value}
            placeholder={T.addressPlaceholder}
            maxLength={CLIENT_ADDRESS_MAX_LENGTH}
            autoSize={{ minRows: 2, maxRows: 5 }}
            disabled={!canUpdate}
            onChange={(event) => control.setValue(event.target.value)}
            style={{ width: '100%' }}
          />
        )}
      </FormField>
      <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(220px, 1fr))', gap: 14 }}>
        {text('phone', T.phone, T.phonePlaceholder, 'tel')}
        {text('email', T.email, T.emailPlaceholder, 'email')}
        {text('website', T.website, T.websitePlaceholder, 'url')}
        {text('tax_id', T.taxId, T.taxIdPlaceholder)}
      </div>
    </FormDialog>
  );
}
