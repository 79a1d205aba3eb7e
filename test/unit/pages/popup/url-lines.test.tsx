/** The popup's lines that name a URL: decoded for reading, the URL sent as it is. */
import { parseHTML } from 'linkedom';
import { h, render, type ComponentChild } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { FailureCard } from '../../../../src/pages/popup/FailureCard';
import { PreparedNote } from '../../../../src/pages/popup/PreparedNote';
import { useEnglishMessages } from '../../../support/i18n';

let root: HTMLElement;
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  vi.stubGlobal('document', document);
  root = document.getElementById('root') as unknown as HTMLElement;
  return () => vi.unstubAllGlobals();
});

const shown = async (vnode: ComponentChild) => (await act(() => render(vnode, root)), root.textContent ?? '');

describe('the address under the short link', () => {
  it('reads decoded, hostile characters still escaped', async () => {
    const url = 'https://example.com/caf%C3%A9/%E2%80%AEfdp.exe?q=%E6%97%A5';
    expect(await shown(h(PreparedNote, { url, prepared: null }))).toBe(
      'https://example.com/café/%E2%80%AEfdp.exe?q=日',
    );
  });
});

describe('a failed shortening', () => {
  const failure = { kind: 'server', status: 503, retryAfterSeconds: null } as const;

  it('says which address it tried, decoded for reading', async () => {
    const text = await shown(h(FailureCard, { failure, url: 'https://example.com/caf%C3%A9?q=1', onRetry: () => {} }));
    expect(text).toContain('Tried to shorten: https://example.com/café?q=1');
  });

  it('a long address cut in its middle: its start and its end still read', async () => {
    const url = `https://example.com/${'segment/'.repeat(40)}the-end.html`;
    await shown(h(FailureCard, { failure, url, onRetry: () => {} }));
    const line = root.querySelector('.failed-url')!.textContent!.replace('Tried to shorten: ', '');
    expect(line.length).toBeLessThanOrEqual(90);
    expect(line.startsWith('https://example.com/segment/')).toBe(true);
    expect(line.endsWith('the-end.html')).toBe(true);
  });

  it('while a rate limit is waited out, too', async () => {
    const text = await shown(
      h(FailureCard, {
        failure: { kind: 'rate-limited', retryAfterSeconds: 30 },
        url: 'https://example.com/x',
        onRetry: () => {},
      }),
    );
    expect(text).toContain('Tried to shorten: https://example.com/x');
  });
});
