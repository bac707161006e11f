import type { Client } from '@kanri/contracts/business';
import {
  Button,
  DeleteOutlined,
  Dropdown,
  EditOutlined,
  FolderOutlined,
  MoreOutlined,
  ReloadOutlined,
  type MenuProps,
} from '@kanri/design-system';
import { CLIENT_TEXTS } from '../texts';

const T = CLIENT_TEXTS.menu;

export interface ClientActionHandlers {
  onEdit: (client: Client) => void;
  onArchive: (client: Client, archived: boolean) => void;
  onDelete: (client: Client) => void;
}

/**
 * A row's menu (spec §2): Edit, Archive (Restore for an archived client) with `clients.update`,
 * Delete with `clients.delete`. Nothing when the caller may do none of them.
 */
export function ClientActions({
  client,
  canUpdate,
  canDelete,
  onEdit,
  onArchive,
  onDelete,
}: ClientActionHandlers & { client: Client; canUpdate: boolean; canDelete: boolean }) {
  const items: MenuProps['items'] = [
    ...(canUpdate
      ? [
          { key: 'edit', icon: <EditOutlined aria-hidden />, label: T.edit },
          client.is_archived
            ? { key: 'restore', icon: <ReloadOutlined aria-hidden />, label: T.restore }
            : { key: 'archive', icon: <FolderOutlined aria-hidden />, label: T.archive },
        ]
      : []),
    ...(canUpdate && canDelete ? [{ type: 'divider' as const }] : []),
    ...(canDelete ? [{ key: 'delete', icon: <DeleteOutlined aria-hidden />, label: T.delete, danger: true }] : []),
  ];
  if (items.length === 0) return null;
  return (
    <Dropdown
      trigger={['click']}
      placement="bottomRight"
      menu={{
        items,
        onClick: ({ key }) => {
          if (key === 'edit') onEdit(client);
          else if (key === 'archive') onArchive(client, true);
          else if (key === 'restore') onArchive(client, false);
          else if (key === 'delete') onDelete(client);
        },
      }}
    >
      <Button type="text" icon={<MoreOutlined />} aria-label={CLIENT_TEXTS.table.actionsLabel(client.name)} />
    </Dropdown>
  );
}
