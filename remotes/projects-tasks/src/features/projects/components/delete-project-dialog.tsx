import type { Project } from '@kanri/contracts';
import { ExclamationCircleOutlined, Modal, Typography } from '@kanri/design-system';
import { PROJECT_TEXTS } from './project-texts';

const T = PROJECT_TEXTS.delete;

/**
 * Asks before deleting a project (with its tasks). The caller closes it (sets `project` to null) once
 * the project is deleted, and keeps it open (and toasts why) when it was not.
 */
export function DeleteProjectDialog({
  project,
  deleting,
  onCancel,
  onConfirm,
}: {
  /** The project to delete; null keeps the dialog closed. */
  project: Project | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: (project: Project) => Promise<unknown> | void;
}) {
  return (
    <Modal
      open={project !== null}
      title={
        <span style={{ display: 'inline-flex', alignItems: 'center', gap: 8 }}>
          <ExclamationCircleOutlined style={{ color: '#ff7875' }} aria-hidden />
          {T.title}
        </span>
      }
      okText={T.confirm}
      cancelText={T.cancel}
      okButtonProps={{ danger: true, loading: deleting }}
      cancelButtonProps={{ disabled: deleting }}
      closable={!deleting}
      keyboard={!deleting}
      mask={{ closable: !deleting }}
      width={440}
      destroyOnHidden
      onCancel={() => {
        if (!deleting) onCancel();
      }}
      onOk={() => {
        if (project && !deleting) void onConfirm(project);
      }}
    >
      <Typography.Paragraph style={{ marginBottom: 0, overflowWrap: 'anywhere' }}>{project ? T.body(project.name) : null}</Typography.Paragraph>
    </Modal>
  );
}
