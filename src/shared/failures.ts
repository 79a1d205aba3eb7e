/** What can go wrong, as the background answers it: the service's failures and the extension's own. */
import type { ApiFailure } from './types';
import type { LockedTarget } from './policy/fields';

/** Why a change of the accounts was refused. `service-key`: a new service address without a key typed for it (a key only goes where it was saved for). */
export type AccountFailureReason =
  'duplicate' | 'unknown' | 'name' | 'domain' | 'group' | 'key' | 'limit' | 'service-key';

/** Failures that are the extension's own, beside the service's. */
export type Failure =
  | ApiFailure
  | { kind: 'not-configured' }
  | { kind: 'unsupported-url' }
  /** The URL holds a user name or password: never sent. */
  | { kind: 'credentials-in-url' }
  /** A local or private address, not confirmed by the user: nothing was sent. */
  | { kind: 'private-address'; host: string }
  | { kind: 'invalid-service-url'; reason: 'invalid' | 'insecure' | 'ipv6' }
  | { kind: 'permission-missing'; origin: string }
  | { kind: 'bad-request' }
  /** A change of the accounts refused: src/shared/accounts/planners.ts says why. */
  | { kind: 'account'; reason: AccountFailureReason }
  /** A page's request named an account that is no longer the current one: nothing was done. */
  | { kind: 'account-changed' }
  | { kind: 'internal' }
  /**
   * An interrupted create's link could not be confirmed (not shown within the recovery bound, or
   * too many links to search): nothing new was made; the user may make a new one anyway.
   */
  | { kind: 'unverified' }
  /** The action's journal could not be written before its request (a full disk): nothing was sent. */
  | { kind: 'storage-full' }
  /** The account's database could not be opened (tried again first): nothing was sent. */
  | { kind: 'storage-unreachable' }
  /** A site rule names an account that is not on this computer: nothing was sent (never another account's). */
  | { kind: 'rule-account-missing'; name: string }
  /** The administrator's policy locks this field: the change was refused. */
  | { kind: 'locked'; field: LockedTarget };
