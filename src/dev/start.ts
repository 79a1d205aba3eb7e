/**
 * `npm start`: the local service on 127.0.0.1:8787 (links kept in .cache/sandbox.json), and the
 * extension built for it with the demo key, so the popup works with no account (a development build,
 * in its own folder: ./start-build.ts). Prints what to load.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync } from 'node:fs';
import { resolve } from 'node:path';
import { DEMO_KEY, startSandbox } from '../sandbox/server.ts';
import { startBuildArgs, startOutDir } from './start-build.ts';

const port = Number(process.env.PORT ?? 8787);
mkdirSync('.cache', { recursive: true });
const sandbox = await startSandbox({ port, dataFile: resolve('.cache/sandbox.json'), seed: 12 });
// The sandbox's demo key, printed on purpose (it is baked into this local build too): never a user's key.
console.log(`Local PrettyURL service: ${sandbox.url} (demo key ${DEMO_KEY})`);

const preset = JSON.stringify({ serviceUrl: sandbox.url, apiKey: DEMO_KEY });
for (const browser of ['chrome', 'firefox'] as const) {
  const build = spawnSync('wxt', startBuildArgs(browser), {
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PRETTYLINK_PRESET: preset },
  });
  if (build.status !== 0) {
    await sandbox.close();
    process.exit(build.status ?? 1);
  }
}

console.log(`
Built, pre-configured for the local service:
  Chrome/Chromium: open chrome://extensions, turn on Developer mode, "Load unpacked", choose
                   ${resolve(startOutDir('chrome'))}
  Firefox:         open about:debugging#/runtime/this-firefox, "Load Temporary Add-on…", choose
                   ${resolve(startOutDir('firefox'), 'manifest.json')}
Then click the PrettyLink icon on any web page. Ctrl+C stops the service.`);

const stop = () => void sandbox.close().then(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
