import { errorMessage } from '@kanri/api-client';
import type { CustomField } from '@kanri/contracts';
import {
  Button,
  CheckOutlined,
  EmptyState,
  ErrorPanel,
  Input,
  Modal,
  SearchOutlined,
  Skeleton,
  toast,
} from '@kanri/design-system';
import { useEffect, useMemo, useState } from 'react';
import { useCustomFields } from '../../../shared/api/queries';
import { useCopyField, useOtherProjectFields } from '../api/field-queries';
import { fieldIcon, fieldTypeLabel } from '../field-types';
import { CustomFieldStyles } from '../styles';
import { CF_TEXTS } from '../texts';

const T = CF_TEXTS.addExisting;

export interface AddExistingFieldDialogProps {
  open: boolean;
  projectId: number;
  onClose: () => void;
  /** After a field was copied into the project (the dialog stays open to add more). */
  onAdded?: (field: CustomField) => void;
}

const fold = (text: string) => text.trim().toLowerCase();

/**
 * "Add existing fields" (issue 4): the fields defined in the workspace's other projects, by
 * project, searchable; Add copies one into this project (`POST /custom-fields/copy`). A field whose
 * name and type this project already has is marked as such.
 */
export function AddExistingFieldDialog({ open, projectId, onClose, onAdded }: AddExistingFieldDialogProps) {
  const [query, setQuery] = useState('');
  const [added, setAdded] = useState<ReadonlySet<number>>(new Set());
  const [addingId, setAddingId] = useState<number | null>(null);
  const others = useOtherProjectFields(projectId);
  const own = useCustomFields(projectId);
  const copy = useCopyField();

  useEffect(() => {
    if (!open) {
      setQuery('');
      setAdded(new Set());
      setAddingId(null);
    }
  }, [open]);

  const needle = fold(query);
  const groups = useMemo(
    () =>
      others.groups
        .map((group) => ({
          ...group,
          fields: needle
            ? group.fields.filter(
                (field) =>
                  fold(field.name).includes(needle) ||
                  fold(fieldTypeLabel(field.type)).includes(needle) ||
                  fold(group.projectName).includes(needle),
              )
            : group.fields,
        }))
        .filter((group) => group.fields.length > 0),
    [others.groups, needle],
  );

  const alreadyHere = (field: CustomField) =>
    (own.data ?? []).some((mine) => mine.type === field.type && fold(mine.name) === fold(field.name));

  async function add(field: CustomField) {
    if (addingId !== null) return;
    setAddingId(field.id);
    try {
      const created = await copy.mutateAsync({ field_id: field.id, project_id: projectId });
      setAdded((previous) => new Set(previous).add(field.id));
      onAdded?.(created);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setAddingId(null);
    }
  }

  const none = !others.isLoading && !others.error && others.fields.length === 0;
  const hasComputed = others.fields.some((field) => field.type === 'formula' || field.type === 'rollup');

  return (
    <Modal
      open={open}
      title={T.title}
      onCancel={onClose}
      footer={<Button onClick={onClose}>{T.close}</Button>}
      width={600}
      centered
      rootClassName="kpt-cf-dialog"
      destroyOnHidden
    >
      <CustomFieldStyles />
      <div className="kpt-cf-body" data-testid="add-existing-field-dialog">
        <p className="kpt-cf-subtitle">{T.subtitle}</p>
        {others.isLoading ? (
          <Skeleton active paragraph={{ rows: 4 }} />
        ) : others.error ? (
          <ErrorPanel title={T.loadFailed} description={errorMessage(others.error)} onRetry={() => void others.refetch()} />
        ) : none ? (
          <EmptyState title={T.noneTitle} hint={T.noneHint} />
        ) : (
          <>
            <Input
              autoFocus
              allowClear
              autoComplete="off"
              prefix={<SearchOutlined aria-hidden />}
              placeholder={T.searchPlaceholder}
              aria-label={T.searchLabel}
              value={query}
              onChange={(event) => setQuery(event.target.value)}
            />
            <div className="kpt-cf-scroll">
              {groups.length === 0 ? <p className="kpt-cf-subtitle">{T.noMatches(query.trim())}</p> : null}
              {groups.map((group) => (
                <section key={group.projectId} className="kpt-cf-group" aria-label={group.projectName || T.unknownProject}>
                  <h3 className="kpt-cf-group-title">
                    <span
                      className="kpt-cf-dot"
                      style={{ background: group.projectColor ?? 'rgba(255,255,255,0.3)' }}
                      aria-hidden
                    />
                    <span title={group.projectName}>{group.projectName || T.unknownProject}</span>
                  </h3>
                  <ul className="kpt-cf-rows">
                    {group.fields.map((field) => {
                      const done = added.has(field.id);
                      const here = !done && alreadyHere(field);
                      return (
                        <li key={field.id} className="kpt-cf-row" data-testid="existing-field-row">
                          <span className="kpt-cf-type-icon">{fieldIcon(field.type)}</span>
                          <span className="kpt-cf-row-text">
                            <span className="kpt-cf-row-name" title={field.name}>
                              {field.name}
                            </span>
                            <span className="kpt-cf-row-type">
                              {here ? `${fieldTypeLabel(field.type)} · ${T.alreadyHere}` : fieldTypeLabel(field.type)}
                            </span>
                          </span>
                          <Button
                            size="small"
                            type={done ? 'text' : 'default'}
                            icon={done ? <CheckOutlined aria-hidden /> : undefined}
                            loading={addingId === field.id}
                            disabled={done || here || (addingId !== null && addingId !== field.id)}
                            aria-label={done ? `${field.name} ${T.added}` : `${T.add} ${field.name}`}
                            onClick={() => void add(field)}
                          >
                            {done ? T.added : T.add}
                          </Button>
                        </li>
                      );
                    })}
                  </ul>
                </section>
              ))}
            </div>
            {hasComputed ? <p className="kpt-cf-preview">{T.computedNotCopied}</p> : null}
          </>
        )}
      </div>
    </Modal>
  );
}
