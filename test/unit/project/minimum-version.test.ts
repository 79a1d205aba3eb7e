/**
 * The Chrome manifest's minimum_chrome_version is at least the first Chrome version of every
 * extension API the shipped code uses (versions from Chrome's extension reference pages, "Chrome N+";
 * Chromium-based Edge has the same numbers). Adding a newer API without raising it fails here.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildManifest } from '../../../src/shared/manifest';

/** API (as it appears in code or manifest) → the first Chrome version that has it. */
const API_VERSIONS: [name: string, pattern: RegExp, chrome: number][] = [
  ['manifest_version 3, action, scripting', /\b(browser|chrome)\.(action|scripting)\b/, 88],
  // ScriptInjection's `func` (it was `function` before 92).
  ['scripting.executeScript with func', /\bscripting\.executeScript\b/, 92],
  ['offscreen (reason CLIPBOARD)', /\b(browser|chrome)\.offscreen\b/, 109],
  ['runtime.getContexts', /\bruntime\.getContexts\b/, 116],
  ['storage.session', /\bstorage\.session\b/, 102],
  ['storage.<area>.onChanged', /\bstorage\.(local|session|sync|managed)\.onChanged\b/, 73],
  ['action.openPopup', /\baction\.openPopup\b/, 127],
  ['sidePanel', /\b(browser|chrome)\.sidePanel\b/, 114],
  ['sidePanel.open', /\bsidePanel\.open\b/, 116],
  ['alarms', /\b(browser|chrome)\.alarms\b/, 22],
  // A delay or period under a minute (30 s, the floor) is 120; the mirror's alarms use 1 minute and more.
  ['alarms under a minute', /\b(delayInMinutes|periodInMinutes):\s*0?\.\d/, 120],
  ['commands', /\b(browser|chrome)\.commands\b/, 25],
  ['notifications', /\b(browser|chrome)\.notifications\b/, 28],
  ['contextMenus', /\b(browser|chrome)\.contextMenus\b/, 6],
  ['permissions', /\b(browser|chrome)\.permissions\b/, 16],
];

/** The code that ships: entrypoints and src, without the Node-only local service and dev scripts. */
function shippedSource(): string {
  const files = (dir: string): string[] =>
    readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
      const path = join(dir, e.name);
      if (e.isDirectory()) return path === join('src', 'sandbox') || path === join('src', 'dev') ? [] : files(path);
      return /\.(ts|tsx)$/.test(e.name) ? [path] : [];
    });
  return [...files('entrypoints'), ...files('src')].map((f) => readFileSync(f, 'utf8')).join('\n');
}

describe('minimum_chrome_version', () => {
  const source = shippedSource();
  const inUse = API_VERSIONS.filter(([, pattern]) => pattern.test(source));
  const manifest = buildManifest('chrome', { loopback: false }) as { minimum_chrome_version?: string };

  it('finds the APIs in use (the search itself works)', () => {
    expect(inUse.map(([name]) => name)).toEqual(
      expect.arrayContaining(['runtime.getContexts', 'offscreen (reason CLIPBOARD)', 'alarms']),
    );
  });

  it('is at least the newest API in use', () => {
    const needed = Math.max(...inUse.map(([, , chrome]) => chrome));
    const newest = inUse.filter(([, , chrome]) => chrome === needed).map(([name]) => name);
    expect(Number(manifest.minimum_chrome_version), `needed by ${newest.join(', ')}`).toBeGreaterThanOrEqual(needed);
  });

  it('is not in the Firefox manifest (Firefox has strict_min_version; web-ext lint would warn)', () => {
    expect(buildManifest('firefox', { loopback: false })).not.toHaveProperty('minimum_chrome_version');
  });
});
