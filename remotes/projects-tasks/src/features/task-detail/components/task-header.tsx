import type { Task } from '@kanri/contracts';
import { ArrowLeftOutlined, Button, formatDateTime, formatDay, ShareAltOutlined, toast, Tooltip } from '@kanri/design-system';
import { useCurrentWorkspace } from '../../../shared/api/use-workspaces';
import { TASK_DETAIL_TEXTS } from '../texts';
import { useGoBack } from './use-go-back';

const T = TASK_DETAIL_TEXTS.header;

/** Copies text with the Clipboard API, else through a hidden text area (older or insecure pages). */
export async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall back below
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.setAttribute('readonly', '');
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const copied = typeof document.execCommand === 'function' && document.execCommand('copy');
    area.remove();
    return copied;
  } catch {
    return false;
  }
}

/** Back, the breadcrumb `{workspace name} / {task name}`, when it was created, and Share (copies the link). */
export function TaskHeader({ task }: { task: Task }) {
  const goBack = useGoBack(`/dashboard/projects/${task.project_id}`);
  const workspaceName = useCurrentWorkspace().workspace?.name;

  async function share() {
    if (await copyText(window.location.href)) toast.success(T.linkCopied);
    else toast.error(T.copyFailed);
  }

  return (
    <header className="ktd-header">
      <Tooltip title={T.back}>
        <Button type="text" icon={<ArrowLeftOutlined />} aria-label={T.back} onClick={goBack} />
      </Tooltip>
      <nav className="ktd-breadcrumb" aria-label={T.breadcrumbLabel} data-testid="task-breadcrumb">
        {workspaceName ? (
          <>
            <span className="ktd-crumb">{workspaceName}</span>
            <span className="ktd-crumb-sep" aria-hidden>
              {' / '}
            </span>
          </>
        ) : null}
        <span className="ktd-crumb is-current ktd-ellipsis" aria-current="page" title={task.title}>
          {task.title}
        </span>
      </nav>
      <span className="ktd-created" title={formatDateTime(task.created_at)}>
        {T.createdOn(formatDay(task.created_at))}
      </span>
      <Button icon={<ShareAltOutlined />} aria-label={T.share} onClick={() => void share()}>
        {T.share}
      </Button>
    </header>
  );
}
