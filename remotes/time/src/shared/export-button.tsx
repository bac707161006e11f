import { errorMessage, exportTimeEntries, saveDownloadedFile } from '@kanri/api-client';
import type { TimeFilter } from '@kanri/contracts';
import { Button, DownloadOutlined, toast } from '@kanri/design-system';
import { useState } from 'react';
import { TEXTS } from '../texts';

/** Export: downloads the CSV of `filter`'s entries (GET /time-entries/export); a failure is toasted. */
export function ExportButton({ filter }: { filter: TimeFilter }) {
  const [busy, setBusy] = useState(false);

  async function download() {
    setBusy(true);
    try {
      saveDownloadedFile(await exportTimeEntries(filter));
    } catch (error) {
      toast.error(`${TEXTS.common.exportFailed}: ${errorMessage(error)}`);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Button icon={<DownloadOutlined aria-hidden />} loading={busy} onClick={() => void download()}>
      {TEXTS.common.export}
    </Button>
  );
}
