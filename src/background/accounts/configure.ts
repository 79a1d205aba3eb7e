/**
 * Saving the settings and the key the single-account way (the options page's service form, the
 * build preset): the global preferences, and the current account's service, domain, group and key
 * (an account is made, named from its service, when there is none). A change of service or key is
 * a change of account: src/background/accounts/change-accounts.ts writes the new account's empty link store in
 * the same storage write as the key.
 */
import type { Result } from '../../shared/types';
import { newAccountId } from '../../shared/accounts/accounts';
import { ACCOUNT_FIELDS, type AccountField } from '../../shared/accounts/effective';
import { planAdd, planUpdate, type Stored } from '../../shared/accounts/planners';
import { fail, ok } from '../../shared/types';
import type { Failure } from '../../shared/messages/contract';
import type { Settings } from '../../shared/settings/settings';
import { readSettings } from '../../shared/settings/settings-schema';
import { changeAccounts } from './change-accounts';

/**
 * `apiKey`: a new key, null to remove it, undefined to keep it. `guard`: run against the stored
 * state inside the same queued step as the write; a failure it answers refuses the save (the
 * policy's locks, src/background/policy/lock-guard.ts).
 */
export async function saveConfiguration(
  patch: Partial<Settings>,
  apiKey?: string | null,
  guard?: (stored: Stored, settings: Settings) => Failure | null,
): Promise<Result<void, Failure>> {
  const fields: Partial<Pick<Settings, AccountField>> = {};
  for (const name of ACCOUNT_FIELDS) if (patch[name] !== undefined) fields[name] = patch[name];
  const touchesAccount = Object.keys(fields).length > 0 || apiKey !== undefined;
  const result = await changeAccounts(
    (stored: Stored, settings) => {
      const refused = guard?.(stored, settings);
      if (refused) return fail(refused);
      if (!touchesAccount) return ok(stored);
      const current = stored.state.current;
      if (current) return planUpdate(stored, current, { ...fields, apiKey });
      // No account yet: this save makes the first one (a key removed from none is nothing to do).
      if (apiKey === null && Object.keys(fields).length === 0) return ok(stored);
      return planAdd(
        stored,
        { name: '', serviceUrl: fields.serviceUrl ?? settings.serviceUrl, ...fields, apiKey: apiKey ?? null },
        newAccountId(),
      );
    },
    (settings) => readSettings({ ...settings, ...patch }),
  );
  return result.ok ? ok(undefined) : result;
}
