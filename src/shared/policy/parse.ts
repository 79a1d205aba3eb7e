/**
 * An administrator's policy from managed storage, checked member by member: a member of the wrong
 * type, out of range or unknown is ignored alone, with a warning that names it (its path, such as
 * `accounts[1].serviceUrl`) and why, and never its value: any string in a policy could be a key.
 * An unknown member's name is shown only when it looks like a field name (letters only, short),
 * so a key pasted as a name is not echoed either. Pure, never throws, never keeps a member it did
 * not check: the result is built from known names only, so `__proto__` or `constructor` in the
 * input reach nothing.
 */
import { cleanName } from '../accounts/accounts';
import { isCopyFormat } from '../links/clip';
import { checkDomain } from '../links/domain';
import { checkServiceUrl } from '../settings/service-url';
import { isAccountField, isPreferenceName, PREFERENCE_NAMES, type AccountField, type PreferenceName } from './fields';
import { EMPTY_POLICY, type ManagedAccount, type Policy, type Preferences } from './policy';

export const POLICY_LIMITS = {
  accounts: 20,
  id: 56,
  name: 40,
  serviceUrl: 2000,
  groupId: 200,
  apiKey: 500,
  locked: 20,
} as const;

type Warn = (message: string) => void;
type Obj = Record<string, unknown>;

const isObject = (v: unknown): v is Obj => typeof v === 'object' && v !== null && !Array.isArray(v);
const has = (o: Obj, name: string) => Object.prototype.hasOwnProperty.call(o, name);
const SHOWABLE_NAME = /^[A-Za-z]{1,32}$/;
const memberName = (name: string) => (SHOWABLE_NAME.test(name) ? `"${name}"` : '(name not shown)');
const typeOf = (v: unknown) => (v === null ? 'null' : Array.isArray(v) ? 'array' : typeof v);

function warnUnknown(o: Obj, known: readonly string[], at: string, warn: Warn) {
  for (const name of Object.keys(o))
    if (!known.includes(name)) warn(`${at}: unknown member ${memberName(name)} ignored`);
}

/** A bounded, non-empty string after trimming; the reason it is not, without the value. */
function boundedString(v: unknown, max: number): { ok: true; value: string } | { ok: false; why: string } {
  if (typeof v !== 'string') return { ok: false, why: `a ${typeOf(v)}, not a string` };
  const value = v.trim();
  if (value.length > max) return { ok: false, why: `longer than ${max} characters` };
  return { ok: true, value };
}

export function parsePolicy(raw: unknown, warn: Warn = (m) => console.warn(`PrettyLink policy: ${m}`)): Policy {
  try {
    return parseRoot(raw, warn);
  } catch {
    // Nothing above throws on any JSON; a getter-laden object from elsewhere is still no crash.
    warn('policy unreadable, ignored');
    return structuredClone(EMPTY_POLICY);
  }
}

function parseRoot(raw: unknown, warn: Warn): Policy {
  const policy: Policy = { accounts: [], preferences: {}, locked: [], allowUserAccounts: true };
  if (raw === undefined || raw === null) return policy;
  if (!isObject(raw)) {
    warn(`policy is a ${typeOf(raw)}, not an object: ignored`);
    return policy;
  }
  warnUnknown(
    raw,
    ['accounts', 'preferences', 'locked', 'allowUserAccounts', 'siteRules', 'lockSiteRules'],
    'policy',
    warn,
  );
  if (has(raw, 'accounts')) policy.accounts = parseAccounts(raw.accounts, warn);
  if (has(raw, 'preferences')) policy.preferences = parsePreferences(raw.preferences, warn);
  if (has(raw, 'locked')) policy.locked = parseLocked(raw.locked, 'locked', isPreferenceName, warn);
  if (has(raw, 'allowUserAccounts')) {
    if (typeof raw.allowUserAccounts === 'boolean') policy.allowUserAccounts = raw.allowUserAccounts;
    else warn(`allowUserAccounts: a ${typeOf(raw.allowUserAccounts)}, not a boolean: ignored`);
  }
  // `siteRules` is read by the background alone (./policy-rules.ts): the popup's first frame reads the policy too.
  if (has(raw, 'lockSiteRules')) {
    if (typeof raw.lockSiteRules === 'boolean') policy.lockSiteRules = raw.lockSiteRules;
    else warn(`lockSiteRules: a ${typeOf(raw.lockSiteRules)}, not a boolean: ignored`);
  }
  return policy;
}

function parseLocked<T extends string>(v: unknown, at: string, known: (v: unknown) => v is T, warn: Warn): T[] {
  if (!Array.isArray(v)) {
    warn(`${at}: a ${typeOf(v)}, not a list: ignored`);
    return [];
  }
  const out: T[] = [];
  v.slice(0, POLICY_LIMITS.locked).forEach((name, i) => {
    if (!known(name))
      warn(
        `${at}[${i}]: ${typeof name === 'string' ? `${memberName(name)} is not a field that can be locked` : `a ${typeOf(name)}, not a field name`}: ignored`,
      );
    else if (!out.includes(name)) out.push(name);
  });
  if (v.length > POLICY_LIMITS.locked) warn(`${at}: more than ${POLICY_LIMITS.locked} entries, the rest ignored`);
  return out;
}

