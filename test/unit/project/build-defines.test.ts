import { readFileSync } from 'node:fs';
import { afterEach, describe, expect, it, vi } from 'vitest';
import config from '../../../wxt.config';
import { startBuildArgs, startOutDir } from '../../../src/dev/start-build';

/** The build's compile-time constants for a mode, as wxt.config.ts gives them to Vite. */
async function definesFor(mode: string, wxtConfig = config): Promise<Record<string, string>> {
  const vite = wxtConfig.vite as (env: {
    mode: string;
    command: 'build';
    browser: string;
    manifestVersion: 3;
  }) => Promise<{ define?: Record<string, string> }> | { define?: Record<string, string> };
  return (await vite({ mode, command: 'build', browser: 'chrome', manifestVersion: 3 })).define ?? {};
}

describe('the e2e build alone lets its test pages be shortened without asking', () => {
  it.each(['production', 'development'])('%s: no host is exempt', async (mode) => {
    expect(JSON.parse((await definesFor(mode)).__TEST_PAGES_HOST__!)).toBe('');
  });

  it('e2e: the test pages host, 127.0.0.1, and nothing else', async () => {
    expect(JSON.parse((await definesFor('e2e')).__TEST_PAGES_HOST__!)).toBe('127.0.0.1');
  });
});

describe('PRETTYLINK_PRESET (the local service and its demo key)', () => {
  const preset = JSON.stringify({ serviceUrl: 'http://127.0.0.1:8787', apiKey: 'demo-key-0123456789abcdef' });
  afterEach(() => vi.unstubAllEnvs());
  /** The config as a build started with the variable set reads it. */
  const configWithPreset = async () => {
    vi.stubEnv('PRETTYLINK_PRESET', preset);
    vi.resetModules();
    return (await import('../../../wxt.config')).default;
  };

  it('a production build ignores it', async () => {
    expect(JSON.parse((await definesFor('production', await configWithPreset())).__PRESET__!)).toBe('');
  });

  it.each(['development', 'e2e'])('a %s build carries it', async (mode) => {
    expect(JSON.parse((await definesFor(mode, await configWithPreset())).__PRESET__!)).toBe(preset);
  });
});

describe('npm start', () => {
  it("builds in development mode, to its own folder, never the production build's", () => {
    for (const browser of ['chrome', 'firefox'] as const) {
      expect(startBuildArgs(browser)).toEqual(['build', '-b', browser, '--mode', 'development']);
      expect(startOutDir(browser)).toBe(`.output/${browser}-mv3-dev`);
    }
  });

  it('the README says where to load it from', () => {
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain(`\`${startOutDir('chrome')}\``);
    expect(readme).toContain(`\`${startOutDir('firefox')}/manifest.json\``);
  });
});
