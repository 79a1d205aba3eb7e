/**
 * Pages learn that the configuration changed from the background, not from storage: a page that
 * listened to storage.onChanged would be handed the key's new value. The background tells its
 * pages only that something changed (src/background/configuration-notice.ts); they ask for the
 * status again.
 */
import { browser } from 'wxt/browser';

export const CONFIGURATION_CHANGED = { type: 'configurationChanged' } as const;

/** A page's side: calls `listener` when the background says the configuration changed. */
export function onConfigurationChanged(listener: () => void): () => void {
  const onMessage = (message: unknown, sender: { id?: string }) => {
    if (sender.id === browser.runtime.id && (message as { type?: unknown } | null)?.type === CONFIGURATION_CHANGED.type)
      listener();
  };
  browser.runtime.onMessage.addListener(onMessage);
  return () => browser.runtime.onMessage.removeListener(onMessage);
}
