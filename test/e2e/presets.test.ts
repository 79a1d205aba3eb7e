import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import type { Page } from 'puppeteer-core';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { creates } from '../support/sandbox';
import { useExtension } from './support/fixture';
import { fill, waitForText } from './support/popup';

const f = useExtension();

const storedPresets = async () =>
  (await f.ext.worker()).evaluate(() => chrome.storage.sync.get('presets').then((r) => r.presets as unknown));

async function openOptions(): Promise<Page> {
  const page = f.track(await f.ext.openPage('options.html'));
  await page.waitForSelector('[data-add]');
  return page;
}

/** Adds a preset as a user would: the button, then typing into the fields, then Enter. */
async function addPreset(page: Page, name: string, values: Record<string, string>) {
  await page.click('[data-add]');
  await page.waitForSelector('.preset-editor input[name=presetName]:focus');
  await page.keyboard.type(name);
  for (const [key, value] of Object.entries(values)) await fill(page, `.preset-editor input[name=${key}]`, value);
  await page.keyboard.press('Enter');
}

/** The chosen option of the popup's campaign picker, as the user reads it. */
const chosenCampaign = (popup: Page) =>
  popup.$eval('select[name=campaign]', (s) => (s as HTMLSelectElement).selectedOptions[0]?.textContent);

async function pickCampaign(popup: Page, label: string) {
  const value = await popup.$$eval(
    'select[name=campaign] option',
    (options, want) => (options as HTMLOptionElement[]).find((o) => o.textContent === want)?.value,
    label,
  );
  if (value === undefined) throw new Error(`No campaign "${label}" offered`);
  await popup.select('select[name=campaign]', value);
}

