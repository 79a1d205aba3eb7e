/**
 * The administrator's policy, read fresh from `storage.managed` on every use (the background's
 * locks and status, its presets): nothing of it lives only in memory. No policy at all is the
 * common case: Chrome answers `{}`, Firefox throws when no managed storage manifest exists, and
 * an unreadable one is treated the same (no presets, no locks).
 */
import { browser } from 'wxt/browser';
import { parsePolicy } from '../../shared/policy/parse';
import { EMPTY_POLICY, type Policy } from '../../shared/policy/policy';

/** `warn: false` for the checks that run on every save: the warnings were given when it was applied. */
export async function readPolicy({ warn = true } = {}): Promise<Policy> {
  let raw: unknown;
  try {
    raw = await browser.storage.managed.get();
  } catch {
    return structuredClone(EMPTY_POLICY);
  }
  return parsePolicy(raw, warn ? undefined : () => {});
}
