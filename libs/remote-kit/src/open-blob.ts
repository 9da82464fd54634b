/** Saves a Blob under `filename` through a temporary link (an export, or a tab the browser blocked). */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/**
 * Opens a file fetched with the token (a plain link could not send it: docs/frontend-data.md, "Lists") in a new
 * tab, or saves it under `filename` when the browser blocks the tab. The object URL is revoked after a minute.
 * @param blob the file's bytes; `type` overrides its content type (e.g. 'application/pdf').
 */
export function openBlob(blob: Blob, filename: string, type?: string): void {
  const typed = type ? new Blob([blob], { type }) : blob;
  const url = URL.createObjectURL(typed);
  // Not the 'noopener' feature: with it window.open always answers null, and the file would also be downloaded.
  const opened = typeof window.open === 'function' ? window.open(url, '_blank') : null;
  if (!opened) {
    URL.revokeObjectURL(url);
    saveBlob(typed, filename);
    return;
  }
  opened.opener = null;
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
