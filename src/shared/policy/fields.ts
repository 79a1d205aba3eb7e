/**
 * The names an administrator's policy presets and locks: preferences (global) and account fields
 * (per managed account). One list each, shared by the parser, the planner, the background's locks,
 * the options page and public/managed_schema.json (test/unit/shared/policy/managed-schema.test.ts keeps them equal).
 */
export const PREFERENCE_NAMES = [
  'autoShorten',
  'autoCopy',
  'stripTracking',
  'useCanonical',
  'copyFormat',
  'useSiteShortlink',
  'campaignOnOpen',
  'privateAutoShorten',
  'privateRecent',
  'share',
] as const;
export const ACCOUNT_FIELDS = ['name', 'serviceUrl', 'defaultDomain', 'defaultGroupId', 'apiKey'] as const;

export type PreferenceName = (typeof PREFERENCE_NAMES)[number];
export type AccountField = (typeof ACCOUNT_FIELDS)[number];
export type LockableField = PreferenceName | AccountField;

export const isPreferenceName = (v: unknown): v is PreferenceName =>
  (PREFERENCE_NAMES as readonly unknown[]).includes(v);
export const isAccountField = (v: unknown): v is AccountField => (ACCOUNT_FIELDS as readonly unknown[]).includes(v);

/**
 * What a refusal names: a locked field, or `userAccounts` (the policy allows no accounts of the
 * user's own), `managedAccount` (a managed account cannot be removed) or `siteRules` (the policy's
 * site rules apply).
 */
export type LockedTarget = LockableField | 'userAccounts' | 'managedAccount' | 'siteRules';
