/** Replies of the sandbox: a complete HTTP answer as data, and the builders every module uses. */

/** A complete answer. */
export interface Reply {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/** The message of every success envelope. */
export const SUCCESS_MESSAGE = 'API request processed successfully.';

/** A JSON reply. */
export function json(status: number, value: unknown, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(value) };
}

/** An HTML reply. */
export function html(status: number, body: string, headers: Record<string, string> = {}): Reply {
  return { status, headers: { 'content-type': 'text/html; charset=UTF-8', ...headers }, body };
}

/** The success envelope around `data`. */
export function success(data: unknown, headers?: Record<string, string>): Reply {
  return json(200, { status: 'success', message: SUCCESS_MESSAGE, data }, headers);
}
