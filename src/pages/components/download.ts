/** Saves a text as a file through an <a download> of a blob URL (no `downloads` permission). */
export function downloadText(name: string, text: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const a = document.createElement('a');
  a.href = url;
  a.download = name;
  a.hidden = true;
  document.body.append(a);
  a.click();
  a.remove();
  // The download has started from the click; the URL is freed once the browser took it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
