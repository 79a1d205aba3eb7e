/** The build's change to Preact: its one innerHTML assignment becomes a throw, or the build stops. */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, it } from 'vitest';
import { withoutHtmlSink } from '../../../modules/preact-without-html';

const preact = readFileSync(createRequire(import.meta.url).resolve('preact'), 'utf8');

it('takes the innerHTML assignment out of the Preact this project installs, and only it', () => {
  const changed = withoutHtmlSink(preact);
  expect(changed).not.toMatch(/\.innerHTML\s*=[^=]/);
  expect(changed).toContain('dangerouslySetInnerHTML is not supported');
  expect(changed.length - preact.length).toBeLessThan(100);
});

it('stops the build when Preact no longer has exactly one such assignment', () => {
  expect(() => withoutHtmlSink('a.textContent=b')).toThrow(/found 0/);
  expect(() => withoutHtmlSink('a.innerHTML=b.__html;c.innerHTML=d.__html')).toThrow(/found 2/);
});
