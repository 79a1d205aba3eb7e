/**
 * Takes the one HTML sink out of Preact: its `dangerouslySetInnerHTML` branch, which no code of ours
 * uses, now throws instead of assigning innerHTML. No page can then set HTML from data, and
 * `web-ext lint` (addons.mozilla.org's linter) has nothing to warn about. The build fails if the
 * branch is not found exactly once, so a Preact update cannot bring the sink back unnoticed.
 */
import { defineWxtModule } from 'wxt/modules';
import { addViteConfig } from 'wxt/modules';

const PREACT_BUNDLE = /\/node_modules\/preact\/dist\/preact\.mjs$/;
/** `dom.innerHTML = newHtml.__html`, as Preact's minified bundle writes it. */
const SINK = /\b\w+\.innerHTML=\w+\.__html\b/g;
const REFUSAL = '(()=>{throw Error("dangerouslySetInnerHTML is not supported")})()';

export function withoutHtmlSink(code: string): string {
  const found = code.match(SINK)?.length ?? 0;
  if (found !== 1) throw new Error(`preact-without-html: expected one innerHTML assignment in Preact, found ${found}`);
  return code.replace(SINK, REFUSAL);
}

export default defineWxtModule({
  name: 'preact-without-html',
  setup(wxt) {
    addViteConfig(wxt, () => ({
      plugins: [
        {
          name: 'preact-without-html',
          transform(code, id) {
            return PREACT_BUNDLE.test(id.split('?')[0]!) ? { code: withoutHtmlSink(code), map: null } : undefined;
          },
        },
      ],
    }));
  },
});
