/**
 * What storage held, as the popup takes it: values the background wrote through its schemas, read
 * here with plain checks of the same rules, so the popup never loads the schema library. A member
 * that fails reads as the schemas would read it (its default, or dropped); the links' projection is
 * taken only in its own version (src/shared/links/projection.ts), else the list asks the background.
 * test/unit/shared/stored-schemas.test.ts holds these reads equal to the schemas'.
 */
import { cleanName, NO_ACCOUNTS, type Account, type AccountsState } from '../../shared/accounts/accounts';
import { prefsFromSync, withAccount } from '../../shared/accounts/effective';
import { isCopyFormat } from '../../shared/links/clip';
import { checkDomain } from '../../shared/links/domain';
import { isMastodonInstance, isShareTargetList } from '../../shared/share/share-targets';
import type { LinkHead } from '../../shared/links/head';
import { readProjection } from '../../shared/links/projection';
import { checkServiceUrl } from '../../shared/settings/service-url';
import { DEFAULT_SETTINGS, GROUP_ID_MAX, type Settings } from '../../shared/settings/settings';
import { ACCOUNTS_KEY, HEAD_KEY, SETTINGS_KEY } from '../../shared/settings/keys';

export interface PopupRead {
  settings: Settings;
  accounts: AccountsState;
  head: LinkHead | null;
}

type Obj = Record<string, unknown>;
const isObject = (v: unknown): v is Obj => !!v && typeof v === 'object' && !Array.isArray(v);
const isBoolean = (v: unknown) => typeof v === 'boolean';
const isServiceUrl = (v: unknown): v is string => typeof v === 'string' && checkServiceUrl(v).ok;
const isDomain = (v: unknown): v is string => typeof v === 'string' && checkDomain(v) === null;
const isGroupId = (v: unknown): v is string => typeof v === 'string' && v.length <= GROUP_ID_MAX;
const ACCOUNT_ID = /^[\w-]{1,64}$/;

/** Each setting's rule, as src/shared/settings/settings-schema.ts has it. */
const SETTING_RULES: Record<keyof Settings, (v: unknown) => boolean> = {
  serviceUrl: isServiceUrl,
  defaultDomain: isDomain,
  autoShorten: isBoolean,
  autoCopy: isBoolean,
  defaultGroupId: isGroupId,
  stripTracking: isBoolean,
  useCanonical: isBoolean,
  useSiteShortlink: isBoolean,
  campaignOnOpen: isBoolean,
  copyFormat: isCopyFormat,
  privateAutoShorten: isBoolean,
  privateRecent: isBoolean,
  share: isBoolean,
  shareTargets: isShareTargetList,
  mastodonInstance: isMastodonInstance,
};

function settingsOf(source: Obj): Settings {
  const settings: Obj = {};
  for (const [name, rule] of Object.entries(SETTING_RULES))
    settings[name] =
      Object.hasOwn(source, name) && rule(source[name]) ? source[name] : DEFAULT_SETTINGS[name as keyof Settings];
  return settings as Settings;
}

/** An account as src/shared/accounts/accounts-schema.ts keeps it, or null when it drops it. */
function accountOf(a: unknown): Account | null {
  if (!isObject(a) || typeof a.id !== 'string' || !ACCOUNT_ID.test(a.id) || !isServiceUrl(a.serviceUrl)) return null;
  const name = typeof a.name === 'string' ? cleanName(a.name) : null;
  if (name === null) return null;
  return {
    id: a.id,
    name,
    serviceUrl: a.serviceUrl,
    defaultDomain: isDomain(a.defaultDomain) ? a.defaultDomain : '',
    defaultGroupId: isGroupId(a.defaultGroupId) ? a.defaultGroupId : '',
  };
}

function accountsOf(raw: unknown): AccountsState {
  if (raw === null || raw === undefined) return NO_ACCOUNTS;
  const stored = isObject(raw) ? raw : {};
  const accounts: Account[] = [];
  for (const item of Array.isArray(stored.accounts) ? stored.accounts : []) {
    const account = accountOf(item);
    if (account && !accounts.some((a) => a.id === account.id)) accounts.push(account);
  }
  const current = accounts.find((a) => a.id === stored.current)?.id ?? null;
  return { current, accounts };
}

/** `stored`: storage.local's settings, accounts and projection; `synced`: storage.sync (the preferences win there). */
export function firstFrameRead(stored: Obj, synced: Obj): PopupRead {
  const local = stored[SETTINGS_KEY];
  const settings = settingsOf({ ...(local && typeof local === 'object' ? local : {}), ...prefsFromSync(synced) });
  const accountsRaw = stored[ACCOUNTS_KEY];
  const accounts = accountsOf(accountsRaw);
  return {
    settings: accountsRaw === undefined || accountsRaw === null ? settings : withAccount(settings, accounts),
    accounts,
    head: readProjection(stored[HEAD_KEY]),
  };
}
