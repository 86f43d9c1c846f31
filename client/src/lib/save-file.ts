/**
 * Hands a downloaded file to the browser to save (a backup fetched with the bearer token, which a
 * plain link could not send). The object URL is released once the click has been dispatched.
 */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
