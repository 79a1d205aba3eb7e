/**
 * English is American English, as the store's en listing and "organization" already are: one
 * spelling per word, so "Code colour" never sits beside "Set by your organization".
 */
import { expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { readLocales } from '../../../src/dev/missing-messages';

/** British spellings, by stem: every word of each kind, not a list of messages. */
const BRITISH = [
  /\bcolour/i,
  /\bcentre/i,
  /\bgrey/i,
  /\b(behaviour|favourite|honour|labour|neighbour)/i,
  /cancell(ed|ing)\b/i,
  /\b(organ|recogn|custom|initial|author|optim|normal|summar|priorit|minim|maxim)is(e|ed|es|ing|ation)\b/i,
  /\blicence/i,
  /\bcatalogue/i,
  /\banalys(e|ed|es|ing)\b/i,
];
const isBritish = (text: string) => BRITISH.some((re) => re.test(text));

it('every English message is spelled in American English', () => {
  const en = readLocales().en!;
  const british = Object.entries(en)
    .filter(([, e]) => isBritish(e.message))
    .map(([k, e]) => `${k}: ${e.message}`);
  expect(british).toEqual([]);
  // And the rule bites: the words it was written for.
  for (const word of ['Code colour', 'a logo in the centre', 'Cancelled.', 'Organise', 'grey'])
    expect(isBritish(word), word).toBe(true);
  for (const word of ['Code color', 'our links', 'your organization', 'Canceled.', 'four', 'raise'])
    expect(isBritish(word), word).toBe(false);
});

it('the English store listing is spelled the same way', () => {
  const listing = readFileSync('docs/store/listing/en.md', 'utf8');
  expect(listing.split('\n').filter((line) => isBritish(line))).toEqual([]);
});
