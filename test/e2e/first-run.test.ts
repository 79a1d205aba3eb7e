/**
 * The first run, from the popup: before a key it is a welcome card; *Connect account*, from the
 * keyboard alone, opens the options page in a tab at `#api-key`, where the key field has the focus
 * (the options page's side of that contract: src/pages/options, the `#api-key` hash).
 */
import { expect, it } from 'vitest';
import { axeViolations } from './support/axe';
import { useExtension } from './support/fixture';
import { waitForText } from './support/popup';
import { until } from '../support/until';

const f = useExtension();

it('Connect account opens the options with the API key field focused', async () => {
  await f.ext.configure(f.sandbox.url, null);
  const popup = await f.popupOver('/first-run');
  await waitForText(popup, '.welcome h1', 'Connect PrettyURL to start shortening');
  expect(await axeViolations(popup)).toEqual([]);
  const opened = f.ext.browser.waitForTarget((t) => t.url().endsWith('/options.html#api-key'));
  // The first Tab reaches Connect account; Enter opens the options.
  await popup.keyboard.press('Tab');
  expect(await popup.evaluate(() => document.activeElement?.textContent)).toBe('Connect account');
  // The toolbar popup closes itself once the tab opened: its key-up may find it gone.
  await popup.keyboard.press('Enter').catch((e: Error) => expect(e.name).toBe('TargetCloseError'));
  const options = f.track((await (await opened).asPage())!);
  await options.waitForFunction(() => document.activeElement?.matches('input[name=apiKey]'), { timeout: 10_000 });
  expect(f.sandbox.requests).toHaveLength(0);
  // The toolbar popup closed itself once the options opened.
  expect(await until(() => popup.isClosed(), Boolean)).toBe(true);
});
