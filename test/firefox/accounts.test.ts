/** Several accounts in Firefox: a second one added in the options, switched to in the popup, and a shortening sent with its key. */
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { fill, waitForText } from '../e2e/support/popup';
import { creates } from '../support/sandbox';
import { until } from '../support/until';
import { useFirefox } from './support/fixture';

const OTHER_KEY = 'client-a-key-0000000000wxyz';
const f = useFirefox({ keys: [DEMO_KEY, OTHER_KEY] });

describe('accounts', () => {
  it('a second account added, switched to in the popup: the list and a shortening use its key', async () => {
    await f.ff.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.store.seed(DEMO_KEY, 2);
    f.sandbox.store.seed(OTHER_KEY, 4);

    const options = await f.ff.openPage('options.html');
    await (await options.waitForSelector('.add-account-open'))!.click();
    await options.waitForSelector('form.add-account');
    await fill(options, 'input[name=newAccountName]', 'Client A');
    await fill(options, 'input[name=newAccountService]', f.sandbox.url);
    await fill(options, 'input[name=newAccountKey]', OTHER_KEY);
    await options.click('form.add-account button[type=submit]');
    await waitForText(options, '#accounts-notice', 'Account added.');
    expect(await options.content()).not.toContain(OTHER_KEY);
    await options.close();

    const popup = await f.ff.openPage('popup.html');
    const listed = () => popup.$$eval('li.link-item', (items) => items.length);
    await until(listed, (n) => n === 2);
    const clientA = await popup.$$eval('select[name=account] option', (o) =>
      o.find((x) => x.textContent === 'Client A')?.getAttribute('value'),
    );
    const from = f.sandbox.requests.length;
    await popup.select('select[name=account]', clientA!);
    expect(await until(listed, (n) => n === 4)).toBe(4);
    await popup.waitForSelector('.shorten-form');
    await fill(popup, 'input[name=url]', f.pages.url('/client-a'));
    await popup.click('.shorten-form button[type=submit]');
    await popup.waitForSelector('#short-link');
    expect(creates(f.sandbox)).toHaveLength(1);
    expect(creates(f.sandbox)[0]?.headers.authorization).toBe(`Bearer ${OTHER_KEY}`);
    expect(new Set(f.sandbox.requests.slice(from).map((r) => r.headers.authorization))).toEqual(
      new Set([`Bearer ${OTHER_KEY}`]),
    );
    expect(f.sandbox.store.list(DEMO_KEY, 1, 30).links).toHaveLength(2);
    await popup.close();
  });
});
