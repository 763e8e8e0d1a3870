/** Chromium reads an object URL after the click returns; revoking it at once could cancel the save. */
const REVOKE_AFTER_MS = 10_000;

/** Hands a fetched file to the browser's downloads through a temporary `<a download>`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), REVOKE_AFTER_MS);
}
