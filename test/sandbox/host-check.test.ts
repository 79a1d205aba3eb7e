/** The sandbox answers only requests addressed to itself: a DNS-rebinding page cannot read its request log (and the demo key). */
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { DEMO_KEY } from '../../src/sandbox/server.ts';
import { api, useSandbox } from './helpers.ts';

const ctx = useSandbox();

/** A GET with the Host header a browser would send for `host`, straight to the sandbox's socket. */
function getAs(host: string, path: string): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: ctx.sb.port, path, headers: { host } }, (res) => {
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (body += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the Host header', () => {
  it.each([
    ['a rebound public name', () => `attacker.example:${ctx.sb.port}`],
    ['a rebound name without a port', () => 'attacker.example'],
    ['the right name on another port', () => `127.0.0.1:${ctx.sb.port + 1}`],
    ['a look-alike', () => `127.0.0.1.attacker.example:${ctx.sb.port}`],
    ['another loopback address', () => `127.0.0.2:${ctx.sb.port}`],
  ])('%s: refused, the request log and the API unread', async (_name, host) => {
    await api(ctx.sb, '/api/v1/links', { key: DEMO_KEY });
    for (const path of ['/__sandbox/requests', '/api/v1/links']) {
      const reply = await getAs(host(), path);
      expect(reply.status).toBe(421);
      expect(reply.body).not.toContain(DEMO_KEY);
    }
  });

  it.each([() => `127.0.0.1:${ctx.sb.port}`, () => `localhost:${ctx.sb.port}`, () => `LOCALHOST:${ctx.sb.port}`])(
    '%s: answered',
    async (host) => {
      expect((await getAs(host(), '/__sandbox/requests')).status).toBe(200);
    },
  );
});
