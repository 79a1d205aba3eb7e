import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { handlers } from '../../../../src/background/handlers';
import { createRouter } from '../../../../src/platform/messages/router';
import { checkPreset, UTM_KEYS, type Preset, type UtmKey } from '../../../../src/shared/links/presets';
import { isValidPresetList, readPresets } from '../../../../src/shared/links/presets-schema';
import { failureText } from '../../../../src/platform/text/failure-text';
import type { Failure } from '../../../../src/shared/failures';
import { useEnglishMessages } from '../../../support/i18n';

const values = (v: Partial<Record<UtmKey, string>> = {}) =>
  ({ ...Object.fromEntries(UTM_KEYS.map((k) => [k, ''])), ...v }) as Record<UtmKey, string>;
const preset = (
  name: string,
  v: Partial<Record<UtmKey, string>> = { utm_source: 'newsletter' },
  id = name.replace(/\W/g, '') || 'x',
): Preset => ({ id, name, values: values(v) });

describe('checking a preset', () => {
  const others = [preset('Newsletter')];
  it.each([
    ['a good one', preset('Spring sale', { utm_source: 'news', utm_medium: 'email', utm_campaign: 'spring_2027' }), {}],
    [
      'values with - _ . / % + and letters of any script',
      preset('Café', { utm_source: 'café.de', utm_content: 'a/b%20+c-d_e' }),
      {},
    ],
    ['surrounding spaces (trimmed)', preset('  Spaced  ', { utm_source: '  news  ' }), {}],
    ['an empty name', preset('', { utm_source: 'x' }), { name: 'name-empty' }],
    ['a name of spaces', preset('   '), { name: 'name-empty' }],
    ['a long name', preset('n'.repeat(61)), { name: 'name-long' }],
    ['a duplicate name', preset('Newsletter'), { name: 'name-taken' }],
    ['a duplicate name, other case and spaces', preset(' newsLETTER '), { name: 'name-taken' }],
    ['a value with a space', preset('A', { utm_campaign: 'spring sale' }), { utm_campaign: 'value-chars' }],
    ['a value with a tab', preset('A', { utm_campaign: 'spring\tsale' }), { utm_campaign: 'value-chars' }],
    ['a value with &', preset('A', { utm_source: 'a&b' }), { utm_source: 'value-chars' }],
    ['a value with =', preset('A', { utm_medium: 'a=b' }), { utm_medium: 'value-chars' }],
    ['a value with #', preset('A', { utm_term: 'a#b' }), { utm_term: 'value-chars' }],
    ['a value with ?', preset('A', { utm_content: 'a?b' }), { utm_content: 'value-chars' }],
    ['a value with a control character', preset('A', { utm_source: 'a\u0000b' }), { utm_source: 'value-chars' }],
    ['a long value', preset('A', { utm_source: 'v'.repeat(201) }), { utm_source: 'value-long' }],
    ['no value at all', preset('A', {}), { utm_source: 'no-values' }],
    ['only spaces as values', preset('A', { utm_medium: '   ' }), { utm_source: 'no-values' }],
    [
      'several problems at once',
      preset('', { utm_source: 'a b', utm_term: 'x&y' }),
      { name: 'name-empty', utm_source: 'value-chars', utm_term: 'value-chars' },
    ],
  ])('%s', (_, p, problems) => {
    expect(checkPreset(p, others)).toEqual(problems);
  });
});

describe('lists the background may save', () => {
  it.each([
    ['empty', [], true],
    ['two good ones', [preset('A'), preset('B')], true],
    ['a duplicate name', [preset('A'), preset('a', undefined, 'other')], false],
    ['a duplicate id', [preset('A', undefined, 'same'), preset('B', undefined, 'same')], false],
    ['a bad value', [preset('A', { utm_source: 'a&b' })], false],
    ['a bad id', [{ ...preset('A'), id: 'has space' }], false],
    ['a missing value', [{ id: 'a', name: 'A', values: { utm_source: 'x' } }], false],
    ['not an array', { 0: preset('A') }, false],
    ['too many', Array.from({ length: 51 }, (_, i) => preset(`P${i}`)), false],
  ])('%s: %s', (_, list, valid) => {
    expect(isValidPresetList(list)).toBe(valid);
  });
});

describe('reading what storage held', () => {
  it('drops bad and repeated presets one by one, keeps the rest trimmed and in order', () => {
    const raw = {
      presets: [preset(' A '), 'junk', preset('B', { utm_source: 'x y' }), preset('a', undefined, 'dup'), preset('C')],
      lastUsed: 'C',
    };
    expect(readPresets(raw)).toEqual({ presets: [preset('A'), preset('C')], lastUsed: 'C' });
  });
  it.each([null, 'garbage', { presets: 'x' }, { presets: [], lastUsed: 'gone' }])(
    '%j: no presets, none last used',
    (raw) => {
      expect(readPresets(raw)).toEqual({ presets: [], lastUsed: null });
    },
  );
});

