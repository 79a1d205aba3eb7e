/**
 * Private (incognito) windows, when the user lets the extension run there: by default nothing is
 * shortened on its own as the popup opens, and links made there do not join the recent list. Both
 * are preferences (off by default). Pure: the background and the popup ask the same questions.
 */
import type { Settings } from './settings';

type Prefs = Pick<Settings, 'autoShorten' | 'privateAutoShorten' | 'privateRecent'>;

/** Whether opening the popup over this tab shortens it without being asked. */
export const autoShortens = (prefs: Prefs, incognito: boolean | undefined): boolean =>
  prefs.autoShorten && (!incognito || prefs.privateAutoShorten);

/** Whether a link made in this tab's window joins the recent list. */
export const joinsRecent = (prefs: Prefs, incognito: boolean | undefined): boolean => !incognito || prefs.privateRecent;
