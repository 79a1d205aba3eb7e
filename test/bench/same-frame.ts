/**
 * The popup's same first frame in Chromium (part of the stack section, ./stack-floor.ts): the page
 * that draws the popup's first-frame DOM with the least the stack allows (./stack/page-same-frame.ts)
 * is first checked to draw the same tree as the popup (./same-frame-dom.ts), then timed as the popup
 * section times the popup, in the same rounds as the floor page, the popup and the least-with-the-stack
 * page that draws plain rows (./stack/page-first-frame.ts), every order of the four equally often.
 */
import type { Page } from 'puppeteer-core';
import type { Row } from './report';
import type { Marks } from './marks';
import { medians, openMarked, SHOWN, waitForRequests } from './popup-open';
import { drawnDom, installDomSnapshot, sameDom } from './same-frame-dom';
import type { Bench } from './setup';
import { addStackPage } from './stack-workers';

/** The page's name in the bench's copy of the build. */
export const SAME_FRAME = 'stack-same-frame';

/** The page, into the extension's folder `dir` (the stack section's copy; the heap section's, as its floor). */
export const addSameFramePage = (dir: string) =>
  addStackPage(dir, SAME_FRAME, 'page-same-frame.ts', '<div id="app"></div>');

/** Every order of `n` items (n! of them). */
export function orders(n: number): number[][] {
  if (n === 1) return [[0]];
  return orders(n - 1).flatMap((o) =>
    o.map((_, i) => [...o.slice(0, i), n - 1, ...o.slice(i)]).concat([[...o, n - 1]]),
  );
}

/**
 * Like ./stats.ts `rounds`, but round r runs the subjects in the r-th of every order (2 warm-up
 * rounds discarded): a page opened right after the popup is slower (its list refresh is still being
 * written), so each subject follows each other one equally often. `runs` a multiple of n! for exact balance.
 */
export async function everyOrder(runs: number, subjects: (() => Promise<number>)[]): Promise<number[][]> {
  const all = orders(subjects.length);
  const out: number[][] = subjects.map(() => []);
  for (let r = -2; r < runs; r++) {
    for (const j of all[(r + all.length) % all.length]!) {
      const v = await subjects[j]!();
      if (r >= 0) out[j]!.push(v);
    }
  }
  return out;
}

async function domOf(b: Bench, path: string): Promise<string> {
  const before = b.sandbox.requests.length;
  const page: Page = await b.open(`${path}#dom`, installDomSnapshot);
  try {
    return await drawnDom(page);
  } finally {
    if (path === 'popup.html') await waitForRequests(b, before + 1);
    await page.close();
  }
}

/**
 * The popup's first frame and the page's, compared; taken again once if they differ (a relative
 * time, "3 minutes ago", may turn between the two opens); throws if they still differ.
 */
export async function checkSameFrame(
  dom: (path: string) => Promise<string>,
  page: string,
  where: string,
): Promise<string> {
  const [popup, same] = [await dom('popup.html'), await dom(page)];
  if (popup === same) return sameDom(popup, same, where);
  return sameDom(await dom('popup.html'), await dom(page), where);
}

/**
 * The four pages' frames showing the links, ms: [floor, first frame (plain rows), same frame,
 * popup]; and each page's marks, medians (DOMContentLoaded, load, links, the frames after).
 */
export async function timeSameFrame(
  b: Bench,
  runs: number,
): Promise<{ dom: string; samples: number[][]; marks: Record<string, Record<string, number>> }> {
  const dom = await checkSameFrame((p) => domOf(b, p), `${SAME_FRAME}.html`, 'Chromium');
  const pages = ['floor.html', 'stack-first-frame.html', `${SAME_FRAME}.html`, 'popup.html'];
  const all: Marks[][] = pages.map(() => []);
  const samples = await everyOrder(
    runs,
    pages.map((path, i) => async () => (all[i]!.push(await openMarked(b, path, SHOWN)), all[i]!.at(-1)!.linksFrame!)),
  );
  return { dom, samples, marks: Object.fromEntries(pages.map((p, i) => [p, medians(all[i]!.slice(-runs))])) };
}

const over = (a: number[], b: number[]) => a.map((v, i) => v / b[i]!);
const info = (name: string, samples: number[]): Row => ({
  group: 'stack',
  name,
  unit: 'ratio',
  samples,
  role: 'information',
});

/** The rows, pair by pair within a round; `firefox`: [floor, same frame, popup]. */
export function sameFrameRows(
  floor: number[],
  firstFrame: number[],
  sameFrame: number[],
  popup: number[],
  firefox: number[][],
): Row[] {
  const [ffFloor, ffSame, ffPopup] = firefox as [number[], number[], number[]];
  return [
    info(
      "page, the popup's same first frame (same DOM) with the least of the stack: ÷ floor page",
      over(sameFrame, floor),
    ),
    info('popup ÷ the page of its same first frame, same rounds', over(popup, sameFrame)),
    info(
      "the page of the popup's same first frame ÷ the page with links as li, same rounds",
      over(sameFrame, firstFrame),
    ),
    info(
      "firefox: page, the popup's same first frame with the least of the stack: ÷ floor page",
      over(ffSame, ffFloor),
    ),
    info('firefox: popup: cached links drawn ÷ floor page, in the same rounds', over(ffPopup, ffFloor)),
    info('firefox: popup ÷ the page of its same first frame, same rounds', over(ffPopup, ffSame)),
  ];
}
