/** Sharing turned off by an administrator: the policy's `share: false`, locked, is what every page reads, and a page cannot turn it back on. */
import { describe, expect, it } from 'vitest';
import { NO_ACCOUNTS } from '../../../../src/shared/accounts/accounts';
import { parsePolicy } from '../../../../src/shared/policy/parse';
import { enforcePolicy } from '../../../../src/shared/policy/enforce';
import { refusePreferences } from '../../../../src/shared/policy/locks';
import { DEFAULT_SETTINGS } from '../../../../src/shared/settings/settings';
import { sharingOf } from '../../../../src/pages/components/sharing';

const OFF = parsePolicy({ preferences: { share: false }, locked: ['share'] }, () => {
  throw new Error('no warning expected');
});

describe('a policy that turns sharing off', () => {
  it('is read as a locked preference', () => {
    expect(OFF.preferences).toEqual({ share: false });
    expect(OFF.locked).toEqual(['share']);
  });

  it('holds over a stored share: true, so no page offers Share…', () => {
    const loaded = { state: NO_ACCOUNTS, keys: {}, settings: { ...DEFAULT_SETTINGS, share: true } };
    const { settings } = enforcePolicy(loaded, OFF);
    expect(settings.share).toBe(false);
    expect(sharingOf(settings)).toBeNull();
  });

  it('refuses a page’s share: true; the destinations stay the user’s to choose', () => {
    const current = { ...DEFAULT_SETTINGS, share: false };
    expect(refusePreferences(OFF, current, { share: true })).toEqual({ kind: 'locked', field: 'share' });
    expect(refusePreferences(OFF, current, { shareTargets: ['x'] })).toBeNull();
  });

  it('a share that is not a boolean is ignored with a warning', () => {
    const warnings: string[] = [];
    expect(parsePolicy({ preferences: { share: 'no' } }, (w) => warnings.push(w)).preferences).toEqual({});
    expect(warnings).toEqual(['preferences.share: a string, not a boolean: ignored']);
  });
});
