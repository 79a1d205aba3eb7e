import { freshDatabases } from '../../../support/databases';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeBrowser } from 'wxt/testing/fake-browser';
import { browser } from 'wxt/browser';
import { createMenus, MENU, onMenuClick } from '../../../../src/background/actions/context-menu';
import { captureFeedback, type Note } from '../../../support/feedback';
import { useEnglishMessages } from '../../../support/i18n';
import { configureFor, creates, DEMO_KEY, useSandbox } from '../../../support/sandbox';

const copied: string[] = [];
vi.mock('../../../../src/background/actions/background-copy', () => ({
  copyFromBackground: async (text: string) => (copied.push(text), true),
}));

const sandbox = useSandbox();
let notes: Note[] = [];

beforeEach(async () => {
  fakeBrowser.reset();
  await freshDatabases();
  useEnglishMessages();
  copied.length = 0;
  notes = captureFeedback();
  await configureFor(sandbox.current);
});

const select = (selectionText: string | undefined, modifiers?: string[]) =>
  onMenuClick({
    editable: false,
    menuItemId: MENU.shortenSelection,
    pageUrl: 'https://a.example/',
    selectionText,
    modifiers,
  } as never);

describe('"Shorten the link in the selection"', () => {
  it('is made on install for text selections, with a fixed id', async () => {
    const made: object[] = [];
    vi.spyOn(browser.contextMenus, 'removeAll').mockResolvedValue(undefined);
    vi.spyOn(browser.contextMenus, 'create').mockImplementation(((p: object) => (made.push(p), 1)) as never);
    await createMenus();
    expect(made).toContainEqual({
      id: 'prettylink-shorten-selection',
      title: 'Shorten the link in the selection',
      contexts: ['selection'],
    });
  });

  it('shortens the one address in the selection (punctuation trimmed) and copies it', async () => {
    await select('Our new page (https://example.com/launch?ref=mail).');
    expect(creates(sandbox.current).map((r) => r.body)).toEqual([{ link: 'https://example.com/launch?ref=mail' }]);
    expect(copied).toEqual([sandbox.current.store.list(DEMO_KEY, 1, 1).links[0]!.short_link]);
    expect(notes).toEqual([expect.objectContaining({ title: 'Short link copied' })]);
  });

  it('a bare www. address is shortened as https', async () => {
    await select('www.example.com/docs');
    expect(creates(sandbox.current)[0]?.body).toEqual({ link: 'https://www.example.com/docs' });
  });

  it('a selection already shortened gets its link again; Shift makes a new one', async () => {
    await select('https://example.com/again');
    await select('see https://example.com/again');
    expect(creates(sandbox.current)).toHaveLength(1);
    expect(notes[1]).toMatchObject({ title: 'Already shortened' });
    await select('https://example.com/again', ['Shift']);
    expect(creates(sandbox.current)).toHaveLength(2);
  });

  it.each([
    ['just words', 'The selected text holds no web address (http or https). Select a link’s address and try again.'],
    [
      'javascript:alert(1)',
      'The selected text holds no web address (http or https). Select a link’s address and try again.',
    ],
    [undefined, 'The selected text holds no web address (http or https). Select a link’s address and try again.'],
    [
      'https://a.example/ and https://b.example/',
      'The selected text holds 2 web addresses. Select just one and try again.',
    ],
  ])('%j: says why, sends nothing, copies nothing', async (text, message) => {
    await select(text);
    expect(notes).toEqual([expect.objectContaining({ title: 'No link to shorten', message })]);
    expect(sandbox.current.requests).toEqual([]);
    expect(copied).toEqual([]);
  });
});
