import { ApiError } from '@kanri/api-client';
import { useCanOnRecord } from '@kanri/app-state';
import { TASK_MEDIA_ACCEPT, TASK_MEDIA_MAX_BYTES, TASK_MEDIA_MESSAGES, TASK_MEDIA_TYPES, type TaskMedia } from '@kanri/contracts';
import {
  Button,
  DeleteOutlined,
  DownloadOutlined,
  FileOutlined,
  formatDateTime,
  formatFileSize,
  formatRelativeTime,
  PaperClipOutlined,
  Popconfirm,
  Skeleton,
  toast,
  Tooltip,
  UploadOutlined,
} from '@kanri/design-system';
import { useEffect, useRef, useState, type DragEvent } from 'react';
import { saveAttachment, useDeleteMedia, useTaskMedia, useUploadMedia } from '../api/task-detail-queries';
import { fileExtension } from '../lib/format';
import { TASK_DETAIL_TEXTS } from '../texts';

const T = TASK_DETAIL_TEXTS.attachments;

/** Why a file cannot be attached, checked before sending (the server checks again); null when fine. */
export function attachmentProblem(file: Pick<File, 'name' | 'size'>): string | null {
  if (file.size > TASK_MEDIA_MAX_BYTES) return TASK_MEDIA_MESSAGES.fileTooLarge;
  if (file.size === 0) return TASK_MEDIA_MESSAGES.fileEmpty;
  if (!(fileExtension(file.name) in TASK_MEDIA_TYPES)) return TASK_MEDIA_MESSAGES.fileTypeNotAllowed;
  return null;
}

function serverMessage(error: unknown): string {
  if (error instanceof ApiError) return error.errors?.file?.[0] ?? error.message;
  return error instanceof Error ? error.message : String(error);
}

function AttachmentRow({ media, canDelete, onDelete }: { media: TaskMedia; canDelete: boolean; onDelete: () => Promise<void> }) {
  const [downloading, setDownloading] = useState(false);
  const full = formatDateTime(media.created_at);
  const who = media.uploaded_by?.full_name?.trim() || media.uploaded_by?.email || TASK_DETAIL_TEXTS.activity.formerMember;

  async function download() {
    setDownloading(true);
    try {
      await saveAttachment(media);
    } catch (error) {
      toast.error(serverMessage(error));
    } finally {
      setDownloading(false);
    }
  }

  return (
    <li className="ktd-file" data-testid="task-attachment">
      <span className="ktd-file-icon" aria-hidden>
        <FileOutlined />
      </span>
      <div className="ktd-file-text">
        <button type="button" className="ktd-file-name ktd-ellipsis" title={media.file_name} onClick={() => void download()}>
          {media.file_name}
        </button>
        <span className="ktd-file-meta">
          <span>{formatFileSize(media.size)}</span>
          <span aria-hidden>·</span>
          <span className="ktd-ellipsis">{T.by(who)}</span>
          <span aria-hidden>·</span>
          <Tooltip title={full}>
            <time dateTime={media.created_at}>{formatRelativeTime(media.created_at)}</time>
          </Tooltip>
        </span>
      </div>
      <div className="ktd-file-actions">
        <Tooltip title={T.download(media.file_name)}>
          <Button
            size="small"
            type="text"
            icon={<DownloadOutlined />}
            aria-label={T.download(media.file_name)}
            loading={downloading}
            onClick={() => void download()}
          />
        </Tooltip>
        {canDelete ? (
          <Popconfirm
            title={T.confirmDelete}
            description={T.confirmDeleteHint}
            okText={T.confirmOk}
            cancelText={T.confirmCancel}
            okButtonProps={{ danger: true }}
            onConfirm={onDelete}
          >
            <Button size="small" type="text" danger icon={<DeleteOutlined />} aria-label={T.delete(media.file_name)} />
          </Popconfirm>
        ) : null}
      </div>
    </li>
  );
}

