/**
 * The DOM check of the popup's same-frame page (./stack/page-same-frame.ts): the `#app` tree a page
 * drew by its first cached `li.link-item`, normalized, so the popup's and that page's can be compared.
 * Nothing is masked: each element as its tag and its attributes sorted (`name="value"`), each run of
 * text as one JSON string (adjacent text nodes merged, empty ones dropped: a reader sees no seam),
 * indented by depth; first the document's `lang`, `dir` and title.
 */
import type { Page } from 'puppeteer-core';

/**
 * Runs before the page's own scripts, only in a page opened with `#dom` (Firefox installs it in
 * every page of the add-on): the tree as drawn when the first row appears, in `__dom`. Taken in the
 * mutation's callback, before the frame, by then preact's render of the whole tree is done.
 * Self-contained: it is sent to the page as its source.
 */
export function installDomSnapshot(w: Window & typeof globalThis = globalThis as Window & typeof globalThis): void {
  if (w.location.hash !== '#dom') return;
  const observer = new w.MutationObserver(() => {
    const app = w.document.getElementById('app');
    if (!app?.querySelector('li.link-item')) return;
    observer.disconnect();
    const html = w.document.documentElement;
    const lines = [`lang=${html.lang} dir=${html.dir} title=${JSON.stringify(w.document.title)}`];
    const walk = (el: Element, depth: number) => {
      const attrs = [...el.attributes].map((a) => `${a.name}=${JSON.stringify(a.value)}`).sort();
      lines.push(`${'  '.repeat(depth)}<${el.localName}${attrs.map((a) => ` ${a}`).join('')}>`);
      let text = '';
      const flush = () => {
        if (text) lines.push(`${'  '.repeat(depth + 1)}${JSON.stringify(text)}`);
        text = '';
      };
      for (const child of el.childNodes) {
        if (child.nodeType === 3) text += child.nodeValue ?? '';
        else if (child.nodeType === 1) {
          flush();
          walk(child as Element, depth + 1);
        }
      }
      flush();
    };
    walk(app, 0);
    (w as unknown as { __dom: string }).__dom = lines.join('\n');
  });
  observer.observe(w.document, { childList: true, subtree: true });
}

/** The tree `installDomSnapshot` took in `page` (opened with `#dom`), once its first row is drawn. */
export async function drawnDom(page: Page): Promise<string> {
  await page.waitForFunction(() => (globalThis as unknown as { __dom?: string }).__dom !== undefined, {
    timeout: 10_000,
    polling: 10,
  });
  return page.evaluate(() => (globalThis as unknown as { __dom: string }).__dom);
}

/** Throws with the first differing lines unless the two trees are the same; else their size. */
export function sameDom(popup: string, page: string, where: string): string {
  if (popup === page) {
    const lines = popup.split('\n');
    return `${lines.filter((l) => l.trimStart().startsWith('<')).length} elements, ${lines.length} lines, the same`;
  }
  const a = popup.split('\n');
  const b = page.split('\n');
  const at = a.findIndex((line, i) => line !== b[i]);
  const from = Math.max(0, (at < 0 ? b.length : at) - 3);
  throw new Error(
    `${where}: the same-frame page's DOM differs from the popup's first frame at line ${at + 1}:\n` +
      `popup:\n${a.slice(from, from + 10).join('\n')}\npage:\n${b.slice(from, from + 10).join('\n')}`,
  );
}
