/**
 * A shortened list's result rows as drawn (src/pages/manager/BulkResults.tsx): each row that
 * overprints its short link (or the status in its place) with its title or destination, cuts the
 * short link or the address already cut once to what tells it apart, cuts its status pill (by its own box,
 * a box that clips it or the row's edge) or sets its actions over it, or says an untitled address twice, by its words. Each row is scrolled into view first: rows out of view skip layout.
 */
import type { Page } from 'puppeteer-core';

export async function overprintedRows(page: Page): Promise<string[]> {
  const count = await page.$$eval('.result-card', (cards) => cards.length);
  const faults: string[] = [];
  for (let i = 0; i < count; i++) {
    await page.$eval('.bulk-results', (list, i) => list.querySelectorAll('.result-card')[i]!.scrollIntoView(), i);
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r))));
    faults.push(
      ...(await page.$eval(
        '.bulk-results',
        (list, i) => {
          const card = list.querySelectorAll('.result-card')[i]!;
          const link = card.querySelector('.link-short, .link-missing')!;
          const shown = (e: Element | null) => (e && e.getClientRects().length ? [e] : []);
          const others = [...shown(card.querySelector('.link-title')), ...shown(card.querySelector('.link-dest'))];
          const a = link.getBoundingClientRect();
          const overlaps = others.filter((o) => {
            const b = o.getBoundingClientRect();
            return (
              Math.min(a.bottom, b.bottom) - Math.max(a.top, b.top) > 0.5 &&
              Math.min(a.right, b.right) - Math.max(a.left, b.left) > 0.5
            );
          });
          const face = card.querySelector('.link-face')!.getBoundingClientRect();
          // Cut: by its own box, or by the line that clips it (its .clip), or out of the face.
          const line = link.parentElement!.closest('.clip')?.getBoundingClientRect() ?? face;
          const cut =
            link.classList.contains('link-short') &&
            (link.scrollWidth > link.clientWidth ||
              a.left < Math.max(face.left, line.left) - 0.5 ||
              a.right > Math.min(face.right, line.right) + 0.5);

          // The status pill whole: its words in its box, inside every box that clips it and the row, clear of the actions.
          const pill = shown(card.querySelector<HTMLElement>('.badge'))[0] as HTMLElement | undefined;
          let pillFault = '';
          if (pill) {
            const p = pill.getBoundingClientRect();
            const clips: Element[] = [card];
            for (let e = pill.parentElement; e && e !== card; e = e.parentElement)
              if (getComputedStyle(e).overflowX !== 'visible') clips.push(e);
            const actions = card.querySelector('.link-actions')?.getBoundingClientRect();
            if (pill.scrollWidth > pill.clientWidth) pillFault = 'its words cut';
            else if (
              clips.some((c) => {
                const r = c.getBoundingClientRect();
                return p.left < r.left - 0.5 || p.right > r.right + 0.5;
              })
            )
              pillFault = 'cut at an edge';
            else if (
              actions &&
              Math.min(p.bottom, actions.bottom) - Math.max(p.top, actions.top) > 0.5 &&
              Math.min(p.right, actions.right) - Math.max(p.left, actions.left) > 0.5
            )
              pillFault = 'under the actions';
          }
          // An untitled address is said once: no destination shown in the title's words again.
          const title = card.querySelector('.link-title [aria-hidden="true"]')?.textContent;
          const dest = shown(card.querySelector('.link-dest [aria-hidden="true"]'))[0]?.textContent;
          // An address cut once (site, …, last segment) keeps that last segment in view: cut again, rows look alike.
          const cutOnce = card.querySelector<HTMLElement>('.link-title .clip:has(.cut)');
          const cutTwice = cutOnce !== null && cutOnce.scrollWidth > cutOnce.clientWidth + 0.5;
          return [
            ...overlaps.map((o) => `${link.textContent}: over ${o.className}`),
            ...(cutTwice ? [`${title}: cut again`] : []),
            ...(title && title === dest ? [`${title}: said twice`] : []),
            ...(cut ? [`${link.textContent}: cut`] : []),
            ...(pillFault ? [`${link.textContent}: its status ${pillFault}`] : []),
          ];
        },
        i,
      )),
    );
  }
  return faults;
}
