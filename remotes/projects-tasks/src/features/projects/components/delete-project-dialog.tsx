import type { Project } from '@kanri/contracts';
import { ConfirmDelete, Typography } from '@kanri/design-system';
import { useState } from 'react';
import { PROJECT_TEXTS } from './project-texts';

const T = PROJECT_TEXTS.delete;

/** Asks before deleting a project (with its tasks); it closes once the project is deleted. */
export function DeleteProjectDialog({
  project,
  onClose,
  onConfirm,
}: {
  /** The project to delete; null keeps the dialog closed. */
  project: Project | null;
  onClose: () => void;
  /** Deletes; resolves false when refused (the caller toasts why), which keeps the dialog open. */
  onConfirm: (project: Project) => Promise<boolean>;
}) {
  // The name stays in the dialog while it closes.
  const [shown, setShown] = useState(project);
  if (project && project !== shown) setShown(project);

  return (
    <ConfirmDelete
      open={project !== null}
      title={T.title}
      okText={T.confirm}
      cancelText={T.cancel}
      onConfirm={() => (shown ? onConfirm(shown) : Promise.resolve(false))}
      onClose={onClose}
    >
      <Typography.Paragraph style={{ marginBottom: 0 }}>{shown ? T.body(shown.name) : null}</Typography.Paragraph>
    </ConfirmDelete>
  );
}