const AXE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** axe-core's WCAG 2.1 A/AA and best-practice violations (as test/e2e/accessibility.test.ts runs it). */
async function violations(page: Page): Promise<string[]> {
  await page.evaluate(AXE);
  const result = await page.evaluate(() =>
    (
      window as unknown as {
        axe: { run: (o: object) => Promise<{ violations: { id: string; nodes: { target: string[] }[] }[] }> };
      }
    ).axe.run({
      runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
    }),
  );
  return result.violations.map((v) => `${v.id} at ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

describe('campaign presets', () => {
  it("made in the options, picked in the popup's form: the service gets the destination with its utm_ parameters, and it is preselected next time", async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const options = await openOptions();
    await addPreset(options, 'Spring newsletter', {
      utm_source: 'newsletter',
      utm_medium: 'email',
      utm_campaign: 'spring_sale',
    });
    await waitForText(options, '#presets-notice', 'Preset saved.');
    await waitForText(options, '.presets li', 'utm_source=newsletter · utm_medium=email · utm_campaign=spring_sale');

    // The page's own utm_ parameters are replaced; the others stay, in their order, with the fragment.
    const popup = await f.popupOver('/sale?utm_source=ad&id=7&utm_term=shoes&q=a+b#top');
    await popup.waitForSelector('.shorten-form select[name=campaign]');
    expect(await chosenCampaign(popup)).toBe('None');
    await pickCampaign(popup, 'Spring newsletter');
    await popup.click('.shorten-form button[type=submit]');
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox).map((r) => (r.body as { link: string }).link)).toEqual([
      f.pages.url('/sale?id=7&q=a+b&utm_source=newsletter&utm_medium=email&utm_campaign=spring_sale#top'),
    ]);
    await popup.close();

    const again = await f.popupOver('/next');
    await again.waitForSelector('.shorten-form select[name=campaign]');
    expect(await chosenCampaign(again)).toBe('Spring newsletter');
    // "None" is a choice too: nothing added, and remembered.
    await pickCampaign(again, 'None');
    await again.click('.shorten-form button[type=submit]');
    await again.waitForSelector('#short-link');
    expect((creates(f.sandbox)[1]?.body as { link: string }).link).toBe(f.pages.url('/next'));
    await again.close();

    const third = await f.popupOver('/third');
    await third.waitForSelector('.shorten-form select[name=campaign]');
    expect(await chosenCampaign(third)).toBe('None');
  });

  it('a malformed preset is refused with the reason next to the field, what was typed kept, nothing saved', async () => {
    const options = await openOptions();
    await addPreset(options, 'Summer', { utm_source: 'news', utm_campaign: 'summer sale' });
    await waitForText(options, '#preset-utm_campaign-error', 'A value can’t contain spaces');
    expect(
      await options.$eval('input[name=utm_campaign]', (i) => [
        (i as HTMLInputElement).value,
        i.getAttribute('aria-invalid'),
        i.getAttribute('aria-describedby'),
      ]),
    ).toEqual(['summer sale', 'true', 'preset-utm_campaign-error']);
    expect(await options.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('utm_campaign');
    // The check runs in the submit itself, before anything could be sent: the error shown means no save was asked.
    expect(await storedPresets()).toBeUndefined();

    await fill(options, 'input[name=utm_campaign]', 'summer_sale');
    await options.keyboard.press('Enter');
    await waitForText(options, '#presets-notice', 'Preset saved.');

    // A second preset of the same name (other case) and a value with &: both refused at once.
    await addPreset(options, 'summer', { utm_source: 'a&b' });
    await waitForText(options, '#preset-name-error', 'Another preset already has this name.');
    await waitForText(options, '#preset-utm_source-error', 'A value can’t contain spaces or the characters & = # ?');
    expect(await options.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('presetName');
    expect(await storedPresets()).toMatchObject({
      presets: [{ name: 'Summer', values: { utm_source: 'news', utm_campaign: 'summer_sale' } }],
    });

    // Whatever a page sends, the background refuses it too.
    const forged = await options.evaluate(() =>
      chrome.runtime.sendMessage({
        type: 'savePresets',
        presets: [
          {
            id: 'x',
            name: '',
            values: { utm_source: 'a b', utm_medium: '', utm_campaign: '', utm_term: '', utm_content: '' },
          },
        ],
      }),
    );
    expect(forged).toEqual({ ok: false, error: { kind: 'bad-request' } });
    expect(await storedPresets()).toMatchObject({ presets: [{ name: 'Summer' }] });
  });

  it('renamed and deleted from the keyboard, the focus back where the user was', async () => {
    const options = await openOptions();
    await addPreset(options, 'Ads', { utm_source: 'google', utm_medium: 'cpc' });
    await waitForText(options, '#presets-notice', 'Preset saved.');
    // The new preset's row takes the focus.
    await options.waitForSelector('button[aria-label="Edit preset Ads"]:focus');

    await options.keyboard.press('Enter');
    await options.waitForSelector('.preset-editor input[name=presetName]:focus');
    await fill(options, '.preset-editor input[name=presetName]', 'Search ads');
    await options.keyboard.press('Enter');
    await waitForText(options, '.presets li', 'Search ads');
    await options.waitForSelector('button[aria-label="Edit preset Search ads"]:focus');
    expect(await storedPresets()).toMatchObject({
      presets: [{ name: 'Search ads', values: { utm_source: 'google', utm_medium: 'cpc' } }],
    });

    await options.keyboard.press('Tab');
    expect(await options.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(
      'Delete preset Search ads',
    );
    await options.keyboard.press('Enter');
    await waitForText(options, '#presets-notice', 'Preset deleted.');
    await waitForText(options, '.presets', 'No presets yet.');
    await options.waitForSelector('[data-add]:focus');
    expect(await storedPresets()).toEqual({ presets: [], lastUsed: null });
  });

  it("axe-core finds no violations: a listed preset, the editor with refused fields, the popup's picker", async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    const options = await openOptions();
    await addPreset(options, 'Ads', { utm_source: 'google' });
    await waitForText(options, '#presets-notice', 'Preset saved.');
    await addPreset(options, 'ads', { utm_medium: 'a b' });
    await options.waitForSelector('#preset-utm_medium-error');
    expect(await violations(options)).toEqual([]);
    const popup = await f.popupOver('/axe');
    await popup.waitForSelector('select[name=campaign]');
    expect(await violations(popup)).toEqual([]);
  });
});
