import type { PresenceStatus } from '@kanri/contracts';
import type { DashboardStatistics } from '@kanri/contracts/dashboard';
import { Avatar, initials } from '@kanri/design-system';
import { Link } from 'react-router-dom';
import { HOME_TEXTS } from '../texts';
import { Widget } from './widget';

const T = HOME_TEXTS.team;
const TEAM_SHOWN = 8;

export const PRESENCE_COLORS: Record<PresenceStatus, string> = {
  online: '#52c41a',
  away: '#faad14',
  busy: '#ff4d4f',
  offline: '#595959',
};

/** Team members with their live presence (patched by `presence.changed` events) and open tasks. */
export function TeamWidget({ data }: { data: DashboardStatistics | undefined }) {
  const team = data?.team;
  // Online people first (the server's order), as many as fit the widget.
  const shown = team?.members.slice(0, TEAM_SHOWN) ?? [];
  const more = team ? team.total - shown.length : 0;
  return (
    <Widget
      title={T.title}
      extra={
        <Link className="kph-link" to="/dashboard/users">
          {T.viewAll}
        </Link>
      }
      loading={!data}
      rows={4}
      testId="team-members"
    >
      <ul className="kph-list" aria-label={T.title}>
        {shown.map((member) => (
          <li key={member.id} className="kph-row" data-presence={member.presence}>
            <span className="kph-presence">
              <Avatar size={32} src={member.photo_url ?? undefined}>
                {initials(member.full_name)}
              </Avatar>
              <span className="kph-presence-dot" style={{ background: PRESENCE_COLORS[member.presence] }} aria-hidden />
            </span>
            <div className="kph-row-main">
              <div className="kph-ellipsis" title={member.full_name}>
                {member.full_name}
              </div>
              <div className="kph-row-sub kph-ellipsis">
                {member.role} · {T.openTasks(member.open_tasks)}
              </div>
            </div>
            <span className="kph-row-end">{T.presence[member.presence]}</span>
          </li>
        ))}
      </ul>
      {more > 0 ? <div className="kph-row-sub">{T.more(more)}</div> : null}
    </Widget>
  );
}
