import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { onCommand } from '../../../../src/background/actions/commands';
import { saveConfiguration } from '../../../../src/background/accounts/configure';
import type { Clip } from '../../../../src/shared/links/clip';
import { captureFeedback, type Note } from '../../../support/feedback';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const copied: Clip[] = [];
let copyWorks = true;
vi.mock('../../../../src/background/actions/background-copy', () => ({
  copyFromBackground: async (text: string, html?: string) => (
    copied.push(html === undefined ? { text } : { text, html }),
    copyWorks
  ),
}));
let notes: Note[] = [];

const sandbox = useSandbox();

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  copied.length = 0;
  copyWorks = true;
  notes = captureFeedback();
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

describe('the notification says what is on the clipboard', () => {
  const shorten = () => onCommand('shorten-page', { url: 'https://example.com/tab', title: 'A tab' } as never);
  const short = () => sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.short_link;

  it.each([
    ['plain', (s: string) => `${s} is on your clipboard.`],
    ['markdown', (s: string) => `${s} is on your clipboard as Markdown.`],
    ['rich', (s: string) => `${s} is on your clipboard as Rich text.`],
  ] as const)('%s', async (copyFormat, expected) => {
    if (copyFormat !== 'plain') await saveConfiguration({ copyFormat });
    await shorten();
    expect(notes.map((n) => n.message)).toEqual([expected(short())]);
  });

  it('the page shortened before: said in the title, its link in the format copied', async () => {
    await saveConfiguration({ copyFormat: 'html' });
    await shorten();
    await shorten();
    expect(notes[1]).toMatchObject({ title: 'Already shortened', message: `${short()} is on your clipboard as HTML.` });
  });

  it('nothing copied: no claim that anything is on the clipboard', async () => {
    await saveConfiguration({ copyFormat: 'markdown' });
    copyWorks = false;
    await shorten();
    expect(notes[0]!.message).not.toContain('clipboard');
    expect(notes[0]!.message).toContain('could not be copied');
  });
});
