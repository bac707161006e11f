import type { DashboardActivity, DashboardStatistics } from '@kanri/contracts/dashboard';
import { Avatar, formatRelativeTime, initials, useNow } from '@kanri/design-system';
import { Link } from 'react-router-dom';
import { HOME_TEXTS } from '../texts';
import { Widget } from './widget';

const T = HOME_TEXTS.activities;

/** What an activity did, as words: `started a timer on`, `updated the status of`... */
export function actionOf(activity: Pick<DashboardActivity, 'type' | 'field'>): string {
  return activity.type === 'update' ? T.update(activity.field) : T[activity.type];
}

/** Recent activities: who, what, which, when; newest first. */
export function ActivityWidget({ data }: { data: DashboardStatistics | undefined }) {
  const now = useNow();
  const activities = data?.activities;
  return (
    <Widget
      title={T.title}
      loading={!data}
      rows={5}
      testId="recent-activities"
      empty={activities?.length === 0 && { title: T.empty, hint: T.emptyHint }}
    >
      <ul className="kph-list" aria-label={T.title}>
        {activities?.map((activity) => {
          const who = activity.user?.full_name ?? T.someone;
          return (
            <li key={activity.key} className="kph-row">
              <Avatar size={28} src={activity.user?.photo_url ?? undefined}>
                {initials(who)}
              </Avatar>
              <div className="kph-row-main">
                <div className="kph-ellipsis" title={`${who} ${actionOf(activity)} ${activity.target}`}>
                  <strong>{who}</strong> {actionOf(activity)}{' '}
                  {activity.task_id !== null ? (
                    <Link className="kph-link" to={`/dashboard/tasks/${activity.task_id}`}>
                      {activity.target}
                    </Link>
                  ) : (
                    <em>{activity.target}</em>
                  )}
                </div>
              </div>
              <time className="kph-row-end" dateTime={activity.at}>
                {formatRelativeTime(activity.at, now)}
              </time>
            </li>
          );
        })}
      </ul>
    </Widget>
  );
}
