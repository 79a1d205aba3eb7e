/** The pages' side of the contract: one typed call, and a failure value if the background cannot answer. */
import { browser } from 'wxt/browser';
import type { Reply, RequestOf, RequestType } from '../../shared/messages/contract';

export async function send<T extends RequestType>(request: RequestOf<T>): Promise<Reply<T>> {
  try {
    const reply = (await browser.runtime.sendMessage(request)) as Reply<T> | undefined;
    return reply ?? { ok: false, error: { kind: 'internal' } };
  } catch {
    return { ok: false, error: { kind: 'internal' } };
  }
}
