import { describe, expect, it } from 'vitest';
import { hasChangelogEntry, hasUnreleasedChanges } from '../../../../src/dev/release/changelog';

const CHANGELOG = `# Changelog

## [Unreleased]

### Added

- Something new.

## [0.10.0] - 2026-11-25

- First.
`;

describe('hasChangelogEntry', () => {
  it.each([
    ['0.10.0', true],
    ['0.1.0', false], // not a prefix match of 0.10.0
    ['0.10', false],
    ['1.0.0', false],
  ])('%s: %s', (version, found) => expect(hasChangelogEntry(CHANGELOG, version)).toBe(found));

  it('takes a heading without brackets or date, not a mention in the text', () => {
    expect(hasChangelogEntry('## 2.0.0\n', '2.0.0')).toBe(true);
    expect(hasChangelogEntry('- fixed in [2.0.0]\n', '2.0.0')).toBe(false);
  });
});

describe('hasUnreleasedChanges', () => {
  it('is true when the Unreleased section lists something, false when it is empty or absent', () => {
    expect(hasUnreleasedChanges(CHANGELOG)).toBe(true);
    expect(hasUnreleasedChanges('## [Unreleased]\n\n## [1.0.0]\n\n- old\n')).toBe(false);
    expect(hasUnreleasedChanges('## [1.0.0]\n\n- old\n')).toBe(false);
  });
});
