/**
 * What "Share…" offers, as each page's settings say: given once by the page (the popup, the
 * manager), read by every Copy menu and row menu under it. null: sharing is off (the user's choice,
 * or an administrator's policy), and no menu shows "Share…".
 */
import { createContext } from 'preact';
import type { Settings } from '../../shared/settings/settings';

export type Sharing = Pick<Settings, 'shareTargets' | 'mastodonInstance'>;

export const SharingContext = createContext<Sharing | null>(null);

/** The settings themselves (the same object: the context's consumers draw again only when they change). */
export const sharingOf = (settings: Settings): Sharing | null => (settings.share ? settings : null);
