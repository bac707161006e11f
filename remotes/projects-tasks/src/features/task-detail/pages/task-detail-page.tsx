import { isNotFound, useMembers, useProject, useProjects } from '@kanri/api-client';
import { DEFAULT_CLICK_APPS, type Task } from '@kanri/contracts';
import { Button, ErrorPanel, Skeleton } from '@kanri/design-system';
import { useMemo, type ReactNode } from 'react';
import { Link, useParams } from 'react-router-dom';
import { parseRouteId, useCustomFields, usePriorities, useStatuses, useTags } from '../../../shared/api/queries';
import { leaveDayOf, useApprovedLeave } from '../../../shared/leave';
import { useToday } from '../../../shared/use-today';
import { useTask, useUpdateTask } from '../api/task-detail-queries';
import { ActivityPanel } from '../components/activity-panel';
import { AttachmentsSection } from '../components/attachments-section';
import { AssigneesField } from '../components/fields/assignees-field';
import {
  PriorityField,
  projectStatuses,
  StatusField,
  TimeEstimateField,
  TitleField,
  TrackTimeField,
} from '../components/fields/basic-fields';
import { DatesField } from '../components/fields/dates-field';
import { DescriptionField } from '../components/fields/description-field';
import { RelationshipsField } from '../components/fields/relationships-field';
import { TagsField } from '../components/fields/tags-field';
import { TaskDetailStyles } from '../components/task-detail-styles';
import { TaskHeader } from '../components/task-header';
import { useGoBack } from '../components/use-go-back';
import type { ActivityLookups } from '../lib/activity-format';
import { TASK_DETAIL_TEXTS } from '../texts';

const T = TASK_DETAIL_TEXTS;

function Root({ children }: { children: ReactNode }) {
  return (
    <div className="ktd" data-testid="task-detail">
      <TaskDetailStyles />
      {children}
    </div>
  );
}

function NotFound() {
  const goBack = useGoBack('/dashboard');
  return (
    <div className="ktd-not-found" data-testid="task-not-found">
      <h1>{T.notFound.title}</h1>
      <p className="ktd-muted">{T.notFound.hint}</p>
      <Button type="primary" onClick={goBack}>
        {T.notFound.goBack}
      </Button>
    </div>
  );
}

function DetailSkeleton() {
  return (
    <div className="ktd-skeleton" data-testid="task-detail-skeleton" aria-busy="true">
      <Skeleton.Input active size="small" style={{ width: 280 }} />
      <div className="ktd-layout">
        <div className="ktd-main">
          <div className="ktd-card">
            <Skeleton active title={{ width: '60%' }} paragraph={{ rows: 6 }} />
          </div>
          <div className="ktd-card">
            <Skeleton active title={false} paragraph={{ rows: 3 }} />
          </div>
        </div>
        <div className="ktd-side">
          <Skeleton active avatar paragraph={{ rows: 3 }} />
        </div>
      </div>
    </div>
  );
}

function TaskDetail({ task }: { task: Task }) {
  const project = useProject(task.project_id);
  const statuses = useStatuses();
  const priorities = usePriorities();
  const members = useMembers();
  const tags = useTags();
  const projects = useProjects();
  const customFields = useCustomFields(task.project_id);
  const { save } = useUpdateTask(task.id);
  // Approved leave on the task's due date (else today) marks people in the assignee picker.
  const today = useToday();
  const leaveDay = leaveDayOf(task, today);
  const leave = useApprovedLeave({ from: leaveDay, to: leaveDay });

  const clickApps = project.data?.click_apps ?? DEFAULT_CLICK_APPS;
  const statusOptions = useMemo(
    () => projectStatuses(statuses.data ?? [], project.data?.status_ids),
    [statuses.data, project.data?.status_ids],
  );
  const lookups: ActivityLookups = {
    statuses: statuses.data,
    priorities: priorities.data,
    members: members.data,
    tags: tags.data,
    projects: projects.data,
    customFields: customFields.data,
    relationships: task.relationships,
  };

  if (project.isPending || statuses.isPending) return <DetailSkeleton />;

  const status = statuses.data?.find((row) => row.id === task.status_id);
  const done = status?.category === 'done';

  return (
    <>
      <TaskHeader task={task} />
      <div className="ktd-layout">
        <div className="ktd-main">
          <div className="ktd-card">
            {project.data ? (
              <div className="ktd-project">
                <span className="ktd-project-dot" style={{ background: project.data.color }} aria-hidden />
                <Link to={`/dashboard/projects/${project.data.id}`} className="ktd-ellipsis" data-testid="task-project-link">
                  {project.data.name}
                </Link>
              </div>
            ) : null}
            <TitleField task={task} save={save} />
            <div className="ktd-fields">
              <StatusField task={task} save={save} statuses={statusOptions} />
              <AssigneesField
                task={task}
                save={save}
                members={members.data ?? []}
                multiple={clickApps['multiple-assignees']}
                leave={leave}
                day={leaveDay}
              />
              <DatesField task={task} save={save} done={done} />
              {clickApps.priority ? <PriorityField task={task} save={save} priorities={priorities.data ?? []} /> : null}
              {clickApps['time-estimates'] ? <TimeEstimateField task={task} save={save} /> : null}
              {clickApps['time-tracking'] ? <TrackTimeField task={task} /> : null}
              {clickApps.tags ? <TagsField task={task} save={save} tags={tags.data ?? []} /> : null}
              <RelationshipsField task={task} save={save} />
            </div>
          </div>
          <div className="ktd-card">
            <DescriptionField task={task} save={save} />
          </div>
          <div className="ktd-card">
            <AttachmentsSection taskId={task.id} />
          </div>
        </div>
        <ActivityPanel taskId={task.id} lookups={lookups} />
      </div>
    </>
  );
}

/** `/dashboard/tasks/:taskId` (spec §2 "Task detail"). */
export default function TaskDetailPage() {
  const { taskId } = useParams();
  const id = parseRouteId(taskId);
  const task = useTask(id);

  let body: ReactNode;
  if (id === null || (task.isError && isNotFound(task.error))) body = <NotFound />;
  else if (task.isError)
    body = <ErrorPanel title={T.loadFailed} description={task.error.message} onRetry={() => void task.refetch()} />;
  else if (task.isPending) body = <DetailSkeleton />;
  else body = <TaskDetail key={task.data.id} task={task.data} />;
  return <Root>{body}</Root>;
}
