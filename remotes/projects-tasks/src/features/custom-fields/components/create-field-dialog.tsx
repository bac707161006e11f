import { errorMessages } from '@kanri/api-client';
import {
  AI_FIELD_TYPES,
  GENERAL_FIELD_TYPES,
  isChoiceFieldType,
  CUSTOM_FIELD_NAME_MAX_LENGTH,
  type CustomField,
  type CustomFieldType,
} from '@kanri/contracts';
import { Alert, ArrowLeftOutlined, Button, Input, Modal, SearchOutlined } from '@kanri/design-system';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useCreateField } from '../api/field-queries';
import { draftError, newFieldDraft, toStoreRequest, type FieldDraft } from '../field-draft';
import { fieldIcon, fieldTypeLabel, searchFieldTypes } from '../field-types';
import { CustomFieldStyles } from '../styles';
import { CF_TEXTS } from '../texts';
import { FieldSettingsForm } from './field-settings-form';
import { OptionsEditor } from './options-editor';

const T = CF_TEXTS.createDialog;

export interface CreateFieldDialogProps {
  open: boolean;
  projectId: number;
  /** The project's fields: what a formula may use and a rollup may follow. */
  projectFields: readonly CustomField[];
  onClose: () => void;
  /** After the server created the field (the dialog has closed and reset). */
  onCreated?: (field: CustomField) => void;
}

/**
 * Create-field dialog (spec §2 "Task list", issue 4): step 1 picks a type (every general type, AI
 * types listed but disabled); step 2 names the field (prefilled with the type's name; Create Field
 * does nothing on a blank name) with the type's settings. Closing, in any way, resets it.
 */
