/**
 * "Shorten a list…" as a reader sees it (the design review of the list dialog): addresses that share
 * a long start told apart (cut once), "×2" beside its address, the results led by their counts (the bar gone
 * once it has done its work), filter chips in words that agree with their numbers, a file button
 * with a file's icon and its types left to right, and a file opened named with a way to remove it.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { BulkDialog } from '../../../src/pages/manager/BulkDialog';
import type { BulkEntry, BulkJob } from '../../../src/shared/links/bulk-job';
import { useMessages } from '../../support/i18n';
import { axeViolations } from '../axe';
import { aLink, answer, aStatus } from '../fixtures';

const ITEM = (i: number) => `https://shop.example/products/autumn-collection/item-${i}?ref=newsletter`;
const made = (url: string, id: string): BulkEntry => {
  const { shortLink } = aLink(id, { destination: url });
  return { input: url, url, state: 'made', link: { id, shortLink, destination: url, title: null } };
};
const job = (more: Partial<BulkJob>): BulkJob => ({
  id: 'job-look',
  account: 'acct',
  state: 'done',
  groupId: null,
  startedAt: 1,
  endedAt: 2,
  entries: [
    made(ITEM(0), 'l0'),
    made(ITEM(1), 'l1'),
    { ...made('https://known.example/a', 'k0'), state: 'reused' },
    { input: 'not an address', url: '', state: 'refused', unread: 'not-web-address' },
  ],
  ...more,
});

function open(last: BulkJob | null = null) {
  answer({ status: { ok: true, value: aStatus() }, bulkStatus: { ok: true, value: last } });
  return render(<BulkDialog account="acct" links={[]} groups={[]} copyFormat="plain" onClose={() => undefined} />);
}
/** The element `selector` finds, once there is one. */
const found = (selector: string) =>
  waitFor(() => {
    const el = document.querySelector<HTMLElement>(selector);
    expect(el).not.toBeNull();
    return el!;
  });
const paste = (text: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: 'Addresses' }), { target: { value: text } });

it('an address is cut once, to its site and its last path segment; the whole is its accessible text and title', async () => {
  open();
  paste([ITEM(0), ITEM(0), ITEM(1)].join('\n'));
  const rows = await waitFor(() => {
    const found = [...document.querySelectorAll('.bulk-group[data-group="new"] li')];
    expect(found).toHaveLength(2);
    return found;
  });
  // Seen: one "…", no second cut; read: the whole address.
  const seen = (row: Element) => row.querySelector('.cut > [aria-hidden="true"]')?.textContent;
  expect(rows.map(seen)).toEqual(['https://shop.example/…/item-0', 'https://shop.example/…/item-1']);
  const url = rows[0]!.querySelector('.bulk-url')!;
  expect([url.querySelector('.sr-only')?.textContent, url.getAttribute('title')]).toEqual([ITEM(0), ITEM(0)]);
  // "×2" on its address's line, not a line of its own.
  expect(rows[0]!.querySelector('.bulk-line > .bulk-repeat')?.textContent).toBe('×2');
  expect(await axeViolations()).toEqual([]);
});

it('ended, the results lead with their counts in words; the bar is gone', async () => {
  open(job({}));
  const summary = await found('.bulk-summary');
  expect(summary.textContent).toBe('2 new · 1 already shortened · 1 not shortened');
  // First in the body; nothing says "Done." there (the live line still does, for screen readers).
  expect(document.querySelector('.bulk-job .bulk-body')?.firstElementChild).toBe(summary);
  expect(screen.queryByRole('progressbar')).toBeNull();
  expect(document.querySelector('.bulk-counts')?.textContent).toMatch(/^Done\. New: 2 /);
  // The result cut once too, as the preview cuts it.
  const results = screen.getByRole('list', { name: 'Results' });
  expect(
    within(results).getAllByRole('listitem')[1]!.querySelector('.title-dest .cut > [aria-hidden="true"]')?.textContent,
  ).toBe('shop.example/…/item-1');
  expect(await axeViolations()).toEqual([]);
});

