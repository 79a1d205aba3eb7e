/**
 * A runtime.onMessage listener that answers with a promise, made one that answers through
 * `sendResponse`: only recent Chrome versions take a returned promise (we support 116), and the
 * browser's own API is used without the webextension-polyfill (which did this for us).
 * Firefox takes either. A listener that answers nothing (undefined) leaves the message to others.
 */
export function answering<S>(listener: (message: unknown, sender: S) => Promise<unknown> | undefined) {
  return (message: unknown, sender: S, sendResponse: (reply: unknown) => void): true | undefined => {
    const reply = listener(message, sender);
    if (!reply) return undefined;
    reply.then(sendResponse, () => sendResponse(undefined));
    return true;
  };
}
