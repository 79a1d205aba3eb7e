import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { onCommand } from '../../src/background/commands';
import { saveConfiguration } from '../../src/background/configure';
import type { Clip } from '../../src/links/clip';
import { captureFeedback } from '../support/feedback';
import { useEnglishMessages } from '../support/i18n';
import { configureFor, DEMO_KEY, useSandbox } from '../support/sandbox';

const copied: Clip[] = [];
vi.mock('../../src/background/clipboard', () => ({
  copyFromBackground: async (text: string, html?: string) => (copied.push(html === undefined ? { text } : { text, html }), true),
}));

const sandbox = useSandbox();

beforeEach(async () => {
  fakeBrowser.reset();
  useEnglishMessages();
  copied.length = 0;
  captureFeedback();
  await configureFor(sandbox.current);
});

describe('the shortcut copies in the preferred format', () => {
  it.each([
    ['plain', (s: string) => ({ text: s })],
    ['markdown', (s: string) => ({ text: `[A \\[tab\\]](${s})` })],
    ['rich', (s: string) => ({ text: s, html: `<a href="${s}">A [tab]</a>` })],
  ] as const)('%s', async (copyFormat, expected) => {
    if (copyFormat !== 'plain') await saveConfiguration({ copyFormat });
    await onCommand('shorten-page', { url: 'https://example.com/tab', title: 'A [tab]' } as never);
    const short = sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;
    expect(copied).toEqual([expected(short)]);
  });
});
