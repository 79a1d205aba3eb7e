/**
 * a very long short link does not break the popup. Over 2,048 characters it is not
 * read at all; under that, one a QR code cannot hold (non-ASCII, over 2,331 bytes) shows a short
 * line in the QR panel's place, and the rest of the popup goes on working.
 */
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { useExtension } from './support/fixture';
import { rowMenuAction, waitForText } from './support/popup';

const f = useExtension();

describe('a very long short link', () => {
  it('its QR panel says it could not be shown; an over-long one is not listed; the popup keeps working', async () => {
    await f.ext.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
    f.sandbox.store.create(DEMO_KEY, { link: 'https://example.com/plain', domain: 'zd.lc', title: 'Plain link' });
    f.sandbox.store.create(DEMO_KEY, {
      link: 'https://example.com/too-long',
      domain: 'zd.lc',
      title: 'Too long',
      backHalf: 'x'.repeat(3000),
    });
    const long = f.sandbox.store.create(DEMO_KEY, {
      link: 'https://example.com/long',
      domain: 'zd.lc',
      title: 'Long link',
      backHalf: 'ü'.repeat(1500),
    });
    const popup = await f.popupOver('/long-links');
    await waitForText(popup, '.link-title', 'Long link');
    await waitForText(popup, '.link-title', 'Plain link');
    expect(await popup.$$eval('.link-title', (t) => t.map((e) => e.textContent))).not.toContain('Too long');
    await rowMenuAction(popup, `li.link-item[data-id="${long.id}"]`, 'qr');
    await waitForText(popup, '[role=alert]', 'PrettyLink could not show this part.');
    // The rest of the popup is still there and still answers.
    expect(await popup.$$eval('.link-title', (t) => t.map((e) => e.textContent))).toEqual(
      expect.arrayContaining(['Long link', 'Plain link']),
    );
    const plain = f.sandbox.store.list(DEMO_KEY, 1, 30).links.find((l) => l.title === 'Plain link')!;
    await rowMenuAction(popup, `li.link-item[data-id="${plain.id}"]`, 'qr');
    await popup.waitForSelector('.qr svg path');
  });
});
