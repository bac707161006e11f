import type { Project } from '@kanri/contracts';
import {
  ArrowLeftOutlined,
  BRAND_PRIMARY,
  Button,
  ErrorPanel,
  Input,
  PageHeader,
  PlusOutlined,
  Result,
  SearchOutlined,
  ShareAltOutlined,
  Skeleton,
  toast,
} from '@kanri/design-system';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { Link, useHref } from 'react-router-dom';
import { useRouteProject } from '../../../shared';
import { PROJECT_DETAIL_TEXTS as T, TASK_LIST_TEXTS, TaskList, useTaskListController } from '../../task-list';

/** How long the search waits after the last keystroke before asking the server. */
export const SEARCH_DEBOUNCE_MS = 300;

const backLink: CSSProperties = {
  display: 'inline-flex',
  alignItems: 'center',
  gap: 6,
  marginBottom: 12,
  color: 'rgba(255,255,255,0.65)',
};

/**
 * Project detail (spec §2 "Project detail", issue 4): the project of the route, or Project Not Found
 * with Return to Dashboard. A back link, the colour dot, name and task count, a search box that
 * filters the task list on the server, Share (copies the page's link) and Add Task, then the list.
 * Opening a project makes it the current project.
 */
export default function ProjectDetailPage() {
  const { project, notFound } = useRouteProject();
  if (notFound) return <ProjectNotFound />;
  if (project.isError) {
    return <ErrorPanel title={T.loadFailed} description={project.error.message} onRetry={() => void project.refetch()} />;
  }
  if (project.isPending) {
    return (
      <div aria-busy="true" data-testid="project-detail-loading">
        <Skeleton active title={{ width: 280 }} paragraph={{ rows: 1, width: 120 }} />
        <Skeleton active paragraph={{ rows: 8 }} title={false} />
      </div>
    );
  }
  // A new project starts afresh: its own search, no row in edit mode.
  return <ProjectDetail key={project.data.id} project={project.data} />;
}

function ProjectNotFound() {
  return (
    <Result
      status="404"
      title={T.notFound}
      subTitle={T.notFoundHint}
      extra={
        <Link
          to="/"
          style={{
            display: 'inline-flex',
            alignItems: 'center',
            height: 32,
            padding: '0 16px',
            borderRadius: 8,
            background: BRAND_PRIMARY,
            color: '#0d0f0c',
            fontWeight: 500,
          }}
        >
          {T.returnToDashboard}
        </Link>
      }
    />
  );
}

function ProjectDetail({ project }: { project: Project }) {
  const controller = useTaskListController(project);
  const [search, setSearch] = useState('');
  const [appliedSearch, setAppliedSearch] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const pageHref = useHref(`/dashboard/projects/${project.id}`);

  useEffect(
    () => () => {
      if (timer.current) clearTimeout(timer.current);
    },
    [],
  );

  function changeSearch(value: string) {
    setSearch(value);
    if (timer.current) clearTimeout(timer.current);
    const trimmed = value.trim();
    // Clearing shows every task at once; typing waits for a pause.
    if (trimmed === '') setAppliedSearch('');
    else timer.current = setTimeout(() => setAppliedSearch(trimmed), SEARCH_DEBOUNCE_MS);
  }

  async function share() {
    const url = new URL(pageHref, window.location.origin).href;
    try {
      if (!navigator.clipboard?.writeText) throw new Error('Clipboard unavailable');
      await navigator.clipboard.writeText(url);
      toast.success(T.linkCopied);
    } catch {
      toast.error(T.copyFailed);
    }
  }

  function addTask() {
    // The new task must be visible to be edited: a search that hides it is cleared first.
    if (search !== '') changeSearch('');
    void controller.addTask();
  }

  return (
    <div style={{ minWidth: 0 }}>
      <Link to="/" style={backLink} data-testid="project-back-link">
        <ArrowLeftOutlined aria-hidden /> {T.back}
      </Link>
      <PageHeader
        title={
          <span style={{ display: 'inline-flex', alignItems: 'center', gap: 12, minWidth: 0, maxWidth: '100%' }}>
            <span
              aria-hidden
              data-testid="project-color-dot"
              style={{ width: 14, height: 14, borderRadius: '50%', background: project.color, flex: 'none' }}
            />
            <span style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }} title={project.name}>
              {project.name}
            </span>
          </span>
        }
        subtitle={<span data-testid="project-task-count">{T.taskCount(project.task_count)}</span>}
        actions={
          <>
            <Input
              allowClear
              aria-label={T.searchLabel}
              placeholder={T.searchPlaceholder}
              prefix={<SearchOutlined aria-hidden />}
              value={search}
              onChange={(event) => changeSearch(event.target.value)}
              style={{ width: 240, maxWidth: '100%' }}
              data-testid="project-search"
            />
            <Button icon={<ShareAltOutlined aria-hidden />} onClick={() => void share()} data-testid="project-share">
              {T.share}
            </Button>
            <Button
              type="primary"
              icon={<PlusOutlined aria-hidden />}
              onClick={addTask}
              loading={controller.adding}
              data-testid="project-add-task"
            >
              {TASK_LIST_TEXTS.addTask}
            </Button>
          </>
        }
      />
      <TaskList project={project} search={appliedSearch} controller={controller} onAddTask={addTask} />
    </div>
  );
}
