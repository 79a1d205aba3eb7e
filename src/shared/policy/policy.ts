/** An administrator's policy, as parsed (./parse.ts): every member checked, nothing else kept. */
import type { CopyFormat } from '../links/clip';
import type { AccountField, PreferenceName } from './fields';
import type { SiteRule } from '../rules/rule';

export interface Preferences {
  autoShorten: boolean;
  autoCopy: boolean;
  stripTracking: boolean;
  useCanonical: boolean;
  copyFormat: CopyFormat;
  useSiteShortlink: boolean;
  campaignOnOpen: boolean;
  privateAutoShorten: boolean;
  privateRecent: boolean;
  /** false: no "Share…" anywhere. */
  share: boolean;
}

export interface ManagedAccount {
  /** The administrator's id for the account: the same account across policy updates. */
  id: string;
  name: string;
  /** An origin, normalized like a user's (src/shared/settings/service-url.ts). */
  serviceUrl: string;
  /** Empty: the service's own default. */
  defaultDomain: string;
  defaultGroupId?: string;
  /** Shipped only when the administrator chose to: stored like any key, never shown back, never logged. */
  apiKey?: string;
  /** This account's fields the user may not change. */
  locked: AccountField[];
}

export interface Policy {
  accounts: ManagedAccount[];
  preferences: Partial<Preferences>;
  /** Preferences the user may not change. */
  locked: PreferenceName[];
  /** May the user add accounts of their own beside the managed ones (default: yes). */
  allowUserAccounts: boolean;
  /** Site rules preset for the user (a managed account named by its stored id); absent: none. */
  siteRules?: SiteRule[];
  /** The user may not change the site rules: the policy's list (or none) applies. Absent: they may. */
  lockSiteRules?: boolean;
}

export const EMPTY_POLICY: Policy = { accounts: [], preferences: {}, locked: [], allowUserAccounts: true };

/** What the pages learn of the policy (Status.policy): names, never values. */
export interface PolicyView {
  /** The current configuration's locked fields: preferences, and the current account's fields. */
  locked: (PreferenceName | AccountField)[];
  /** Each managed account's locked fields, by account id. */
  accountLocks: Record<string, AccountField[]>;
  /** Ids of the accounts the policy manages (they cannot be removed). */
  managedAccounts: string[];
  allowUserAccounts: boolean;
  /** The site rules are the policy's, and the options page cannot change them. */
  siteRulesLocked?: boolean;
}
