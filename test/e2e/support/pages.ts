/** Local web pages to shorten: a tiny HTTP server on 127.0.0.1 with titled pages. */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface TestPages {
  url: (path: string) => string;
  close: () => Promise<void>;
}

/** The pages' own icon, as a site has one: the popup draws it beside a link to the page (test/screens). */
const ICON = `<link rel="icon" href="data:image/svg+xml,${encodeURIComponent("<svg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'><rect width='16' height='16' rx='3' fill='#e8590c'/><path d='M4 12V4h5a2 2 0 0 1 0 4H4' stroke='white' stroke-width='2' fill='none'/></svg>")}">`;

/** Every path answers a page titled by its `title` query parameter (or "Page <path>"). */
export async function startPages(): Promise<TestPages> {
  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://x');
    const title = url.searchParams.get('title') ?? `Page ${url.pathname}`;
    const links = url.searchParams
      .getAll('link')
      .map((href, i) => `<p><a id="l${i}" href="${href}">link ${i}</a></p>`)
      .join('');
    const canonical = url.searchParams.get('canonical');
    if (canonical !== null) {
      // A page that names its canonical address, as written (relative or absolute): test/e2e/clean-url.test.ts.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      const attr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');
      return void res.end(
        `<!doctype html><link rel="canonical" href="${attr(canonical)}"><title>${attr(title)}</title><h1>${attr(url.pathname)}</h1>`,
      );
    }
    const shortlink = url.searchParams.get('shortlink');
    if (shortlink !== null) {
      // A page that names its own short link: test/e2e/tabs.test.ts.
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      return void res.end(
        `<!doctype html><link rel="shortlink" href="${shortlink.replace(/&/g, '&amp;').replace(/"/g, '&quot;')}"><title>${title.replace(/</g, '&lt;')}</title>`,
      );
    }
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(`<!doctype html>${ICON}<title>${title.replace(/</g, '&lt;')}</title><h1>${url.pathname}</h1>${links}`);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const port = (server.address() as AddressInfo).port;
  return {
    url: (path) => `http://127.0.0.1:${port}${path}`,
    close: () => new Promise((r) => (server.closeAllConnections(), server.close(() => r()))),
  };
}
