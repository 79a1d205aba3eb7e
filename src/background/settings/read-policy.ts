/**
 * The administrator's policy, read fresh from `storage.managed` on every use (the background's
 * locks and status, its presets): nothing of it lives only in memory. No policy at all is the
 * common case: Chrome answers `{}`, Firefox throws when no managed storage manifest exists, and
 * an unreadable one is treated the same (no presets, no locks).
 */
import { browser } from 'wxt/browser';
import { parsePolicy } from '../../shared/policy/parse';
import { parsePolicyRules } from '../../shared/policy/policy-rules';
import { EMPTY_POLICY, type Policy } from '../../shared/policy/policy';

/** `warn: false` for the checks that run on every save: the warnings were given when it was applied. */
export async function readPolicy({ warn = true } = {}): Promise<Policy> {
  let raw: unknown;
  try {
    raw = await browser.storage.managed.get();
  } catch {
    return structuredClone(EMPTY_POLICY);
  }
  const say = warn ? undefined : () => {};
  const policy = parsePolicy(raw, say);
  const rules = raw && typeof raw === 'object' ? (raw as { siteRules?: unknown }).siteRules : undefined;
  if (rules !== undefined) policy.siteRules = parsePolicyRules(rules, say);
  return policy;
}
