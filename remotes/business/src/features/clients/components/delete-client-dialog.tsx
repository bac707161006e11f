import type { Client } from '@kanri/contracts/business';
import { Alert, Button, ConfirmDelete, FolderOutlined, Typography, useRetained } from '@kanri/design-system';
import { useState } from 'react';
import { useClientActions } from '../api/use-clients';
import { CLIENT_TEXTS } from '../texts';

const T = CLIENT_TEXTS.deleteDialog;

/**
 * Asks before deleting a client (spec §5's question). The server refuses a client with invoices:
 * its message shows inside, with Archive instead (when the caller may archive). Other failures are
 * toasted and the question stays.
 */
export function DeleteClientDialog({
  client: given,
  canArchive,
  onClose,
}: {
  client: Client | null;
  canArchive: boolean;
  onClose: () => void;
}) {
  const actions = useClientActions();
  const client = useRetained(given);
  // The refusal of this client's delete, shown inside (cleared on closing).
  const [refusal, setRefusal] = useState<{ id: number; message: string } | null>(null);
  const [archiving, setArchiving] = useState(false);

  async function confirm() {
    setRefusal(null);
    try {
      return await actions.remove(client!);
    } catch (error) {
      // Reported here, with what to do instead: the dialog stays open.
      setRefusal({ id: client!.id, message: error instanceof Error ? error.message : String(error) });
      return false;
    }
  }

  async function archiveInstead() {
    setArchiving(true);
    const done = await actions.setArchived(client!, true);
    setArchiving(false);
    if (done) close();
  }

  function close() {
    setRefusal(null);
    onClose();
  }

  return (
    <ConfirmDelete
      open={given !== null}
      title={T.title}
      okText={T.ok}
      cancelText={T.cancel}
      onConfirm={confirm}
      onClose={close}
      okDisabled={archiving}
    >
      <p style={{ margin: 0 }}>{T.body}</p>
      {client ? (
        <Typography.Text strong style={{ overflowWrap: 'anywhere' }}>
          {client.name}
        </Typography.Text>
      ) : null}
      {client && refusal?.id === client.id ? (
        <Alert
          type="error"
          showIcon
          title={refusal.message}
          action={
            canArchive && !client.is_archived ? (
              <Button
                size="small"
                icon={<FolderOutlined aria-hidden />}
                loading={archiving}
                onClick={() => void archiveInstead()}
              >
                {T.archiveInstead}
              </Button>
            ) : null
          }
        />
      ) : null}
    </ConfirmDelete>
  );
}
