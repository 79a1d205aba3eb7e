/**
 * What the stores are told, held to what the extension is: the listing in every locale (beside the
 * catalogs it quotes), a justification for every permission the manifests ask for, and the privacy
 * answers (PRIVACY.md, Chrome's form, Firefox's data_collection_permissions) saying the same.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../src/shared/manifest';
import { length, LISTING_LIMITS, parseListing } from '../../../src/dev/store/listing';
import { compareJustifications } from '../../../src/dev/store/permissions';
import { privacyAnswers } from '../../../src/dev/store/privacy';

const ROOT = resolve(import.meta.dirname, '../../..');
const read = (path: string) => readFileSync(join(ROOT, path), 'utf8');
const LOCALES = readdirSync(join(ROOT, 'public/_locales')).sort();
const catalog = (locale: string) =>
  JSON.parse(read(`public/_locales/${locale}/messages.json`)) as Record<string, { message: string }>;

describe('the store listing (docs/store/listing)', () => {
  const listings = Object.fromEntries(
    readdirSync(join(ROOT, 'docs/store/listing')).map((f) => [
      f.replace(/\.md$/, ''),
      parseListing(read(`docs/store/listing/${f}`)),
    ]),
  );
  const en = listings.en!;

  it('has one file per catalog, all twelve', () => {
    expect(LOCALES).toHaveLength(12);
    expect(Object.keys(listings).sort()).toEqual(LOCALES);
  });

  it.each(LOCALES)('%s: the name and short description are the manifest’s, within the stores’ limits', (locale) => {
    const listing = listings[locale]!;
    const messages = catalog(locale);
    expect(listing.name).toBe(messages.extName!.message);
    expect(listing.summary).toBe(messages.extDescription!.message);
    expect(length(listing.name)).toBeLessThanOrEqual(LISTING_LIMITS.name);
    expect(length(listing.summary)).toBeLessThanOrEqual(LISTING_LIMITS.summary);
    expect(length(listing.description)).toBeGreaterThan(200);
    expect(length(listing.description)).toBeLessThanOrEqual(LISTING_LIMITS.description);
  });

  it.each(LOCALES)('%s: the long description has every paragraph and feature of the English one', (locale) => {
    const listing = listings[locale]!;
    expect({ bullets: listing.bullets, paragraphs: listing.paragraphs }).toEqual({
      bullets: en.bullets,
      paragraphs: en.paragraphs,
    });
  });
});

describe('the permission justifications (docs/store/permissions.md)', () => {
  const shipped = [buildManifest('chrome', { loopback: false }), buildManifest('firefox', { loopback: false })];

  it('justify every permission and optional permission the manifests ask for, and nothing else', () => {
    expect(compareJustifications(shipped, read('docs/store/permissions.md'))).toEqual({ unjustified: [], unused: [] });
  });

  it('a permission added to a manifest without a justification fails', () => {
    const more = { ...shipped[0]!, permissions: [...shipped[0]!.permissions, 'history'] };
    expect(compareJustifications([more], read('docs/store/permissions.md')).unjustified).toEqual([
      'permission: history',
    ]);
  });
});

describe('the privacy answers', () => {
  const policy = privacyAnswers(read('PRIVACY.md'));
  const answers = JSON.parse(read('docs/store/privacy-answers.json')) as {
    chrome: { collected: string[]; notCollected: string[]; remoteCode: boolean };
    firefox: { required: string[]; optional: string[] };
  };
  const firefox = buildManifest('firefox', { loopback: false });
  const gecko = 'browser_specific_settings' in firefox ? firefox.browser_specific_settings.gecko : undefined;
  const sorted = (list: string[]) => [...list].sort();

  it('Chrome’s form says what PRIVACY.md says, for each of its nine categories', () => {
    expect(sorted(answers.chrome.collected)).toEqual(sorted(policy.chrome.collected));
    expect(sorted(answers.chrome.notCollected)).toEqual(sorted(policy.chrome.notCollected));
    expect(policy.chrome.collected.length + policy.chrome.notCollected.length).toBe(9);
    expect(answers.chrome.remoteCode).toBe(false);
    expect(read('PRIVACY.md')).toMatch(/No remote code/);
  });

  it('Firefox’s data_collection_permissions, in the manifest and the answers, say what PRIVACY.md says', () => {
    expect(sorted(gecko!.data_collection_permissions.required)).toEqual(sorted(policy.firefox.collected));
    expect(answers.firefox.required).toEqual(gecko!.data_collection_permissions.required);
    expect(answers.firefox.optional).toEqual([]);
    // Every category Firefox knows is answered, one way or the other.
    expect(sorted([...policy.firefox.collected, ...policy.firefox.notCollected])).toEqual(
      sorted([
        'authenticationInfo',
        'bookmarksInfo',
        'browsingActivity',
        'financialAndPaymentInfo',
        'healthInfo',
        'locationInfo',
        'personalCommunications',
        'personallyIdentifyingInfo',
        'searchTerms',
        'technicalAndInteraction',
        'websiteActivity',
        'websiteContent',
      ]),
    );
  });

  it('the README links PRIVACY.md, and the single-purpose statement is written', () => {
    expect(read('README.md')).toContain('](PRIVACY.md)');
    expect(read('docs/store/single-purpose.md')).toMatch(/^> \S/m);
  });
});
