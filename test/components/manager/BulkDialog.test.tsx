/**
 * "Shorten a list…" following the background's job: the bar and counts from the job's small
 * progress item while it runs, each address's card updated in place from the whole job, the whole
 * job fetched at its end (the results), only Stop during the run, and a list that ended shown again
 * when the dialog is reopened.
 */
import { fireEvent, render, screen, waitFor, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it } from 'vitest';
import { browser } from 'wxt/browser';
import { emptyHead, HEAD_KEY } from '../../../src/shared/links/head';
import { toProjection } from '../../../src/shared/links/projection';
import { BulkDialog } from '../../../src/pages/manager/BulkDialog';
import { bulkProgressItem } from '../../../src/platform/bulk-job-item';
import { progressOf, type BulkEntry, type BulkJob } from '../../../src/shared/links/bulk-job';
import { aLink, answer, aStatus } from '../fixtures';

const ACCOUNT = 'acct-1';
const URLS = ['https://a.example/', 'https://b.example/', 'https://c.example/'];
const pending = (url: string): BulkEntry => ({ input: url, url, state: 'pending' });
const made = (url: string, id: string): BulkEntry => {
  const { shortLink, destination, title } = aLink(id, { destination: url });
  return { input: url, url, state: 'made', link: { id, shortLink, destination, title } };
};

/** The job with the first `count` addresses made. */
function aJob(count: number, more: Partial<BulkJob> = {}): BulkJob {
  return {
    id: 'job-1',
    account: ACCOUNT,
    state: 'running',
    groupId: null,
    startedAt: 1,
    endedAt: null,
    entries: URLS.map((url, i) => (i < count ? made(url, `l${i}`) : pending(url))),
    ...more,
  };
}

/** The background answering `bulkStatus` with whatever `now.job` holds. */
function background(job: BulkJob | null) {
  const now = { job };
  const sent = answer({
    status: { ok: true, value: aStatus() },
    bulkStatus: () => ({ ok: true, value: now.job }),
  });
  return { now, sent };
}

const open = () =>
  render(<BulkDialog account={ACCOUNT} links={[]} groups={[]} copyFormat="plain" onClose={() => undefined} />);
/** The bulk requests the dialog sent, in order. */
const bulkAsks = (sent: ReturnType<typeof background>['sent']) =>
  sent.mock.calls
    .map(([r]) => r as unknown as { type: string; account?: string })
    .filter((r) => r.type.startsWith('bulk'));
const bar = () => screen.getByRole('progressbar', { name: 'Shortening the list' }) as HTMLProgressElement;
const countsLine = () => document.querySelector('.bulk-counts')?.textContent ?? '';
/** The preview's groups and their counts, in order. */
const groups = () =>
  [...document.querySelectorAll<HTMLElement>('.bulk-group')].map((g) => [g.dataset.group, Number(g.dataset.count)]);

it('while a list runs, the bar and the counts follow its progress item', async () => {
  const { now } = background(aJob(0));
  open();
  await waitFor(() =>
    expect(countsLine()).toContain(
      'Shortening… New: 0 · Already shortened: 0 · Repeats merged: 0 · Not shortened: 0 · Left: 3',
    ),
  );
  await bulkProgressItem(ACCOUNT).setValue(progressOf(aJob(1)));
  await waitFor(() =>
    expect(countsLine()).toContain('New: 1 · Already shortened: 0 · Repeats merged: 0 · Not shortened: 0 · Left: 2'),
  );
  // The whole job (in the account's database, asked of the background) is not what the page draws from while the list runs.
  now.job = aJob(3);
  await bulkProgressItem(ACCOUNT).setValue(progressOf(aJob(2)));
  await waitFor(() =>
    expect(countsLine()).toContain('New: 2 · Already shortened: 0 · Repeats merged: 0 · Not shortened: 0 · Left: 1'),
  );
  expect([bar().max, bar().value]).toEqual([3, 2]);
  // While it runs, Stop is the one thing to do (a card's own Copy aside).
  expect(
    screen
      .getAllByRole('button')
      .filter((b) => !b.closest('.result-card, .bulk-filter, .dialog-head'))
      .map((b) => b.textContent),
  ).toEqual(['Stop']);
});

