/** What a part's dynamic import preloads (src/dev/popup-chunks.ts): only what its page does not have yet. */
import { describe, expect, it } from 'vitest';
import { partPreloads } from '../../../src/dev/popup-chunks';

const deps = [
  'chunks/ShortenResult-a1.js',
  'chunks/shared-b2.js',
  'chunks/rolldown-runtime-c3.js',
  'chunks/failure-text-d4.js',
  'assets/parts-e5.css',
];

describe('partPreloads', () => {
  it("a part's import: not its own file, nor the shared chunk and the runtime every page loaded at once", () => {
    expect(partPreloads('chunks/ShortenResult-a1.js', deps, { hostType: 'js' })).toEqual([
      'chunks/failure-text-d4.js',
      'assets/parts-e5.css',
    ]);
  });

  it("a page's own first load (its HTML's module preloads): as it was", () => {
    expect(partPreloads('chunks/popup-f6.js', deps, { hostType: 'html' })).toEqual(deps);
  });
});