export function CreateFieldDialog({ open, projectId, projectFields, onClose, onCreated }: CreateFieldDialogProps) {
  const [query, setQuery] = useState('');
  const [draft, setDraft] = useState<FieldDraft | null>(null);
  const [serverErrors, setServerErrors] = useState<string[]>([]);
  const create = useCreateField();
  const busy = create.isPending;
  const bodyRef = useRef<HTMLDivElement>(null);

  function reset() {
    setQuery('');
    setDraft(null);
    setServerErrors([]);
    create.reset();
  }

  // Closed by the parent: the next opening starts afresh.
  useEffect(() => {
    if (!open) reset();
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  function close() {
    if (busy) return;
    reset();
    onClose();
  }

  function choose(type: CustomFieldType) {
    setDraft(newFieldDraft(type));
    setServerErrors([]);
  }

  function back() {
    setDraft(null);
    setServerErrors([]);
  }

  const localError = draft ? draftError(draft, projectFields) : null;

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    if (!draft || busy) return;
    const request = toStoreRequest(projectId, draft);
    // Spec §2/§5: Create Field does nothing while the trimmed name is empty.
    if (request === null || localError) return;
    setServerErrors([]);
    try {
      const field = await create.mutateAsync(request);
      reset();
      onClose();
      onCreated?.(field);
    } catch (error) {
      setServerErrors(errorMessages(error));
    }
  }

  const nameBlank = draft !== null && draft.name.trim() === '';

  const footer = (
    <div className="kpt-cf-footer">
      {draft ? (
        <Button icon={<ArrowLeftOutlined aria-hidden />} onClick={back} disabled={busy}>
          {T.back}
        </Button>
      ) : null}
      <div className="kpt-cf-footer-end">
        <Button onClick={close} disabled={busy}>
          {T.cancel}
        </Button>
        {draft ? (
          <Button type="primary" loading={busy} disabled={nameBlank || localError !== null} onClick={() => void submit()}>
            {T.create}
          </Button>
        ) : null}
      </div>
    </div>
  );

  return (
    <Modal
      open={open}
      title={T.title}
      onCancel={close}
      footer={footer}
      width={680}
      centered
      rootClassName="kpt-cf-dialog"
      mask={{ closable: !busy }}
      keyboard={!busy}
      closable={!busy}
      destroyOnHidden
      styles={{ body: { maxHeight: 'min(68vh, 680px)', overflowY: 'auto', overflowX: 'hidden', paddingRight: 4 } }}
    >
      <CustomFieldStyles />
      <div ref={bodyRef} className="kpt-cf-body" data-step={draft ? 'name' : 'type'} data-testid="create-field-dialog">
        {draft === null ? (
          <TypeStep query={query} onQueryChange={setQuery} onChoose={choose} />
        ) : (
          <form className="kpt-cf-body" onSubmit={(event) => void submit(event)} noValidate>
            <p className="kpt-cf-subtitle">{T.nameStep}</p>
            <div className="kpt-cf-chosen">
              <span className="kpt-cf-type-icon">{fieldIcon(draft.type)}</span>
              <span>
                {T.typeLabel}: <strong>{fieldTypeLabel(draft.type)}</strong>
              </span>
            </div>
            <label className="kpt-cf-field">
              <span>{T.nameLabel}</span>
              <Input
                autoFocus
                autoComplete="off"
                maxLength={CUSTOM_FIELD_NAME_MAX_LENGTH}
                value={draft.name}
                disabled={busy}
                onFocus={(event) => event.target.select()}
                onChange={(event) => setDraft({ ...draft, name: event.target.value })}
              />
            </label>
            {isChoiceFieldType(draft.type) ? (
              <OptionsEditor options={draft.options} disabled={busy} onChange={(options) => setDraft({ ...draft, options })} />
            ) : null}
            <FieldSettingsForm
              type={draft.type}
              settings={draft.settings}
              projectFields={projectFields}
              disabled={busy}
              onChange={(settings) => setDraft({ ...draft, settings })}
            />
            {localError && draft.type !== 'formula' ? (
              <p className="kpt-cf-error" role="alert">
                {localError}
              </p>
            ) : null}
            {serverErrors.length > 0 ? (
              <Alert
                type="error"
                showIcon
                title={T.failed}
                description={
                  serverErrors.length === 1 ? (
                    serverErrors[0]
                  ) : (
                    <ul style={{ margin: 0, paddingLeft: 18 }}>
                      {serverErrors.map((message) => (
                        <li key={message}>{message}</li>
                      ))}
                    </ul>
                  )
                }
              />
            ) : null}
            {/* Enter in the name submits. */}
            <button type="submit" hidden />
          </form>
        )}
      </div>
    </Modal>
  );
}

/** Step 1: the types, searchable; AI types disabled with the reason. */
function TypeStep({
  query,
  onQueryChange,
  onChoose,
}: {
  query: string;
  onQueryChange: (query: string) => void;
  onChoose: (type: CustomFieldType) => void;
}) {
  const general = searchFieldTypes(GENERAL_FIELD_TYPES, query);
  const ai = searchFieldTypes(AI_FIELD_TYPES, query);
  return (
    <>
      <p className="kpt-cf-subtitle">{T.typeStep}</p>
      <Input
        autoFocus
        allowClear
        autoComplete="off"
        prefix={<SearchOutlined aria-hidden />}
        placeholder={T.searchPlaceholder}
        aria-label={T.searchLabel}
        value={query}
        onChange={(event) => onQueryChange(event.target.value)}
        onPressEnter={() => {
          if (general.length > 0) onChoose(general[0]!);
        }}
      />
      {general.length === 0 && ai.length === 0 ? <p className="kpt-cf-subtitle">{T.noTypeMatches(query.trim())}</p> : null}
      {general.length > 0 ? (
        <section className="kpt-cf-section" aria-labelledby="kpt-cf-general-title">
          <h3 className="kpt-cf-section-title" id="kpt-cf-general-title">
            {T.generalTypes}
          </h3>
          <ul className="kpt-cf-types">
            {general.map((type) => (
              <li key={type}>
                <button type="button" className="kpt-cf-type" data-type={type} onClick={() => onChoose(type)}>
                  <span className="kpt-cf-type-icon">{fieldIcon(type)}</span>
                  <span className="kpt-cf-type-name">{fieldTypeLabel(type)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      {ai.length > 0 ? (
        <section className="kpt-cf-section" aria-labelledby="kpt-cf-ai-title">
          <h3 className="kpt-cf-section-title" id="kpt-cf-ai-title">
            {T.aiTypes}
          </h3>
          <p className="kpt-cf-ai-note" id="kpt-cf-ai-note">
            {T.aiNote}
          </p>
          <ul className="kpt-cf-types">
            {ai.map((type) => (
              <li key={type}>
                <button type="button" className="kpt-cf-type" data-type={type} disabled aria-describedby="kpt-cf-ai-note">
                  <span className="kpt-cf-type-icon">{fieldIcon(type)}</span>
                  <span className="kpt-cf-type-name">{fieldTypeLabel(type)}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}
