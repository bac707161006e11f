import { errorMessages } from '@kanri/api-client';
import { useCan } from '@kanri/app-state';
import {
  CUSTOM_FIELD_NAME_MAX_LENGTH,
  isChoiceFieldType,
  type CustomField,
  type CustomFieldSettings,
  type CustomFieldUpdateRequest,
} from '@kanri/contracts';
import {
  Alert,
  Button,
  ConfirmDelete,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  Input,
  Modal,
  MoreOutlined,
  Popover,
  SettingOutlined,
  TagsOutlined,
  toast,
  type MenuProps,
} from '@kanri/design-system';
import { useState, type FormEvent, type ReactNode, type SyntheticEvent } from 'react';
import { useDeleteField, useUpdateField } from '../api/field-queries';
import { optionDraftsOf, optionsError, settingsError, settingsFor, toOptionInputs, type OptionDraft } from '../field-draft';
import { fieldIcon, fieldTypeLabel, hasSettings } from '../field-types';
import { CustomFieldStyles } from '../styles';
import { CF_TEXTS } from '../texts';
import { FieldSettingsForm } from './field-settings-form';
import { OptionsEditor } from './options-editor';

const T = CF_TEXTS.header;

type Dialog = 'options' | 'settings' | 'delete' | null;

/**
 * Keeps pointer, click and key events inside the menu (and its popover and dialogs, which React
 * bubbles through the header even though they render elsewhere) from reaching the header: they
 * must not start a column drag. Outside-click detection of antd listens in the capture phase on
 * the window, so it is not affected.
 */
const stop = (event: SyntheticEvent) => event.stopPropagation();

/**
 * The menu of a custom column's header, for admins and managers (renders nothing for others):
 * Rename (inline), Edit options (dropdown, labels), Edit settings (money, number, formula,
 * rollup) and Delete field (confirmed).
 */
export function CustomFieldHeaderMenu({ field, projectFields }: { field: CustomField; projectFields: readonly CustomField[] }) {
  const canManage = useCan('customFields.update');
  const [renaming, setRenaming] = useState(false);
  const [dialog, setDialog] = useState<Dialog>(null);
  if (!canManage) return null;

  const items: MenuProps['items'] = [
    { key: 'rename', label: T.rename, icon: <EditOutlined aria-hidden /> },
    ...(isChoiceFieldType(field.type) ? [{ key: 'options', label: T.editOptions, icon: <TagsOutlined aria-hidden /> }] : []),
    ...(hasSettings(field.type) ? [{ key: 'settings', label: T.editSettings, icon: <SettingOutlined aria-hidden /> }] : []),
    { type: 'divider' as const },
    { key: 'delete', label: T.delete, icon: <DeleteOutlined aria-hidden />, danger: true },
  ];

  return (
    <span
      className="kpt-cf-header-menu"
      onClick={stop}
      onKeyDown={stop}
      onPointerDown={stop}
      onMouseDown={stop}
      style={{ display: 'inline-flex', flex: 'none' }}
    >
      <CustomFieldStyles />
      <Popover
        open={renaming}
        trigger="click"
        placement="bottomLeft"
        onOpenChange={(open: boolean) => {
          if (!open) setRenaming(false);
        }}
        content={renaming ? <RenameForm field={field} onDone={() => setRenaming(false)} /> : null}
        destroyOnHidden
      >
        <span style={{ display: 'inline-flex' }}>
          <Dropdown
            trigger={['click']}
            menu={{
              items,
              onClick: ({ key, domEvent }) => {
                domEvent.stopPropagation();
                if (key === 'rename') setRenaming(true);
                else setDialog(key as Dialog);
              },
            }}
          >
            <Button
              size="small"
              type="text"
              icon={<MoreOutlined aria-hidden />}
              aria-label={CF_TEXTS.header.menu(field.name)}
              data-testid={`custom-field-menu-${field.id}`}
            />
          </Dropdown>
        </span>
      </Popover>
      {dialog === 'options' ? <EditOptionsDialog field={field} onClose={() => setDialog(null)} /> : null}
      {dialog === 'settings' ? (
        <EditSettingsDialog field={field} projectFields={projectFields} onClose={() => setDialog(null)} />
      ) : null}
      {dialog === 'delete' ? <DeleteFieldDialog field={field} onClose={() => setDialog(null)} /> : null}
    </span>
  );
}

/** The field's icon and name for a column header, ellipsized, with the type as a tooltip. */
export function CustomFieldHeaderLabel({ field }: { field: Pick<CustomField, 'name' | 'type'> }) {
  return (
    <span
      style={{ display: 'inline-flex', alignItems: 'center', gap: 6, minWidth: 0 }}
      title={`${field.name} · ${fieldTypeLabel(field.type)}`}
    >
      <span style={{ flex: 'none', color: 'rgba(255,255,255,0.55)' }}>{fieldIcon(field.type)}</span>
      <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>{field.name}</span>
    </span>
  );
}

