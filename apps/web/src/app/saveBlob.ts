/**
 * Saves a Blob under a file name through a temporary link (the browser's download). Shared by
 * every feature that hands the user a file (album photos, totals exports, business-history files).
 */
export const saveBlob = (blob: Blob, name: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  // In the document while clicked: Firefox ignores a click on a detached link.
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: revoking at once can cancel the download in some browsers.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};
