/**
 * One feature, one name (docs/redirect-here.md): the feature that gives one of the user's links
 * the current page as its destination shipped as "Point a link here…" in the popup, "Point at the
 * current tab…" in the manager and "Point a short link here…" in the page's menu, while most
 * languages already said "redirect". The rules hold for every key of the feature (its keys are
 * named `point…`, as the code is), so a new button of it is held to them from its first day.
 */
import { describe, expect, it } from 'vitest';
import { readLocales } from '../../../src/dev/missing-messages';

const all = readLocales();
const en = all.en!;
const LOCALES = Object.keys(all).sort();

/** The feature's keys: `pointHere`, `pointTitle`, `menuPointHere`, `pointAtTab`… */
const FEATURE = Object.keys(en).filter((key) => /point/i.test(key));
/** The dialog's own steps (Back, Undo) name no action of the feature. */
const STEP = /^(Back|Undo)$/;
/** The feature's actions: its entries, its dialog's heading and its primary, in English any button or heading but a step. */
const ACTIONS = FEATURE.filter(
  (key) => /^(Button|Heading)\b/.test(en[key]!.description ?? '') && !STEP.test(en[key]!.message),
);

describe('the redirect feature says one verb', () => {
  it('has its entries among its keys (the rule is only as good as its keys)', () => {
    expect(ACTIONS).toEqual(
      expect.arrayContaining(['pointHere', 'pointTitle', 'pointConfirm', 'pointAtTab', 'menuPointHere']),
    );
  });

  it('in English, every action of it starts with "Redirect"', () => {
    const other = ACTIONS.filter((key) => !/^Redirect\b/.test(en[key]!.message));
    expect(other.map((key) => `${key}: ${en[key]!.message}`)).toEqual([]);
  });

  it('no English string says "point" for it (jargon), not even a tooltip or a status', () => {
    const said = Object.entries(en).filter(([, e]) => /\bpoint(s|ed|ing)?\b/i.test(e.message));
    expect(said.map(([key, e]) => `${key}: ${e.message}`)).toEqual([]);
  });

  /**
   * Word order differs (de "Link hierher umleiten", "Auf den aktuellen Tab umleiten …"), so the
   * verb is what every action has in common: a run of at least five letters (two in Chinese and
   * Japanese, whose verbs are two characters).
   */
  it.each(LOCALES)('%s: its actions share one verb', (locale) => {
    const texts = ACTIONS.map((key) => all[locale]![key]!.message.toLowerCase());
    const shortest = [...texts].sort((a, b) => a.length - b.length)[0]!;
    const least = /[\u3040-\u9fff]/.test(shortest) ? 2 : 5;
    const shared: string[] = [];
    for (let i = 0; i + least <= shortest.length; i++) {
      const run = shortest.slice(i, i + least);
      if (/^\p{L}+$/u.test(run) && texts.every((t) => t.includes(run))) shared.push(run);
    }
    expect(shared, texts.join(' | ')).not.toEqual([]);
  });
});
