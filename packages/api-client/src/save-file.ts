import type { DownloadedFile } from './http';

/**
 * Hands a file `apiDownload` fetched (with the session's token, which a plain link cannot send) to
 * the browser as a download: an object URL clicked through a temporary `<a download>`, revoked
 * after. `fallbackName` names it when the reply gave no file name.
 */
export function saveDownloadedFile({ blob, fileName }: DownloadedFile, fallbackName?: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fallbackName && (!fileName || fileName === 'download') ? fallbackName : fileName;
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.appendChild(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoked a moment later: some browsers read the URL after the click returns.
    setTimeout(() => URL.revokeObjectURL(url), 1000);
  }
}
