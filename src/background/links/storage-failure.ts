/** What a failure of the account database tells the user; null when it is not the storage's. */
import type { Failure } from '../../shared/failures';
import { AccountRemoved } from '../../platform/account-db/lease';
import { StorageUnreachable } from '../../platform/account-db/open';

export function storageFailure(error: unknown): Failure | null {
  if (error instanceof AccountRemoved) return { kind: 'account-changed' };
  if (error instanceof StorageUnreachable) return { kind: 'storage-unreachable' };
  if (!(error instanceof DOMException)) return null;
  // A full disk; any other error of the database is one it cannot be reached through now.
  return { kind: error.name === 'QuotaExceededError' ? 'storage-full' : 'storage-unreachable' };
}
