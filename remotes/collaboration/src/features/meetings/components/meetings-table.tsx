import { meetingDurationMinutes, type Meeting, type MeetingPage, type MeetingStatus } from '@kanri/contracts';
import { formatDateTime, formatDay, Table, Tag, Typography, type TableProps } from '@kanri/design-system';
import type { ReactNode } from 'react';
import { MEETING_TEXTS } from '../texts';
import { MeetingActions } from './meeting-actions';
import { ParticipantAvatars } from './participant-avatars';

const T = MEETING_TEXTS.table;

const STATUS_COLORS: Record<MeetingStatus, string> = {
  scheduled: 'blue',
  ongoing: 'green',
  completed: 'default',
  cancelled: 'red',
};

const secondary = { display: 'block', fontSize: 12 } as const;
/** A header never breaks inside a word ("Duratio / n"): the columns are wide enough for theirs. */
const nowrapHeader = () => ({ style: { whiteSpace: 'nowrap' as const } });

/** The line under a meeting's title: its description's first line and its location. */
const detailsOf = (meeting: Meeting) =>
  [meeting.description.split('\n')[0]?.trim(), meeting.location.trim()].filter(Boolean).join(' · ');

function MeetingCell({ meeting }: { meeting: Meeting }) {
  const details = detailsOf(meeting);
  return (
    <div style={{ minWidth: 0 }}>
      <Typography.Text strong ellipsis={{ tooltip: meeting.title }} style={{ display: 'block' }}>
        {meeting.title}
      </Typography.Text>
      {details ? (
        <Typography.Text type="secondary" ellipsis={{ tooltip: details }} style={secondary}>
          {details}
        </Typography.Text>
      ) : null}
    </div>
  );
}

function WhenCell({ meeting }: { meeting: Meeting }) {
  const multiDay = formatDay(meeting.start_time) !== formatDay(meeting.end_time);
  return (
    <div>
      <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(meeting.start_time)}</span>
      {multiDay ? (
        <Typography.Text type="secondary" style={{ ...secondary, whiteSpace: 'nowrap' }}>
          {T.ends(formatDateTime(meeting.end_time))}
        </Typography.Text>
      ) : null}
    </div>
  );
}

/**
 * The meetings of one page (spec §2): Meeting, Date & Time (local), Duration, Participants, Status,
 * Actions. Paged on the server: `onPage` asks for another page.
 */
export function MeetingsTable({
  page,
  loading,
  empty,
  onPage,
  onEdit,
  onDelete,
}: {
  page: MeetingPage | undefined;
  loading: boolean;
  /** Shown in the table's body when this page has no rows. */
  empty: ReactNode;
  onPage: (page: number) => void;
  onEdit: (meeting: Meeting) => void;
  onDelete: (meeting: Meeting) => void;
}) {
  const columns: NonNullable<TableProps<Meeting>['columns']> = [
    { title: T.meeting, key: 'meeting', render: (_, meeting) => <MeetingCell meeting={meeting} /> },
    { title: T.dateTime, key: 'when', width: 196, render: (_, meeting) => <WhenCell meeting={meeting} /> },
    {
      title: T.duration,
      key: 'duration',
      width: 112,
      render: (_, meeting) => (
        <span style={{ whiteSpace: 'nowrap' }}>{T.minutes(meetingDurationMinutes(meeting.start_time, meeting.end_time))}</span>
      ),
    },
    { title: T.participants, key: 'participants', width: 150, render: (_, meeting) => <ParticipantAvatars meeting={meeting} /> },
    {
      title: T.status,
      key: 'status',
      width: 112,
      render: (_, meeting) => <Tag color={STATUS_COLORS[meeting.status]}>{MEETING_TEXTS.statuses[meeting.status]}</Tag>,
    },
    {
      title: T.actions,
      key: 'actions',
      width: 100,
      align: 'right',
      render: (_, meeting) => <MeetingActions meeting={meeting} onEdit={onEdit} onDelete={onDelete} />,
    },
  ];

  return (
    <Table<Meeting>
      aria-label={T.label}
      rowKey="id"
      columns={columns.map((column) => ({ ...column, onHeaderCell: nowrapHeader }))}
      dataSource={page?.items ?? []}
      loading={loading}
      tableLayout="fixed"
      scroll={{ x: 880 }}
      locale={{ emptyText: page ? empty : ' ' }}
      pagination={
        page && page.total > page.per_page
          ? {
              current: page.page,
              pageSize: page.per_page,
              total: page.total,
              showSizeChanger: false,
              onChange: onPage,
            }
          : false
      }
    />
  );
}
