/**
 * The add-on in Firefox in another language (Arabic, without a language pack: see launchFirefox's
 * `locale`): its pages right to left with Arabic messages, a count in its Arabic plural form, and
 * the manifest's name and command descriptions localized in Firefox's own add-on data.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { text, waitForText } from '../e2e/support/popup';
import { useFirefox, type FirefoxFixture } from './support/fixture';

const f = useFirefox({}, { locale: 'ar' });

/** One account for the local service in the accounts' shape (see test/e2e/languages.test.ts). */
async function settle(f: FirefoxFixture) {
  await f.ff.ext(
    async (serviceUrl, key) => {
      const id = 'account-languages';
      await chrome.storage.local.remove('apiKey');
      await chrome.storage.local.set({
        accounts: { current: id, accounts: [{ id, name: 'Test', serviceUrl, defaultDomain: '', defaultGroupId: '' }] },
        accountKeys: { [id]: key },
      });
    },
    f.sandbox.url,
    DEMO_KEY,
  );
}
beforeEach(() => settle(f));

describe('Firefox in Arabic', () => {
  it('the options page is Arabic and right to left', async () => {
    const page = await f.ff.openPage('options.html');
    try {
      await page.waitForSelector('#key-saved');
      expect(
        await page.evaluate(() => ({
          lang: document.documentElement.lang,
          dir: document.documentElement.dir,
          title: document.title,
        })),
      ).toEqual({
        lang: 'ar',
        dir: 'rtl',
        title: 'خيارات PrettyLink',
      });
      expect(await text(page, '#key-saved')).toBe('مفتاح ينتهي بـ \u2068cdef\u2069');
    } finally {
      await page.close();
    }
  });

  it('the list counts in Arabic plural forms: two left, then eleven', async () => {
    f.sandbox.store.seed(DEMO_KEY, 32);
    const first = await f.ff.openPage('popup.html');
    const [two, eleven] = await first.evaluate(() => [2, 11].map((n) => new Intl.NumberFormat('ar').format(n)));
    try {
      await waitForText(first, 'button.more', `تحميل المزيد (المتبقي: \u2068${two}\u2069)`);
      expect(await first.evaluate(() => document.documentElement.dir)).toBe('rtl');
    } finally {
      await first.close();
    }
    f.sandbox.store.seed(DEMO_KEY, 9);
    const second = await f.ff.openPage('popup.html');
    try {
      await waitForText(second, 'button.more', `\u2068${eleven}\u2069`);
      // Arabic's "few" (3–10) and "many" (11–99) forms: the count stands as a label's value in each.
      expect(await text(second, 'button.more')).toBe(`تحميل المزيد (المتبقي: \u2068${eleven}\u2069)`);
    } finally {
      await second.close();
    }
  });

  it("the add-on's name, description and shortcuts are Arabic in Firefox's own data", async () => {
    const commands = await f.ff.ext(() => chrome.commands.getAll().then((all) => all.map((c) => c.description ?? '')));
    expect(commands).toEqual(expect.arrayContaining(['اختصار هذه الصفحة ونسخ الرابط المختصر']));
    const manifestDescription = await f.ff.ext(() => chrome.i18n.getMessage('extDescription'));
    expect(manifestDescription).toMatch(/^اختصر الصفحة/);
  });
});
