/**
 * The background's side of the contract: answers only the extension's own pages, checks every
 * request against its schema, and turns a handler's crash into a failure value.
 */
import { browser, type Browser } from 'wxt/browser';
import { requestSchema, type Reply, type RequestOf, type RequestType } from '../../shared/messages/contract';

export type Handlers = { [T in RequestType]: (request: RequestOf<T>) => Promise<Reply<T>> };

/** True for a page of this extension (popup, options, offscreen), false for anything else. */
export function isOwnPage(sender: Browser.runtime.MessageSender): boolean {
  const base = browser.runtime.getURL('/');
  return sender.id === browser.runtime.id && typeof sender.url === 'string' && sender.url.startsWith(base);
}

/**
 * The runtime.onMessage listener for these handlers: its promise is the reply (webextension-polyfill
 * sends it); undefined for a sender it does not answer, leaving the message to other listeners.
 */
export function createRouter(handlers: Handlers) {
  return (message: unknown, sender: Browser.runtime.MessageSender): Promise<Reply<RequestType>> | undefined => {
    if (!isOwnPage(sender)) return undefined;
    const parsed = requestSchema.safeParse(message);
    if (!parsed.success) return Promise.resolve({ ok: false, error: { kind: 'bad-request' } });
    const request = parsed.data;
    const handler = handlers[request.type] as (r: typeof request) => Promise<Reply<RequestType>>;
    return handler(request).catch(() => ({ ok: false, error: { kind: 'internal' } }) as const);
  };
}