describe('the background keeps the presets', () => {
  const route = createRouter(handlers);
  const ask = (message: unknown) =>
    route(message, { id: browser.runtime.id, url: browser.runtime.getURL('/options.html') });
  const stored = () => browser.storage.sync.get(['presets', 'presets$']);

  beforeEach(() => {
    fakeBrowser.reset();
    vi.spyOn(browser.permissions, 'contains').mockResolvedValue(true as never);
    useEnglishMessages();
  });

  it('saves a list, versioned, and answers it in the status', async () => {
    const list = [preset('Newsletter'), preset('Ads', { utm_source: 'google', utm_medium: 'cpc' })];
    expect(await ask({ type: 'savePresets', presets: list })).toEqual({
      ok: true,
      value: { presets: list, lastUsed: null },
    });
    expect((await stored()).presets).toEqual({ presets: list, lastUsed: null });
    expect(await ask({ type: 'status' })).toMatchObject({
      ok: true,
      value: { presets: { presets: list, lastUsed: null } },
    });
  });

  it.each([
    ['an empty name', [preset('')]],
    ['a value with a space', [preset('A', { utm_source: 'a b' })]],
    ['a value with &', [preset('A', { utm_source: 'a&b' })]],
    ['a duplicate name', [preset('A'), preset('a', undefined, 'b')]],
    ['no values', [preset('A', {})]],
  ])('refuses %s whatever a page sends, and saves nothing', async (_, list) => {
    await ask({ type: 'savePresets', presets: [preset('Kept')] });
    expect(await ask({ type: 'savePresets', presets: list })).toEqual({ ok: false, error: { kind: 'bad-request' } });
    expect((await stored()).presets).toEqual({ presets: [preset('Kept')], lastUsed: null });
  });

  it("refuses a list too large for storage.sync's item (8 KB), says why, and keeps what was saved", async () => {
    const long = 'v'.repeat(190);
    const big = Array.from({ length: 12 }, (_, i) =>
      preset(`Campaign ${i}`, { utm_source: long, utm_medium: long, utm_campaign: long }, `big${i}`),
    );
    await ask({ type: 'savePresets', presets: [preset('Kept')] });
    const reply = await ask({ type: 'savePresets', presets: big });
    expect(reply).toMatchObject({ ok: false, error: { kind: 'validation', fields: {} } });
    expect(failureText((reply as { error: Failure }).error).text).toMatch(/too large to sync/);
    expect((await stored()).presets).toEqual({ presets: [preset('Kept')], lastUsed: null });
  });

  it('saves 50 presets of a usual size (a name and three short values each)', async () => {
    const usual = Array.from({ length: 50 }, (_, i) =>
      preset(
        `Spring campaign ${i}`,
        { utm_source: 'newsletter', utm_medium: 'email', utm_campaign: `spring-${i}` },
        `p${i}`,
      ),
    );
    expect(await ask({ type: 'savePresets', presets: usual })).toMatchObject({ ok: true });
  });

  it('remembers the preset picked, follows its rename, forgets it when deleted', async () => {
    await ask({ type: 'savePresets', presets: [preset('A', undefined, 'a'), preset('B', undefined, 'b')] });
    expect(await ask({ type: 'choosePreset', id: 'b' })).toMatchObject({ ok: true, value: { lastUsed: 'b' } });
    await ask({ type: 'savePresets', presets: [preset('A', undefined, 'a'), preset('Renamed', undefined, 'b')] });
    expect(await ask({ type: 'status' })).toMatchObject({ value: { presets: { lastUsed: 'b' } } });
    await ask({ type: 'savePresets', presets: [preset('A', undefined, 'a')] });
    expect(await ask({ type: 'status' })).toMatchObject({ value: { presets: { lastUsed: null } } });
  });

  it('remembers "none", and ignores an unknown preset', async () => {
    await ask({ type: 'savePresets', presets: [preset('A', undefined, 'a')] });
    await ask({ type: 'choosePreset', id: 'a' });
    expect(await ask({ type: 'choosePreset', id: 'nope' })).toMatchObject({ ok: true, value: { lastUsed: 'a' } });
    expect(await ask({ type: 'choosePreset', id: null })).toMatchObject({ ok: true, value: { lastUsed: null } });
    expect((await stored()).presets).toMatchObject({ lastUsed: null });
  });

  it('a save and a pick sent together both land (one write queue)', async () => {
    await ask({ type: 'savePresets', presets: [preset('A', undefined, 'a')] });
    await Promise.all([
      ask({ type: 'choosePreset', id: 'a' }),
      ask({ type: 'savePresets', presets: [preset('A', undefined, 'a'), preset('B', undefined, 'b')] }),
    ]);
    expect((await stored()).presets).toEqual({
      presets: [preset('A', undefined, 'a'), preset('B', undefined, 'b')],
      lastUsed: 'a',
    });
  });
});
