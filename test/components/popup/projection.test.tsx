/**
 * The popup's start with the projection storage holds (src/shared/links/projection.ts): one of
 * this version is drawn at once; a malformed one, or one of an earlier shape, is ignored without a
 * throw, and the popup shows the links the background sends.
 */
import { render, screen, waitFor, within } from '@testing-library/preact';
import { browser } from 'wxt/browser';
import { describe, expect, it, vi } from 'vitest';
import { Popup } from '../../../src/pages/popup/Popup';
import { startPopup } from '../../../src/pages/popup/opening';
import { HEAD_KEY } from '../../../src/shared/links/head';
import { toProjection } from '../../../src/shared/links/projection';
import { seedConfiguration } from '../../support/seed';
import { aLink, answer, aStatus } from '../fixtures';

const stored = (id: string) => ({ ...aLink(id), seenAt: 1 });
const cached = { account: 'acct', links: [stored('cached')], total: 1 };
const fromBackground = [aLink('sent-1'), aLink('sent-2')];

/** Starts the popup over `projection`, the background answering its list with `fromBackground`; the rows' ids as drawn first. */
async function open(projection: unknown): Promise<{ first: string[]; listAsked: () => number }> {
  const seed = seedConfiguration('https://api.example.com', 'sk_live_key_000000001234', { autoShorten: false });
  await browser.storage.sync.set(seed.sync);
  await browser.storage.local.set({ ...seed.local, [HEAD_KEY]: projection });
  let releaseList = () => {};
  const listHeld = new Promise<void>((resolve) => (releaseList = resolve));
  const sent = answer({
    status: { ok: true, value: aStatus() },
    openTab: { ok: true, value: {} as never },
    listLinks: async () => {
      await listHeld;
      const value = { links: fromBackground, pagination: { total: 2 }, skipped: 0, account: 'acct' };
      return { ok: true, value } as never;
    },
  });
  const errors = vi.spyOn(console, 'error');
  await startPopup(
    (first) => render(<Popup {...first} />),
    () => false,
  );
  const first = ids();
  releaseList();
  await waitFor(() => expect(ids()).toEqual(['sent-1', 'sent-2']));
  expect(errors).not.toHaveBeenCalled();
  return {
    first,
    listAsked: () => sent.mock.calls.filter(([r]) => (r as unknown as { type: string }).type === 'listLinks').length,
  };
}

/** The rows drawn (none while the list is not shown). */
function ids(): string[] {
  const list = screen.queryByRole('region', { name: 'Your links' });
  return list
    ? within(list)
        .queryAllByRole('listitem')
        .map((li) => li.dataset.id ?? '')
    : [];
}

describe("the popup's first frame and the projection", () => {
  it("one of this version: its links drawn at once, then the background's", async () => {
    const { first } = await open(toProjection(cached));
    expect(first).toEqual(['cached']);
  });

  it.each([
    ['of an earlier shape (no version)', cached],
    ['of another version', { ...toProjection(cached), version: 1 }],
    [
      'with a javascript: link in it',
      toProjection({ ...cached, links: [{ ...stored('x'), destination: 'javascript:alert(1)' }] }),
    ],
    ['with a link that is no link', { ...toProjection(cached), links: [{ id: 1 }] }],
    ['that is not an object', 'links'],
  ])('one %s: ignored, nothing thrown, the links the background sends shown', async (_, projection) => {
    const { first, listAsked } = await open(projection);
    expect(first).toEqual([]);
    expect(listAsked()).toBe(1);
  });
});
