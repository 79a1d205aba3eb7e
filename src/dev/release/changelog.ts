/** Whether CHANGELOG.md (Keep a Changelog) has a section for this version: `## [1.2.0]`, with or without a date. */
export function hasChangelogEntry(changelog: string, version: string): boolean {
  const escaped = version.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return new RegExp(`^## \\[?v?${escaped}\\]?(\\s|$)`, 'm').test(changelog);
}

/** Whether the `## [Unreleased]` section lists anything: changes no version's entry names yet. */
export function hasUnreleasedChanges(changelog: string): boolean {
  const section = changelog.split(/^## /m).find((s) => /^\[Unreleased\]/i.test(s)) ?? '';
  return section.split('\n').some((line) => line.startsWith('- '));
}