/**
 * The task's attachments: each with name, size, who and when; download and (for the uploader, an
 * admin or a manager) delete. Upload with the button or by dropping files here; type and size are
 * checked before sending, with the contract's messages.
 */
export function AttachmentsSection({ taskId }: { taskId: number }) {
  const canDeleteMedia = useCanOnRecord('taskMedia.delete');
  const media = useTaskMedia(taskId);
  const upload = useUploadMedia(taskId);
  const remove = useDeleteMedia(taskId);
  const inputRef = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [current, setCurrent] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  useEffect(() => setError(null), [taskId]);

  async function uploadFiles(files: readonly File[]) {
    setError(null);
    for (const file of files) {
      const problem = attachmentProblem(file);
      if (problem) {
        setError(problem);
        continue;
      }
      setCurrent(file.name);
      try {
        await upload.mutateAsync(file);
        toast.success(TASK_MEDIA_MESSAGES.mediaUploaded);
      } catch (failure) {
        setError(serverMessage(failure));
      }
    }
    setCurrent(null);
  }

  async function onDelete(item: TaskMedia) {
    try {
      await remove.mutateAsync(item.id);
      toast.success(TASK_MEDIA_MESSAGES.mediaDeleted);
    } catch (failure) {
      toast.error(serverMessage(failure));
    }
  }

  function onDrop(event: DragEvent<HTMLElement>) {
    event.preventDefault();
    setDragging(false);
    const files = Array.from(event.dataTransfer?.files ?? []);
    if (files.length > 0 && !upload.isPending) void uploadFiles(files);
  }

  const items = media.data ?? [];
  return (
    <section
      className={`ktd-section ktd-attachments${dragging ? ' is-dragging' : ''}`}
      aria-labelledby="ktd-attachments-title"
      data-testid="task-attachments"
      onDragOver={(event) => {
        if (Array.from(event.dataTransfer?.types ?? []).includes('Files')) {
          event.preventDefault();
          setDragging(true);
        }
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={onDrop}
    >
      <div className="ktd-section-head">
        <h2 id="ktd-attachments-title" className="ktd-section-title">
          <PaperClipOutlined aria-hidden /> {T.title}
          {items.length > 0 ? <span className="ktd-count">{items.length}</span> : null}
        </h2>
        <Button
          size="small"
          icon={<UploadOutlined />}
          aria-label={upload.isPending ? T.uploading : T.upload}
          loading={upload.isPending}
          onClick={() => inputRef.current?.click()}
        >
          {upload.isPending ? T.uploading : T.upload}
        </Button>
        <input
          ref={inputRef}
          type="file"
          multiple
          hidden
          accept={TASK_MEDIA_ACCEPT}
          aria-label={T.inputLabel}
          data-testid="task-attachment-input"
          onChange={(event) => {
            const files = Array.from(event.target.files ?? []);
            // Cleared so choosing the same file again fires a change.
            event.target.value = '';
            if (files.length > 0) void uploadFiles(files);
          }}
        />
      </div>
      {current ? (
        <p className="ktd-muted" role="status">
          {T.uploading} {current}
        </p>
      ) : null}
      {error ? (
        <p className="ktd-field-error" role="alert" data-testid="task-attachment-error">
          {error}
        </p>
      ) : null}
      {media.isPending ? (
        <Skeleton active paragraph={{ rows: 1 }} title={false} />
      ) : media.isError ? (
        <p className="ktd-field-error" role="alert">
          {T.loadFailed} {media.error.message}
        </p>
      ) : items.length === 0 ? (
        <p className="ktd-muted">{T.empty}</p>
      ) : (
        <ul className="ktd-files" aria-label={T.title}>
          {items.map((item) => (
            <AttachmentRow
              key={item.id}
              media={item}
              canDelete={canDeleteMedia(item.uploaded_by?.id)}
              onDelete={() => onDelete(item)}
            />
          ))}
        </ul>
      )}
    </section>
  );
}