it('while a list runs, each address keeps its card and its status changes in place as its progress says', async () => {
  background(aJob(0));
  open();
  const results = await screen.findByRole('list', { name: 'Results' });
  const cards = within(results).getAllByRole('listitem');
  expect(cards.map((c) => c.dataset.state)).toEqual(['pending', 'pending', 'pending']);
  await bulkProgressItem(ACCOUNT).setValue(progressOf(aJob(2)));
  await waitFor(() => expect(cards.map((c) => c.dataset.state)).toEqual(['made', 'made', 'pending']));
  // The same elements: updated, not drawn anew.
  expect(within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')).toEqual(cards);
});

it('Stop asks the background to cancel the list', async () => {
  const user = userEvent.setup();
  const { sent } = background(aJob(1));
  open();
  await waitFor(() => expect(countsLine()).toContain('Left: 2'));
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  expect(sent.mock.calls.some(([r]) => (r as unknown as { type: string }).type === 'bulkCancel')).toBe(true);
});

it('when its progress says it ended, the whole job is fetched and its results shown', async () => {
  const { now } = background(aJob(0));
  open();
  await waitFor(() => expect(countsLine()).toContain('Left: 3'));
  const ended = aJob(3, { state: 'done', endedAt: 2 });
  now.job = ended;
  await bulkProgressItem(ACCOUNT).setValue(progressOf(ended));
  await waitFor(() =>
    expect(countsLine()).toContain(
      'Done. New: 3 · Already shortened: 0 · Repeats merged: 0 · Not shortened: 0 · Left: 0',
    ),
  );
  const results = screen.getByRole('list', { name: 'Results' });
  expect(within(results).getAllByRole('listitem')).toHaveLength(3);
  expect(within(results).getByRole('button', { name: 'Copy https://zd.lc/l2' })).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Stop' })).toBeNull();
  expect(screen.getByRole('button', { name: 'Copy all' }).hasAttribute('disabled')).toBe(false);
});

it('reopened after a list ended: its results again; "Shorten another list" goes to the empty form and stays there', async () => {
  const user = userEvent.setup();
  // Its own id: what is put away stays put away for the rest of this page.
  const { sent } = background(aJob(3, { id: 'job-put-away', state: 'done', endedAt: 2 }));
  const first = open();
  const results = await screen.findByRole('list', { name: 'Results' });
  expect(within(results).getAllByRole('listitem')).toHaveLength(3);
  expect(countsLine()).toContain('Done.');
  // Three buttons, one row at 320 px: Copy all, a "⋯" menu with Export and another list, Close.
  const actions = screen.getByRole('button', { name: 'Copy all' }).parentElement!;
  expect(
    within(actions)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label') ?? b.textContent),
  ).toEqual(['Copy all', 'More actions', 'Close']);
  // From the keyboard: Enter opens the menu on its first item, ↓ moves, Enter chooses.
  screen.getByRole('button', { name: 'More actions' }).focus();
  await user.keyboard('{Enter}');
  const menu = await screen.findByRole('menu', { name: 'More actions' });
  expect(
    within(menu)
      .getAllByRole('menuitem')
      .map((i) => i.textContent),
  ).toEqual(['Export results', 'Shorten another list']);
  await user.keyboard('{ArrowDown}{Enter}');
  expect((screen.getByRole('textbox', { name: 'Addresses' }) as HTMLTextAreaElement).value).toBe('');
  first.unmount();

  // Put away on this page: reopening shows the form, once the background has answered.
  const asked = sent.mock.calls.length;
  open();
  await waitFor(() => expect(sent.mock.calls.length).toBeGreaterThanOrEqual(asked + 2));
  await new Promise((resolve) => setTimeout(resolve, 0)); // the answers' reactions, all microtasks
  expect(screen.getByRole('textbox', { name: 'Addresses' })).toBeTruthy();
  expect(screen.queryByRole('list', { name: 'Results' })).toBeNull();
});

it('every request names the account the dialog was opened for (the background refuses it once another is current)', async () => {
  const user = userEvent.setup();
  const { sent } = background(aJob(0));
  open();
  await waitFor(() => expect(countsLine()).toContain('Left: 3'));
  await user.click(screen.getByRole('button', { name: 'Stop' }));
  await waitFor(() => expect(bulkAsks(sent).map((r) => r.type)).toContain('bulkCancel'));
  expect(bulkAsks(sent).length).toBeGreaterThanOrEqual(2);
  expect(bulkAsks(sent).every((r) => r.account === ACCOUNT)).toBe(true);
});

it('a new list is started for the account shown', async () => {
  const user = userEvent.setup();
  const sent = answer({
    status: { ok: true, value: aStatus() },
    bulkStatus: { ok: true, value: null },
    bulkStart: { ok: true, value: aJob(0, { id: 'job-new' }) },
  });
  open();
  await user.type(screen.getByRole('textbox', { name: 'Addresses' }), URLS.join('\n'));
  await user.click(document.querySelector('button[type="submit"]')!);
  await waitFor(() => expect(bulkAsks(sent).map((r) => r.type)).toContain('bulkStart'));
  expect(bulkAsks(sent).find((r) => r.type === 'bulkStart')).toMatchObject({ account: ACCOUNT, addresses: URLS });
});

it('opened before the page heard its account: asks for the list of the current one, never of an empty name', async () => {
  await browser.storage.local.set({ [HEAD_KEY]: toProjection(emptyHead(ACCOUNT)) });
  const { sent } = background(aJob(3, { state: 'done', endedAt: 2 }));
  render(<BulkDialog links={[]} groups={[]} copyFormat="plain" onClose={() => undefined} />);
  await waitFor(() => expect(bulkAsks(sent)).toEqual([{ type: 'bulkStatus', account: ACCOUNT }]));
});

it('the button counts what the preview counts: the new addresses, or those already shortened', async () => {
  answer({ status: { ok: true, value: aStatus() }, bulkStatus: { ok: true, value: null } });
  const known = ['https://known.example/a', 'https://known.example/b'];
  const fresh = Array.from({ length: 8 }, (_, i) => `https://new.example/${i}`);
  const links = known.map((destination, i) => ({ ...aLink(`k${i}`, { destination }), seenAt: 1 }));
  render(<BulkDialog account={ACCOUNT} links={links} groups={[]} copyFormat="plain" onClose={() => undefined} />);
  const field = screen.getByRole('textbox', { name: 'Addresses' });
  fireEvent.input(field, { target: { value: [...fresh, ...known].join('\n') } });
  // The groups, each counting its own lines, and the button the same number as its group.
  await waitFor(() =>
    expect(groups()).toEqual([
      ['new', 8],
      ['known', 2],
    ]),
  );
  expect(screen.getByRole('heading', { name: 'Will be shortened 8' })).toBeTruthy();
  expect(screen.getByRole('heading', { name: 'Already shortened 2' })).toBeTruthy();
  expect(screen.getByRole('button', { name: 'Shorten 8 new links' })).toBeTruthy();
  // Only links the account has: nothing new is made, their links come back.
  fireEvent.input(field, { target: { value: known.join('\n') } });
  expect(await screen.findByRole('button', { name: 'Get 2 existing links' })).toBeTruthy();
  fireEvent.input(field, { target: { value: fresh[0]! } });
  expect(await screen.findByRole('button', { name: 'Shorten 1 new link' })).toBeTruthy();
  // Nothing to send: the disabled button says what it would do, not "Shorten 0 new links".
  fireEvent.input(field, { target: { value: '' } });
  const idle = await screen.findByRole('button', { name: 'Shorten' });
  expect(idle.hasAttribute('disabled')).toBe(true);
});

it('a local address ticked moves from "Needs attention" to "Will be shortened", its box keeping the focus; every count agrees', async () => {
  answer({ status: { ok: true, value: aStatus() }, bulkStatus: { ok: true, value: null } });
  const user = userEvent.setup();
  open();
  fireEvent.input(screen.getByRole('textbox', { name: 'Addresses' }), {
    target: { value: [URLS[0], URLS[0], 'http://192.168.0.9/router', 'not an address'].join('\n') },
  });
  await waitFor(() =>
    expect(groups()).toEqual([
      ['attention', 2],
      ['new', 1],
    ]),
  );
  // Each reason on a line of its own, after its address's line.
  const junk = document.querySelector('li[data-state="junk"]')!;
  expect([...junk.children].map((c) => c.className.split(' ')[0])).toEqual(['bulk-line', 'bulk-reason']);
  expect(screen.getByText('1 repeated line merged.')).toBeTruthy();
  const box = screen.getByRole('checkbox', { name: 'Shorten this local address too (192.168.0.9)' });
  box.focus();
  await user.keyboard(' ');
  await waitFor(() =>
    expect(groups()).toEqual([
      ['attention', 1],
      ['new', 2],
    ]),
  );
  const moved = screen.getByRole('checkbox', { name: 'Shorten this local address too (192.168.0.9)' });
  expect(moved.closest('.bulk-group')?.getAttribute('data-group')).toBe('new');
  expect(document.activeElement).toBe(moved);
  expect(screen.getByRole('button', { name: 'Shorten 2 new links' })).toBeTruthy();
});

it('lines without a web address go with the list, and its results count them as the preview did', async () => {
  const sent = answer({
    status: { ok: true, value: aStatus() },
    bulkStatus: { ok: true, value: null },
    bulkStart: {
      ok: true,
      value: aJob(3, {
        state: 'done',
        endedAt: 2,
        entries: [
          { ...made(URLS[0]!, 'l0'), repeats: 1 },
          made(URLS[1]!, 'l1'),
          { input: 'not an address', url: '', state: 'refused', unread: 'not-web-address' },
        ],
      }),
    },
  });
  open();
  fireEvent.input(screen.getByRole('textbox', { name: 'Addresses' }), {
    target: { value: [URLS[0], URLS[0], URLS[1], 'not an address'].join('\n') },
  });
  await waitFor(() =>
    expect(groups()).toEqual([
      ['attention', 1],
      ['new', 2],
    ]),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Shorten 2 new links' }));
  await waitFor(() => expect(bulkAsks(sent).map((r) => r.type)).toContain('bulkStart'));
  expect(bulkAsks(sent).find((r) => r.type === 'bulkStart')).toMatchObject({
    unread: [{ input: 'not an address', reason: 'not-web-address' }],
  });
  // The same names and numbers as the preview (and nothing left).
  await waitFor(() =>
    expect(countsLine()).toBe('Done. New: 2 · Already shortened: 0 · Repeats merged: 1 · Not shortened: 1 · Left: 0'),
  );
  const card = within(screen.getByRole('list', { name: 'Results' })).getAllByRole('listitem')[2]!;
  expect(card.textContent).toContain('not an address');
  expect(card.textContent).toContain('Not a web address');
});

it('one frame from the list to its results: a title, a body that scrolls and a foot with the buttons, in every phase', async () => {
  const { now } = background(null);
  const view = open();
  const frame = () => {
    const dialog = document.querySelector('dialog.bulk')!;
    const phase = dialog.querySelector('.bulk-form, .bulk-job')!;
    return {
      title: dialog.firstElementChild?.className,
      parts: [...phase.children].map((c) => c.className.split(' ').find((n) => n.startsWith('bulk-'))),
      foot: [...phase.querySelectorAll('.bulk-footer button')].map((b) => b.textContent),
    };
  };
  // The list: the field and a file button whose real control is in the tab order, named by the button's words.
  const file = screen.getByLabelText('Open .txt/.csv file') as HTMLInputElement;
  expect([file.type, file.tabIndex]).toEqual(['file', 0]);
  // The foot's actions at the start, the primary first, as in every dialog (a head with the title and its × above).
  expect(frame()).toEqual({ title: 'dialog-head', parts: ['bulk-body', 'bulk-footer'], foot: ['Shorten', 'Close'] });
  // Pasted whole: folded to one line, with the way back to the field.
  fireEvent.input(screen.getByRole('textbox', { name: 'Addresses' }), { target: { value: URLS.join('\n') } });
  expect(await screen.findByText('3 lines')).toBeTruthy();
  expect(screen.getByRole('textbox', { hidden: true }).closest('label')!.hidden).toBe(true);
  expect(frame().parts).toEqual(['bulk-body', 'bulk-footer']);
  expect(frame().foot).toEqual(['Shorten 3 new links', 'Close']);
  await userEvent.click(screen.getByRole('button', { name: 'Edit list' }));
  await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Addresses' })));
  view.unmount();
  // Running, then ended: the same frame.
  now.job = aJob(1);
  open();
  await screen.findByRole('list', { name: 'Results' });
  expect(frame()).toEqual({ title: 'dialog-head', parts: ['bulk-body', 'bulk-footer'], foot: ['Stop'] });
});

it('the results lead with their counts as filter chips: pressed, a chip shows only its rows', async () => {
  const user = userEvent.setup();
  background(aJob(2, { state: 'done', endedAt: 2 }));
  open();
  const chips = await screen.findByRole('group', { name: 'Filter results' });
  const names = () =>
    within(chips)
      .getAllByRole('button')
      .map((b) => b.textContent);
  await waitFor(() => expect(names()).toEqual(['All 3', 'New 2', 'Not sent 1']));
  const rows = () => within(screen.getByRole('list', { name: 'Results' })).queryAllByRole('listitem');
  within(chips).getByRole('button', { name: 'Not sent 1' }).focus();
  await user.keyboard('{Enter}');
  expect(within(chips).getByRole('button', { name: 'Not sent 1' }).getAttribute('aria-pressed')).toBe('true');
  expect(rows().map((r) => r.dataset.state)).toEqual(['pending']);
  await user.click(within(chips).getByRole('button', { name: 'All 3' }));
  expect(rows()).toHaveLength(3);
});
