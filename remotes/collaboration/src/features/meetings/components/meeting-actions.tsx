import { failureMessage, saveDownloadedFile, downloadMeetingIcs } from '@kanri/api-client';
import { isWebAddress, type Meeting } from '@kanri/contracts';
import {
  Button,
  DeleteOutlined,
  DownloadOutlined,
  Dropdown,
  EditOutlined,
  LinkOutlined,
  MoreOutlined,
  toast,
  type MenuProps,
} from '@kanri/design-system';
import { MEETING_TEXTS } from '../texts';

const T = MEETING_TEXTS.menu;

/** Opens the meeting's address in a new tab that cannot reach back to this one. */
const join = (url: string) => window.open(url, '_blank', 'noopener,noreferrer');

async function downloadIcs(meeting: Meeting) {
  try {
    saveDownloadedFile(await downloadMeetingIcs(meeting.id));
  } catch (error) {
    toast.error(failureMessage(error, T.downloadFailed));
  }
}

/**
 * A row's menu (spec §2): Join Meeting when it has an address, Download .ics, and for its
 * organiser Edit and Delete.
 */
export function MeetingActions({
  meeting,
  onEdit,
  onDelete,
}: {
  meeting: Meeting;
  onEdit: (meeting: Meeting) => void;
  onDelete: (meeting: Meeting) => void;
}) {
  const url = meeting.meeting_url && isWebAddress(meeting.meeting_url) ? meeting.meeting_url : null;
  const items: MenuProps['items'] = [
    ...(url ? [{ key: 'join', icon: <LinkOutlined aria-hidden />, label: T.join }] : []),
    { key: 'download', icon: <DownloadOutlined aria-hidden />, label: T.download },
    ...(meeting.is_organizer
      ? [
          { key: 'edit', icon: <EditOutlined aria-hidden />, label: T.edit },
          { type: 'divider' as const },
          { key: 'delete', icon: <DeleteOutlined aria-hidden />, label: T.delete, danger: true },
        ]
      : []),
  ];
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'join' && url) join(url);
          else if (key === 'download') void downloadIcs(meeting);
          else if (key === 'edit') onEdit(meeting);
          else if (key === 'delete') onDelete(meeting);
        },
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={MEETING_TEXTS.table.actionsLabel(meeting.title)} />
    </Dropdown>
  );
}
