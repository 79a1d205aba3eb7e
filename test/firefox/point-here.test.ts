/**
 * *Redirect a link here* in Firefox: the real toolbar popup over a tab, *Redirect a link here…*, a link picked and
 * confirmed: one PATCH; *Undo*: one more, and the old destination is back.
 */
import { afterEach, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { until } from '../support/until';
import type { PopupView } from './support/firefox';
import { useFirefox } from './support/fixture';

const f = useFirefox();
afterEach(() => f.ff.closePopup());

const patches = () => f.sandbox.requests.filter((r) => r.method === 'PATCH');
/** Clicks what `selector` finds in the popup once it is there (a part loads when asked). */
const click = (popup: PopupView, selector: string) =>
  popup.waitFor((w, s) => {
    const el = w.document.querySelector<HTMLElement>(s);
    el?.click();
    return Boolean(el);
  }, selector);
const textOf = (popup: PopupView, selector: string, want: string) =>
  popup.waitFor((w, s, t) => (w.document.querySelector(s)?.textContent ?? '').includes(t), selector, want);

it('points a link at the tab with one PATCH; Undo sends one more and brings the old destination back', async () => {
  await f.ff.configure(f.sandbox.url, DEMO_KEY, { autoShorten: false });
  f.sandbox.store.seed(DEMO_KEY, 3);
  const link = f.sandbox.store.list(DEMO_KEY, 1, 3).links[2]!;
  const here = f.pages.url('/ff-point?title=Firefox%20point');
  const tab = await f.ff.openTab(here);
  const popup = await f.ff.openPopup();
  await popup.waitFor((w, id) => w.document.querySelector(`li[data-id="${id}"]`) !== null, link.id);

  await click(popup, '#add-menu');
  await click(popup, '.row-menu-list [data-action="point-here"]');
  await click(popup, `.point-options li[data-id="${link.id}"]`);
  await textOf(popup, '.point-new', '/ff-point');
  await click(popup, '.point-confirm button.primary');
  await textOf(popup, '.point-done', 'now goes to the new destination.');
  // Done: Now is the page; the popup's list behind shows it too.
  await textOf(popup, '.point-now', '/ff-point');
  await textOf(popup, `.links li[data-id="${link.id}"]`, '/ff-point');
  expect(
    await until(
      () => patches().length,
      (n) => n >= 1,
    ),
  ).toBe(1);
  expect(patches()[0]!.body).toEqual({ original_url: here });
  expect(f.sandbox.store.get(DEMO_KEY, link.id)!.original_link).toBe(here);

  await popup.waitFor((w) => {
    const undo = [...w.document.querySelectorAll<HTMLButtonElement>('.point-done button')].find(
      (b) => b.textContent === 'Undo',
    );
    undo?.click();
    return Boolean(undo);
  });
  await textOf(popup, '.point-done', 'goes to its old destination again.');
  expect(
    await until(
      () => patches().length,
      (n) => n >= 2,
    ),
  ).toBe(2);
  expect(patches()[1]!.body).toEqual({ original_url: link.original_link });
  expect(f.sandbox.store.get(DEMO_KEY, link.id)!.original_link).toBe(link.original_link);
  await tab.close();
});
