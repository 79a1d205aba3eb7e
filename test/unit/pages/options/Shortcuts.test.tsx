/** The options page's shortcuts: listed where the browser has keyboard commands, no section where it has none (Firefox for Android). */
import { parseHTML } from 'linkedom';
import { h, render } from 'preact';
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { Shortcuts } from '../../../../src/pages/options/Shortcuts';
import { useEnglishMessages } from '../../../support/i18n';

const fake = fakeBrowser as unknown as Record<string, unknown>;
let commands: unknown;
let root: HTMLElement;

beforeEach(() => {
  fakeBrowser.reset();
  useEnglishMessages();
  commands = fake.commands;
  const { document } = parseHTML('<!doctype html><html><body><div id="root"></div></body></html>');
  vi.stubGlobal('document', document);
  root = document.getElementById('root') as unknown as HTMLElement;
});
afterEach(() => {
  fake.commands = commands;
  vi.unstubAllGlobals();
});

/** Rendered, its effects run (act flushes them; one that throws, throws here), and the commands read. */
async function rendered() {
  await act(() => render(h(Shortcuts, {}), root));
}

describe('Shortcuts', () => {
  it('lists the commands where the browser has them', async () => {
    vi.spyOn(browser.commands, 'getAll').mockResolvedValue([
      { name: 'shorten-page', description: 'Shorten the page', shortcut: 'Alt+Shift+K' },
    ] as never);
    await rendered();
    expect(root.textContent).toContain('Alt+Shift+K');
  });

  it('is no section, and no error, where there are no keyboard commands', async () => {
    delete fake.commands;
    await rendered();
    expect(root.querySelector('section')).toBeNull();
  });
});
