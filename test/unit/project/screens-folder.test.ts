/** `npm run screenshots` starts from an empty folder: a picture of an older run is never left among the new ones. */
import { existsSync, mkdirSync, mkdtempSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { emptyFolder, SCREENS_DIR } from '../../screens/empty-folder';

it('the screens project empties its folder before any file runs', () => {
  const config = readFileSync('vitest.config.ts', 'utf8');
  const screens = config.slice(config.indexOf("name: 'screens'"), config.indexOf("name: 'store-images'"));
  expect(screens).toContain("globalSetup: ['test/screens/empty-folder.ts']");
  // Each file writes there: by its own DIR, or through the shared setup's pictures (test/screens/screens-setup.ts).
  for (const file of readdirSync('test/screens').filter((f) => f.endsWith('.test.ts')))
    expect(readFileSync(join('test/screens', file), 'utf8')).toMatch(
      /const DIR = '\.cache\/screenshots(\/[\w-]+)?'|= screensSetup\(\)/,
    );
  expect(SCREENS_DIR).toBe('.cache/screenshots');
});

it('no e2e test writes into it: the folder holds one run of the screens, nothing older', () => {
  const writers = readdirSync('test/e2e', { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.ts'))
    .filter((f) => readFileSync(join('test/e2e', f), 'utf8').includes(SCREENS_DIR));
  expect(writers).toEqual([]);
});

it('emptying removes old pictures and folders within, and a missing folder is no error', () => {
  const dir = join(mkdtempSync(join(tmpdir(), 'screens-')), 'screenshots');
  mkdirSync(join(dir, 'languages'), { recursive: true });
  writeFileSync(join(dir, 'i18n-popup-400-light.png'), '');
  writeFileSync(join(dir, 'languages', 'de-popup.png'), '');
  emptyFolder(dir);
  expect(existsSync(dir)).toBe(false);
  expect(() => emptyFolder(dir)).not.toThrow();
});
