import type { DashboardStatistics } from '@kanri/contracts/dashboard';
import {
  Card,
  CheckSquareOutlined,
  ClockCircleOutlined,
  formatDuration,
  Progress,
  ProjectOutlined,
  Skeleton,
  TeamOutlined,
} from '@kanri/design-system';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { projectTaskListPath, PROJECTS_PAGE_PATH } from '../../projects';
import { HOME_TEXTS } from '../texts';
import { Widget } from './widget';

const T = HOME_TEXTS.cards;

function SummaryCard({
  title,
  value,
  hint,
  icon,
  testId,
}: {
  title: string;
  value: ReactNode;
  hint: ReactNode;
  icon: ReactNode;
  testId: string;
}) {
  return (
    <Card size="small" styles={{ body: { padding: 16 } }} data-testid={testId}>
      <div className="kph-card">
        <div style={{ minWidth: 0 }}>
          <div className="kph-card-title">{title}</div>
          <div className="kph-card-value" data-testid={`${testId}-value`}>
            {value}
          </div>
          <div className="kph-card-hint kph-ellipsis">{hint}</div>
        </div>
        <div className="kph-card-icon" aria-hidden>
          {icon}
        </div>
      </div>
    </Card>
  );
}

const skeleton = <Skeleton.Input active size="small" style={{ width: 64, height: 30 }} />;

/** Today's tracked time; while the timer runs it grows every second from the server's figure. */
function TodaysTime({ data, fetchedAt }: { data: DashboardStatistics['today_time']; fetchedAt: number }) {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!data.running) return;
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, [data.running]);
  const ms = data.duration_ms + (data.running ? Math.max(0, now - fetchedAt) : 0);
  return <>{formatDuration(ms)}</>;
}

/** The four cards: Total Projects, Active Tasks, Team Members, Today's Time. */
export function SummaryCards({ data, fetchedAt }: { data: DashboardStatistics | undefined; fetchedAt: number }) {
  return (
    <section className="kph-cards" aria-label="Summary">
      <SummaryCard
        testId="card-total-projects"
        title={T.totalProjects}
        value={data ? data.totalProjects : skeleton}
        hint={data ? (data.totalProjects === 0 ? HOME_TEXTS.projectStats.empty : T.activeProjects(data.projects.active)) : null}
        icon={<ProjectOutlined />}
      />
      <SummaryCard
        testId="card-active-tasks"
        title={T.activeTasks}
        value={data ? data.activeTasks : skeleton}
        hint={data ? (data.tasks.total === 0 ? HOME_TEXTS.taskStats.empty : T.completed(data.completedTasks)) : null}
        icon={<CheckSquareOutlined />}
      />
      <SummaryCard
        testId="card-team-members"
        title={T.teamMembers}
        value={data ? data.totalUsers : skeleton}
        hint={data ? T.online(data.team.online) : null}
        icon={<TeamOutlined />}
      />
      <SummaryCard
        testId="card-todays-time"
        title={T.todaysTime}
        value={data ? <TodaysTime data={data.today_time} fetchedAt={fetchedAt} /> : skeleton}
        hint={data ? (data.today_time.running ? T.tracking : T.notTracking) : null}
        icon={<ClockCircleOutlined />}
      />
    </section>
  );
}

/** Your Current Projects: the projects the user created or has tasks in, with their progress. */
export function CurrentProjects({ data }: { data: DashboardStatistics | undefined }) {
  const projects = data?.current_projects;
  return (
    <Widget
      title={HOME_TEXTS.currentProjects}
      extra={
        <Link className="kph-link" to={PROJECTS_PAGE_PATH}>
          {HOME_TEXTS.viewAllProjects}
        </Link>
      }
      loading={!data}
      rows={2}
      testId="current-projects"
      empty={projects?.length === 0 && { title: HOME_TEXTS.currentProjectsEmpty, hint: HOME_TEXTS.currentProjectsHint }}
    >
      <div className="kph-projects">
        {projects?.map((project) => {
          const percent = project.tasks_total === 0 ? 0 : Math.round((project.tasks_completed / project.tasks_total) * 100);
          return (
            <Link key={project.id} to={projectTaskListPath(project.id)} className="kph-project" title={project.name}>
              <span className="kph-project-name">
                <span className="kph-dot" style={{ background: project.color }} aria-hidden />
                <span className="kph-ellipsis">{project.name}</span>
              </span>
              <Progress percent={percent} size="small" strokeColor={project.color} />
              <span className="kph-row-sub">
                {project.tasks_completed}/{project.tasks_total}
              </span>
            </Link>
          );
        })}
      </div>
    </Widget>
  );
}
