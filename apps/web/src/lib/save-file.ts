import type { ApiFile } from './api-client';

/** Hands a downloaded file to the browser to save, under the name the server gave it. */
export function saveFile({ blob, fileName }: ApiFile) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Later, not now: the browser reads the file after the click returns.
  window.setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