function RenameForm({ field, onDone }: { field: CustomField; onDone: () => void }) {
  const [name, setName] = useState(field.name);
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateField();

  async function submit(event?: FormEvent) {
    event?.preventDefault();
    const trimmed = name.trim();
    if (trimmed === '' || update.isPending) return;
    if (trimmed === field.name) {
      onDone();
      return;
    }
    try {
      await update.mutateAsync({ id: field.id, name: trimmed });
      onDone();
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  return (
    <form className="kpt-cf-pop" onSubmit={(event) => void submit(event)} noValidate>
      <Input
        autoFocus
        size="small"
        aria-label={T.renameLabel}
        value={name}
        maxLength={CUSTOM_FIELD_NAME_MAX_LENGTH}
        disabled={update.isPending}
        status={errors.length > 0 ? 'error' : undefined}
        onFocus={(event) => event.target.select()}
        onChange={(event) => {
          setName(event.target.value);
          setErrors([]);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            onDone();
          }
        }}
      />
      {errors.map((message) => (
        <p key={message} className="kpt-cf-hint" role="alert" style={{ color: '#ff7875' }}>
          {message}
        </p>
      ))}
      <div className="kpt-cf-pop-actions">
        <Button size="small" onClick={onDone} disabled={update.isPending}>
          {T.cancel}
        </Button>
        <Button size="small" type="primary" htmlType="submit" loading={update.isPending} disabled={name.trim() === ''}>
          {T.save}
        </Button>
      </div>
    </form>
  );
}

function DialogErrors({ messages }: { messages: string[] }) {
  if (messages.length === 0) return null;
  return <Alert type="error" showIcon title={messages.join(' ')} />;
}

/**
 * The save flow and frame both field-edit dialogs share: Cancel and Save, the server's messages
 * under the body, a toast and close on success, nothing sent while the local check fails.
 */
function FieldEditDialog({
  fieldId,
  title,
  width,
  localError,
  changes,
  onClose,
  children,
}: {
  fieldId: number;
  title: string;
  width: number;
  localError: string | null;
  changes: () => Omit<CustomFieldUpdateRequest, 'id'>;
  onClose: () => void;
  children: (pending: boolean) => ReactNode;
}) {
  const [errors, setErrors] = useState<string[]>([]);
  const update = useUpdateField();

  async function save() {
    if (localError || update.isPending) return;
    try {
      await update.mutateAsync({ id: fieldId, ...changes() });
      toast.success(T.updated);
      onClose();
    } catch (error) {
      setErrors(errorMessages(error));
    }
  }

  return (
    <Modal
      open
      title={title}
      onCancel={() => !update.isPending && onClose()}
      rootClassName="kpt-cf-dialog"
      width={width}
      centered
      destroyOnHidden
      footer={
        <div className="kpt-cf-footer">
          <div className="kpt-cf-footer-end">
            <Button onClick={onClose} disabled={update.isPending}>
              {T.cancel}
            </Button>
            <Button type="primary" loading={update.isPending} disabled={localError !== null} onClick={() => void save()}>
              {T.save}
            </Button>
          </div>
        </div>
      }
    >
      <div className="kpt-cf-body">
        {children(update.isPending)}
        <DialogErrors messages={errors} />
      </div>
    </Modal>
  );
}

function EditOptionsDialog({ field, onClose }: { field: CustomField; onClose: () => void }) {
  const [options, setOptions] = useState<OptionDraft[]>(() => optionDraftsOf(field.options));
  const localError = optionsError(options);
  const removesSome = (field.options ?? []).some((option) => !options.some((draft) => draft.id === option.id));
  return (
    <FieldEditDialog
      fieldId={field.id}
      title={T.optionsTitle(field.name)}
      width={520}
      localError={localError}
      changes={() => ({ options: toOptionInputs(options) })}
      onClose={onClose}
    >
      {(pending) => (
        <>
          <OptionsEditor options={options} disabled={pending} onChange={setOptions} />
          {localError ? (
            <p className="kpt-cf-error" role="alert">
              {localError}
            </p>
          ) : null}
          {removesSome ? <p className="kpt-cf-preview">{CF_TEXTS.settings.removedOptionsHint}</p> : null}
        </>
      )}
    </FieldEditDialog>
  );
}

function EditSettingsDialog({
  field,
  projectFields,
  onClose,
}: {
  field: CustomField;
  projectFields: readonly CustomField[];
  onClose: () => void;
}) {
  const [settings, setSettings] = useState<CustomFieldSettings>(field.settings);
  const localError = settingsError(field.type, settings, projectFields, field.id);
  return (
    <FieldEditDialog
      fieldId={field.id}
      title={T.settingsTitle(field.name)}
      width={600}
      localError={localError}
      changes={() => ({ settings: settingsFor(field.type, settings) ?? {} })}
      onClose={onClose}
    >
      {(pending) => (
        <>
          <FieldSettingsForm
            type={field.type}
            settings={settings}
            selfId={field.id}
            projectFields={projectFields}
            disabled={pending}
            onChange={setSettings}
          />
          {localError && field.type !== 'formula' ? (
            <p className="kpt-cf-error" role="alert">
              {localError}
            </p>
          ) : null}
        </>
      )}
    </FieldEditDialog>
  );
}

function DeleteFieldDialog({ field, onClose }: { field: CustomField; onClose: () => void }) {
  const remove = useDeleteField();
  return (
    <ConfirmDelete
      open
      title={T.deleteTitle(field.name)}
      okText={T.deleteConfirm}
      cancelText={T.cancel}
      rootClassName="kpt-cf-dialog"
      onConfirm={async () => {
        await remove.mutateAsync(field);
        toast.success(T.deleted);
      }}
      onClose={onClose}
    >
      <p className="kpt-cf-subtitle">{T.deleteBody}</p>
    </ConfirmDelete>
  );
}
