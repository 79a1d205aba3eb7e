/** The site rules follow the user (storage.sync); a policy presets them, or locks the whole list. */
import { beforeEach, describe, expect, it } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { parsePolicyRules } from '../../../../src/shared/policy/policy-rules';
import { useEnglishMessages } from '../../../support/i18n';

const setPolicy = (policy: unknown) => browser.storage.managed.set(policy as Record<string, unknown>);
const rules = async () => handlers.siteRules({ type: 'siteRules' });
const save = (list: { pattern: string }[]) => handlers.saveSiteRules({ type: 'saveSiteRules', rules: list });

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
});

describe('the site rules', () => {
  it('are kept in storage.sync, tidied', async () => {
    expect(await save([{ pattern: ' github.com ', groupId: '' } as never])).toEqual({
      ok: true,
      value: { rules: [{ pattern: 'github.com' }], locked: false },
    });
    expect(await browser.storage.sync.get('siteRules')).toEqual({ siteRules: [{ pattern: 'github.com' }] });
    expect(await rules()).toEqual({ ok: true, value: { rules: [{ pattern: 'github.com' }], locked: false } });
  });

  it('too large for one storage.sync item: refused, nothing written', async () => {
    const big = Array.from({ length: 50 }, (_, i) => ({
      pattern: `site-${i}.example.com`,
      stripParams: Array.from({ length: 20 }, (_, j) => `param-number-${j}`),
    }));
    const reply = await save(big);
    expect(reply.ok).toBe(false);
    expect(await browser.storage.sync.get('siteRules')).toEqual({});
  });

  it("a policy's rules are the user's until the user saves their own; a managed account by its stored id", async () => {
    await setPolicy({ siteRules: [{ pattern: '*.acme.co', account: 'work' }] });
    expect(await rules()).toEqual({
      ok: true,
      value: { rules: [{ pattern: '*.acme.co', account: 'managed-work' }], locked: false },
    });
    await save([{ pattern: 'github.com' }]);
    expect(await rules()).toEqual({ ok: true, value: { rules: [{ pattern: 'github.com' }], locked: false } });
  });

  it("a locked list: the policy's apply, and a save is refused", async () => {
    await save([{ pattern: 'github.com' }]);
    await setPolicy({ siteRules: [{ pattern: 'intranet.example.com', neverAuto: true }], lockSiteRules: true });
    expect(await rules()).toEqual({
      ok: true,
      value: { rules: [{ pattern: 'intranet.example.com', neverAuto: true }], locked: true },
    });
    expect(await save([])).toEqual({ ok: false, error: { kind: 'locked', field: 'siteRules' } });
    const status = await handlers.status({ type: 'status' });
    expect(status.ok && status.value.policy.siteRulesLocked).toBe(true);
  });
});

it("a policy's bad rule is ignored alone, named by its place and never by its value", () => {
  const warnings: string[] = [];
  const rules = parsePolicyRules(
    [
      { pattern: 'https://secret-key-0000' },
      { pattern: 'ok.example.com', 'sk-live-123': 1 },
      { pattern: 'fine.example.com', account: 'work' },
    ],
    (m) => warnings.push(m),
  );
  expect(rules).toEqual([{ pattern: 'fine.example.com', account: 'managed-work' }]);
  expect(warnings).toEqual(['siteRules[0].pattern: pattern-scheme: ignored', 'siteRules[1]: unknown-member: ignored']);
});
