/** Only web pages are shortened: http(s) URLs with a host. Everything else is refused before any request. */
export function isShortenable(url: string | undefined | null): url is string {
  if (!url) return false;
  try {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.hostname !== '';
  } catch {
    return false;
  }
}
