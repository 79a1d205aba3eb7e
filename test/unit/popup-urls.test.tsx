/** The popup's lines that name a URL: decoded for reading, the URL sent as it is. */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { PreparedNote } from '../../src/popup/PreparedNote';
import { useEnglishMessages } from '../support/i18n';

let root: HTMLElement;
beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  vi.stubGlobal('document', document);
  root = document.getElementById('root') as unknown as HTMLElement;
  return () => vi.unstubAllGlobals();
});

const shown = async (vnode: ReturnType<typeof h>) => (await act(() => render(vnode, root)), root.textContent ?? '');

describe('the address under the short link', () => {
  it('reads decoded, hostile characters still escaped', async () => {
    const url = 'https://example.com/caf%C3%A9/%E2%80%AEfdp.exe?q=%E6%97%A5';
    expect(await shown(h(PreparedNote, { url, prepared: null }))).toBe('Shortened: https://example.com/café/%E2%80%AEfdp.exe?q=日');
  });
});
