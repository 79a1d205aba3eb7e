/**
 * What storage held, as the popup's first frame takes it: a cheap look at the shapes (the types a
 * render and a copy rely on), so the first frame never waits for the schema library. The schemas
 * check the same values right after the first frame (./checked-read.ts) and the popup is drawn
 * again from theirs when the two disagree (entrypoints/popup/main.tsx).
 */
import { NO_ACCOUNTS, type Account, type AccountsState } from '../../shared/accounts/accounts';
import { prefsFromSync, withAccount } from '../../shared/accounts/effective';
import { isCopyFormat } from '../../shared/links/clip';
import type { LinkHead, StoredLink } from '../../shared/links/head';
import { DEFAULT_SETTINGS, type Settings } from '../../shared/settings/settings';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../shared/settings/keys';

export interface PopupRead {
  settings: Settings;
  accounts: AccountsState;
  head: LinkHead | null;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const strings = (o: Obj, names: string[]) => names.every((name) => typeof o[name] === 'string');

function accountsOf(raw: unknown): AccountsState {
  if (!isObject(raw) || !Array.isArray(raw.accounts)) return NO_ACCOUNTS;
  const accounts = raw.accounts
    .filter(
      (a): a is Account => isObject(a) && strings(a, ['id', 'name', 'serviceUrl', 'defaultDomain', 'defaultGroupId']),
    )
    .map(({ id, name, serviceUrl, defaultDomain, defaultGroupId }) => ({
      id,
      name,
      serviceUrl,
      defaultDomain,
      defaultGroupId,
    }));
  return { current: accounts.some((a) => a.id === raw.current) ? (raw.current as string) : null, accounts };
}

const looksLikeLink = (l: unknown): l is StoredLink =>
  isObject(l) && strings(l, ['id', 'title', 'domain', 'backHalf', 'shortLink', 'destination']);

function headOf(raw: unknown): LinkHead | null {
  if (!isObject(raw) || typeof raw.account !== 'string' || typeof raw.total !== 'number' || !Array.isArray(raw.links))
    return null;
  return raw.links.every(looksLikeLink) ? (raw as unknown as LinkHead) : null;
}

/** `stored`: storage.local's settings, accounts and head; `synced`: storage.sync (the preferences win there). */
export function firstFrameRead(stored: Obj, synced: Obj): PopupRead {
  const source: Obj = { ...(isObject(stored[SETTINGS_KEY]) ? stored[SETTINGS_KEY] : {}), ...prefsFromSync(synced) };
  const settings: Obj = { ...DEFAULT_SETTINGS };
  for (const [name, fallback] of Object.entries(DEFAULT_SETTINGS))
    if (typeof source[name] === typeof fallback) settings[name] = source[name];
  // Used by the opening's copy before the schemas have looked.
  if (!isCopyFormat(settings.copyFormat)) settings.copyFormat = DEFAULT_SETTINGS.copyFormat;
  const accountsRaw = stored[ACCOUNTS_KEY];
  const accounts = accountsOf(accountsRaw);
  return {
    settings:
      accountsRaw === undefined || accountsRaw === null
        ? (settings as Settings)
        : withAccount(settings as Settings, accounts),
    accounts,
    head: headOf(stored[HEAD_KEY]),
  };
}
