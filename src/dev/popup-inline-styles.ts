/**
 * The popup's style sheets written into popup.html (`<style>`), for the popup's build only: a linked
 * sheet is a file more to ask for before its first frame, and its module scripts wait for it; a
 * sheet parsed by its script keeps its text in the JS heap (docs/benchmark.md, "The popup's own
 * code, profiled"). The sheet files stay for the other pages that link them.
 *
 * Each `<style>` keeps its link, disabled (the browser neither fetches nor applies it): Vite's part
 * loader takes a linked sheet as loaded, else every lazy part that lists the popup's sheets would
 * fetch and apply them again (test/e2e/popup-styles.test.ts).
 */
import type { Plugin } from 'vite';

const LINKED = /<link rel="stylesheet"[^>]*? href="\/(assets\/[^"]+\.css)"[^>]*>/g;

export const popupInlineStyles = (): Plugin => ({
  name: 'prettylink:popup-inline-styles',
  transformIndexHtml: {
    // After the bundler wrote the page's tags (ctx.bundle holds the sheets).
    order: 'post',
    handler(html, ctx) {
      if (!/\/popup\/index\.html$/.test(ctx.filename)) return html;
      return html.replace(LINKED, (tag, file: string) => {
        const sheet = ctx.bundle?.[file];
        if (sheet?.type !== 'asset') return tag;
        return `<style>${String(sheet.source).trim()}</style>${tag.replace('<link ', '<link disabled ')}`;
      });
    },
  },
});