function parsePreferences(v: unknown, warn: Warn): Partial<Preferences> {
  if (!isObject(v)) {
    warn(`preferences: a ${typeOf(v)}, not an object: ignored`);
    return {};
  }
  warnUnknown(v, PREFERENCE_NAMES, 'preferences', warn);
  const out: Partial<Preferences> = {};
  for (const name of PREFERENCE_NAMES) {
    if (!has(v, name)) continue;
    const value = v[name];
    if (name === 'copyFormat') {
      if (isCopyFormat(value)) out.copyFormat = value;
      else warn(`preferences.copyFormat: not one of the copy formats: ignored`);
    } else if (typeof value === 'boolean') out[name as Exclude<PreferenceName, 'copyFormat'>] = value;
    else warn(`preferences.${name}: a ${typeOf(value)}, not a boolean: ignored`);
  }
  return out;
}

function parseAccounts(v: unknown, warn: Warn): ManagedAccount[] {
  if (!Array.isArray(v)) {
    warn(`accounts: a ${typeOf(v)}, not a list: ignored`);
    return [];
  }
  const out: ManagedAccount[] = [];
  v.slice(0, POLICY_LIMITS.accounts).forEach((entry, i) => {
    const account = parseAccount(entry, `accounts[${i}]`, warn);
    if (!account) return;
    if (out.some((a) => a.id === account.id)) warn(`accounts[${i}]: the same id as an earlier account: ignored`);
    else out.push(account);
  });
  if (v.length > POLICY_LIMITS.accounts) warn(`accounts: more than ${POLICY_LIMITS.accounts}, the rest ignored`);
  return out;
}

/** Letters, digits, `_` and `-`: it becomes part of the stored account id (src/shared/policy/locks.ts). */
const ID = /^[\w-]{1,56}$/;

const ACCOUNT_MEMBERS = ['id', 'name', 'serviceUrl', 'defaultDomain', 'defaultGroupId', 'apiKey', 'locked'];

/** An account needs an id and a valid service; its other members are optional, each ignored alone. */
function parseAccount(v: unknown, at: string, warn: Warn): ManagedAccount | null {
  if (!isObject(v)) {
    warn(`${at}: a ${typeOf(v)}, not an object: ignored`);
    return null;
  }
  warnUnknown(v, ACCOUNT_MEMBERS, at, warn);
  const id = boundedString(v.id, POLICY_LIMITS.id);
  if (!id.ok || !ID.test(id.value)) {
    warn(`${at}.id: ${id.ok ? 'not 1 to 56 letters, digits, _ or -' : id.why}: the account is ignored`);
    return null;
  }
  const service = boundedString(v.serviceUrl, POLICY_LIMITS.serviceUrl);
  const checked = service.ok ? checkServiceUrl(service.value) : null;
  if (!checked?.ok) {
    warn(
      `${at}.serviceUrl: ${!service.ok ? service.why : `not a usable service address (${checked!.ok ? '' : checked!.reason})`}: the account is ignored`,
    );
    return null;
  }
  const account: ManagedAccount = {
    id: id.value,
    name: id.value,
    serviceUrl: checked.origin,
    defaultDomain: '',
    locked: [],
  };
  if (has(v, 'name')) {
    const name = boundedString(v.name, 1000);
    const clean = name.ok ? cleanName(name.value) : null;
    if (clean) account.name = clean;
    else warn(`${at}.name: ${name.ok ? `not 1 to ${POLICY_LIMITS.name} characters` : name.why}: ignored`);
  }
  if (has(v, 'defaultDomain')) {
    const domain = boundedString(v.defaultDomain, 253);
    if (domain.ok && checkDomain(domain.value) === null) account.defaultDomain = domain.value;
    else warn(`${at}.defaultDomain: ${domain.ok ? 'not a domain' : domain.why}: ignored`);
  }
  if (has(v, 'defaultGroupId')) {
    const group = boundedString(v.defaultGroupId, POLICY_LIMITS.groupId);
    if (group.ok) account.defaultGroupId = group.value;
    else warn(`${at}.defaultGroupId: ${group.why}: ignored`);
  }
  if (has(v, 'apiKey')) {
    const key = boundedString(v.apiKey, POLICY_LIMITS.apiKey);
    if (key.ok && key.value) account.apiKey = key.value;
    else warn(`${at}.apiKey: ${key.ok ? 'empty' : key.why}: ignored`);
  }
  if (has(v, 'locked')) account.locked = parseLocked<AccountField>(v.locked, `${at}.locked`, isAccountField, warn);
  // A locked shipped key holds its service too: the key belongs to the policy's service (docs/administrators.md).
  if (account.apiKey && account.locked.includes('apiKey') && !account.locked.includes('serviceUrl'))
    account.locked.push('serviceUrl');
  return account;
}
