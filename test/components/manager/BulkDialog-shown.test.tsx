/**
 * What the list dialog shows of an address and its link (the design review's second pass): a
 * password never in view, a known address's short link drawn as every list draws links, and the
 * addresses the account already shortened settled from the start of the run, not "waiting".
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { BulkDialog } from '../../../src/pages/manager/BulkDialog';
import type { StoredLink } from '../../../src/shared/links/head';
import type { BulkEntry, BulkJob } from '../../../src/shared/links/bulk-job';
import { axeViolations } from '../axe';
import { aLink, answer, aStatus } from '../fixtures';

const SECRET = 'https://me:secret@shop.example/private';
const KNOWN = 'https://known.example/a';
const FRESH = ['https://new.example/1', 'https://new.example/2'];
const knownLinks: StoredLink[] = [{ ...aLink('k0', { destination: KNOWN, title: '' }), seenAt: 1 }];

function open(job: BulkJob | null, links: StoredLink[] = []) {
  answer({ status: { ok: true, value: aStatus() }, bulkStatus: { ok: true, value: job } });
  return render(<BulkDialog account="acct" links={links} groups={[]} copyFormat="plain" onClose={() => undefined} />);
}
const paste = (text: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: 'Addresses' }), { target: { value: text } });
const job = (entries: BulkEntry[], more: Partial<BulkJob> = {}): BulkJob => ({
  id: 'job-shown',
  account: 'acct',
  state: 'running',
  groupId: null,
  startedAt: 1,
  endedAt: null,
  entries,
  ...more,
});

it('the preview masks a password: not in the text, not in the title', async () => {
  open(null);
  paste(SECRET);
  const row = await waitFor(() => {
    const li = document.querySelector('.bulk-group[data-group="attention"] li');
    expect(li).not.toBeNull();
    return li!;
  });
  const url = row.querySelector('.bulk-url')!;
  expect(url.textContent).toBe('https://me:•••@shop.example/private');
  expect(url.getAttribute('title')).toBe('https://me:•••@shop.example/private');
  expect(document.body.innerHTML).not.toContain('secret');
});

it('the results mask a password too', async () => {
  const refused: BulkEntry = {
    input: SECRET,
    url: SECRET,
    state: 'refused',
    failure: { kind: 'credentials-in-url' },
  };
  open(job([refused], { state: 'done', endedAt: 2 }));
  const results = await screen.findByRole('list', { name: 'Results' });
  const card = within(results).getByRole('listitem');
  expect(card.textContent).toContain('me:•••@shop.example/private');
  expect(document.body.innerHTML).not.toContain('secret');
});

it('in the preview, a known address’s short link is drawn as links are (the shared link face)', async () => {
  open(null, knownLinks);
  paste(KNOWN);
  const row = await waitFor(() => {
    const li = document.querySelector('.bulk-group[data-group="known"] li');
    expect(li).not.toBeNull();
    return li!;
  });
  expect(row.querySelector('.link-face .link-short')?.textContent).toBe('zd.lc/k0');
  expect(row.querySelector('.link-face .title-dest')?.textContent).toBe('known.example/a');
  expect(await axeViolations()).toEqual([]);
});

it('running, the addresses the account already shortened are settled from the start: not waiting', async () => {
  const entries = [...FRESH, KNOWN].map((url): BulkEntry => ({ input: url, url, state: 'pending' }));
  open(job(entries), knownLinks);
  const chips = await screen.findByRole('group', { name: 'Filter results' });
  expect(
    within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent),
  ).toEqual(['All 3', 'Already shortened 1', 'Waiting 2']);
  const cards = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem');
  expect(cards.map((c) => c.dataset.state)).toEqual(['pending', 'pending', 'reused']);
  expect(cards[2]!.querySelector('.link-short')?.textContent).toBe('zd.lc/k0');
  expect((screen.getByRole('progressbar') as HTMLProgressElement).value).toBe(1);
});
