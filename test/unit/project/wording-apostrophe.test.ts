/**
 * English has one apostrophe: the typographic ’ ("didn’t", "the page’s"), never the typewriter '
 * beside it: the popup's and the manager's "PrettyURL didn’t accept your API key" looked different.
 */
import { expect, it } from 'vitest';
import { readLocales } from '../../../src/dev/missing-messages';

it("every English message uses ’, none the typewriter '", () => {
  const en = readLocales().en!;
  const straight = Object.entries(en)
    .filter(([, e]) => e.message.includes("'"))
    .map(([k, e]) => `${k}: ${e.message}`);
  expect(straight).toEqual([]);
  // And it is the style in use, not an empty rule.
  expect(en.keyRefusedTitle!.message).toBe('PrettyURL didn’t accept your API key');
  expect(en.managerKeyRefusedTitle!.message).toBe(en.keyRefusedTitle!.message);
});
