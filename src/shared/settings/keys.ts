/**
 * The names of the storage.local items the popup reads on opening, in a module of their own: the
 * popup's first load (src/pages/popup/first-frame.ts) needs the names, not the modules that read the items.
 */
export const SETTINGS_KEY = 'settings';
export const ACCOUNTS_KEY = 'accounts';
/** The account's links as last known (src/shared/links/head.ts). */
export const HEAD_KEY = 'links';
/**
 * storage.sync keeps each preference under its own key (`pref.autoCopy`), so two computers that
 * change two different preferences both keep theirs: sync's newest write wins per key.
 */
export const PREF_PREFIX = 'pref.';
