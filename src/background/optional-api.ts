/**
 * Listeners on APIs a platform may lack: Firefox for Android has no menus, keyboard commands,
 * address-bar keyword or sidebar (docs/firefox-android.md). Absent, the listener is simply not
 * registered, and nothing registered after it is lost.
 */
interface Event<L> {
  addListener(listener: L): void;
}

export function listenIfPresent<L>(event: Event<L> | undefined, listener: L): void {
  event?.addListener(listener);
}

/**
 * Whether the platform's menus offer this context: Firefox has `tab` (the tab strip's menu),
 * Chrome's ContextType has none, and a menu made with an unknown context is an error.
 */
export function hasMenuContext(menus: { ContextType?: Record<string, string> } | undefined, context: string): boolean {
  return Object.values(menus?.ContextType ?? {}).includes(context);
}
