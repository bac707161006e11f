import { errorMessage, listTaskMedia, queryKeys, uploadTaskMedia } from '@kanri/api-client';
import { TASK_MEDIA_ACCEPT, TASK_MEDIA_MAX_BYTES, TASK_MEDIA_MESSAGES, type TaskMedia } from '@kanri/contracts';
import { Button, Checkbox, PaperClipOutlined, Popover, Spin, toast, UploadOutlined } from '@kanri/design-system';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ChangeEvent, type ReactNode } from 'react';
import { EMPTY_DISPLAY, formatFieldValue, idList } from '../format';
import { CF_TEXTS } from '../texts';
import type { EditorProps } from './editor-types';
import { useSyncedSelection } from './use-synced-selection';

const T = CF_TEXTS.cell;

/** The task's attachments (`GET /tasks/get-media`), shared with the task detail page's cache. */
export function useTaskMedia(taskId: number, enabled = true) {
  return useQuery({
    queryKey: queryKeys.tasks.media(taskId),
    queryFn: () => listTaskMedia(taskId),
    enabled,
    staleTime: 30_000,
  });
}

/** The attached files' names (fetched only when the value has some). */
export function FilesDisplay({ field, value, taskId }: { field: EditorProps['field']; value: unknown; taskId: number }) {
  const ids = idList(value);
  const media = useTaskMedia(taskId, ids.length > 0);
  if (ids.length === 0) return <span className="kpt-cf-empty">{EMPTY_DISPLAY}</span>;
  const text = formatFieldValue(field, ids, { files: media.data });
  return (
    <span className="kpt-cf-text" title={text}>
      <PaperClipOutlined aria-hidden style={{ marginRight: 4, opacity: 0.6 }} />
      {text}
    </span>
  );
}

/**
 * Files: tick the task's attachments to list them in the field, or upload a new one (it becomes an
 * attachment of the task and is ticked). Each change saves at once.
 */
export function FilesEditor({ field, value, task, onSave, onCancel, children }: EditorProps & { children: ReactNode }) {
  const media = useTaskMedia(task.id);
  const queryClient = useQueryClient();
  const [selected, setSelected] = useSyncedSelection<number>(value, idList);
  const [uploading, setUploading] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  async function change(next: number[]) {
    const previous = selected;
    setSelected(next);
    const ok = await onSave(next.length > 0 ? next : null, { keepOpen: true });
    if (!ok) setSelected(previous);
  }

  async function upload(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    if (file.size === 0) {
      toast.error(TASK_MEDIA_MESSAGES.fileEmpty);
      return;
    }
    if (file.size > TASK_MEDIA_MAX_BYTES) {
      toast.error(TASK_MEDIA_MESSAGES.fileTooLarge);
      return;
    }
    setUploading(true);
    try {
      const created = await uploadTaskMedia(task.id, file, file.name);
      queryClient.setQueryData<TaskMedia[]>(queryKeys.tasks.media(task.id), (list) => [created, ...(list ?? [])]);
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.media(task.id) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.tasks.activity(task.id) });
      await change([...selected, created.id]);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setUploading(false);
    }
  }

  const list = media.data ?? [];
  return (
    <Popover
      open
      trigger="click"
      placement="bottomLeft"
      onOpenChange={(open: boolean) => {
        if (!open && !uploading) onCancel();
      }}
      content={
        <div className="kpt-cf-pop" data-testid="custom-field-files-editor">
          <p className="kpt-cf-hint">{T.attachments}</p>
          {media.isLoading ? (
            <Spin size="small" />
          ) : list.length === 0 ? (
            <p className="kpt-cf-hint">{T.noFiles}</p>
          ) : (
            <ul className="kpt-cf-file-list" aria-label={field.name}>
              {list.map((file) => (
                <li key={file.id}>
                  <Checkbox
                    checked={selected.includes(file.id)}
                    onChange={(event) =>
                      void change(event.target.checked ? [...selected, file.id] : selected.filter((id) => id !== file.id))
                    }
                  >
                    <span className="kpt-cf-text" title={file.file_name}>
                      {file.file_name}
                    </span>
                  </Checkbox>
                </li>
              ))}
            </ul>
          )}
          <input
            ref={fileInput}
            type="file"
            hidden
            accept={TASK_MEDIA_ACCEPT}
            aria-label={T.uploadFile}
            data-testid="custom-field-file-input"
            onChange={(event) => void upload(event)}
          />
          <div className="kpt-cf-pop-actions">
            <Button
              size="small"
              icon={<UploadOutlined aria-hidden />}
              loading={uploading}
              onClick={() => fileInput.current?.click()}
            >
              {uploading ? T.uploading : T.uploadFile}
            </Button>
          </div>
        </div>
      }
    >
      {children}
    </Popover>
  );
}
