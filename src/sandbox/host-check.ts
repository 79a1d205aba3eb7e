/**
 * The sandbox answers only requests addressed to itself: a web page that rebinds its own name to
 * 127.0.0.1 (DNS rebinding) sends its own Host header, and must not read the request log, which
 * holds the demo key, nor anything else here.
 */

/** Whether a request's Host header names this sandbox: 127.0.0.1 or localhost, on its own port. */
export function isOwnHost(host: string | undefined, port: number): boolean {
  return host === `127.0.0.1:${port}` || host?.toLowerCase() === `localhost:${port}`;
}