it('stopped: the counts lead, what was not sent among them, and it says it was cancelled', async () => {
  const entries = [made(ITEM(0), 'l0'), { input: ITEM(1), url: ITEM(1), state: 'pending' as const }];
  open(job({ state: 'cancelled', entries }));
  const summary = await found('.bulk-summary');
  expect(summary.textContent).toBe('1 new · 1 not sentCanceled. The links made so far are kept.');
});

it('while it runs: the bar, and the state under it', async () => {
  open(job({ state: 'running', endedAt: null }));
  await screen.findByRole('progressbar', { name: 'Shortening the list' });
  expect(document.querySelector('.bulk-summary')).toBeNull();
  expect(document.querySelector('.bulk-state')?.textContent).toBe('Shortening…');
});

it('French: the chips agree with their numbers ("Nouvelles 2"), the badge of one address stays singular', async () => {
  useMessages('fr');
  open(job({}));
  const chips = await screen.findByRole('group', { name: 'Filtrer les résultats' });
  expect(
    within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['Toutes 4', 'Nouvelles 2', 'Déjà raccourcie 1', 'Non raccourcie 1']);
  // The number in bold, where the language puts it.
  expect(within(chips).getAllByRole('button')[1]!.querySelector('.chip-count')?.textContent).toBe('2');
  expect(document.querySelector('.result-card .badge')?.textContent).toBe('Nouvelle');
});

it('the file button: a file, not a download; ".txt/.csv" set apart left to right, in Arabic too', () => {
  useMessages('ar');
  open();
  const button = document.querySelector('label.file-button')!;
  expect(button.querySelector('.i-download')).toBeNull();
  expect(button.querySelector('.i-file')).not.toBeNull();
  const types = button.querySelector('bdi[dir="ltr"]')!;
  expect(types.textContent).toBe('.txt/.csv');
  expect(button.textContent).toBe('فتح ملف .txt/.csv');
});

it('a file opened is named, with Remove file in the button’s place; removed, the field is back, empty', async () => {
  const user = userEvent.setup();
  open();
  const file = new File([`${ITEM(0)}\n${ITEM(1)}\n`], 'autumn.csv', { type: 'text/csv' });
  await user.upload(screen.getByLabelText('Open .txt/.csv file'), file);
  const folded = await found('.bulk-folded');
  expect(folded.querySelector('.bulk-file-name')?.textContent).toBe('autumn.csv');
  expect(folded.textContent).toContain('2 lines');
  // Not the same button again: it is gone while the list is the file's.
  expect(document.querySelector<HTMLElement>('.bulk-source')!.hidden).toBe(true);
  expect(await axeViolations()).toEqual([]);
  await user.click(screen.getByRole('button', { name: 'Remove file' }));
  const field = screen.getByRole('textbox', { name: 'Addresses' }) as HTMLTextAreaElement;
  expect(field.value).toBe('');
  expect(document.querySelector('.bulk-folded')).toBeNull();
  expect(document.querySelector<HTMLElement>('.bulk-source')!.hidden).toBe(false);
  await waitFor(() => expect(document.activeElement).toBe(field));
});

it('a file opened, then edited: a list like any other (the file is no longer named)', async () => {
  const user = userEvent.setup();
  open();
  await user.upload(screen.getByLabelText('Open .txt/.csv file'), new File([ITEM(0)], 'one.txt'));
  await waitFor(() => expect(document.querySelector('.bulk-file-name')?.textContent).toBe('one.txt'));
  await user.click(screen.getByRole('button', { name: 'Edit list' }));
  await user.type(screen.getByRole('textbox', { name: 'Addresses' }), '\nhttps://b.example/');
  expect(document.querySelector('.bulk-file-name')).toBeNull();
  expect(screen.queryByRole('button', { name: 'Remove file' })).toBeNull();
});
