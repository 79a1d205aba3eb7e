/**
 * The popup card's action row stays on one line at the popup's 380 px in all 12 languages. Its
 * buttons are taken from the card as rendered in each language (a button with words, or an icon
 * button), and their widths estimated from the words, so the check is the same on every machine:
 *
 * - a character's advance at 13 px is an upper bound per script, above what DejaVu Sans, the
 *   widest of the system fonts, draws (../../support/text-width.ts);
 * - a button with words: its text, 2 × 10 px padding and 2 px border, at least its min-inline-size
 *   (Copy: 6.5 em); the ▾ beside Copy 24 px (+1 px apart); an icon button 16 + 2 × 6 + 2 = 30 px;
 * - the row's room: 380 − 2 × 12 (popup) − 2 × 1 (card border) − 2 × 12 (card) = 330 px, with 8 px
 *   between its parts (src/pages/popup/parts.css, .card-actions).
 *
 * test/e2e/action-row.test.ts measures the same row in Chromium for de, fr and pl.
 */
import { render } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { readLocales } from '../../../src/dev/missing-messages';
import { ShortLinkCard } from '../../../src/pages/popup/ShortLinkCard';
import { useMessages } from '../../support/i18n';
import { aLink } from '../fixtures';
import { textWidth } from '../../support/text-width';

const FONT_PX = 13;
const ROOM_PX = 380 - 2 * 12 - 2 * 1 - 2 * 12;
const GAP_PX = 8;
const ICON_BUTTON_PX = 30;
const MENU_BUTTON_PX = 24 + 1;
const TEXT_BUTTON_EXTRA_PX = 2 * 10 + 2;
const COPY_MIN_EM = 6.5;

/** The row's estimated width: each part, and the gaps between them. */
function rowWidth(row: Element): { width: number; parts: string[] } {
  const parts: string[] = [];
  let width = 0;
  for (const part of row.children) {
    const buttons = [...part.querySelectorAll('button')];
    if (part.tagName === 'BUTTON') buttons.unshift(part as HTMLButtonElement);
    for (const b of buttons) {
      const words = b.textContent!.replace(/[▾]/gu, '').trim();
      const own = b.classList.contains('copy-menu-button')
        ? MENU_BUTTON_PX
        : words
          ? Math.max(
              textWidth(words) + TEXT_BUTTON_EXTRA_PX,
              b.classList.contains('copy-button') ? COPY_MIN_EM * FONT_PX : 0,
            )
          : ICON_BUTTON_PX;
      parts.push(`${words || b.getAttribute('aria-label')} ${Math.round(own)}`);
      width += own;
    }
  }
  return { width: width + GAP_PX * (row.children.length - 1), parts };
}

const LOCALES = Object.keys(readLocales()).sort();

describe.each(LOCALES)('%s', (locale) => {
  it.each(['before', 'now'] as const)('the row fits 380 px (Copy %s copying)', (copied) => {
    useMessages(locale);
    const { container } = render(
      <ShortLinkCard
        outcome={{ link: aLink('abc'), reused: false }}
        groups={[]}
        copied={copied === 'now' ? 'now' : null}
        onCopy={() => {}}
        onChanged={() => {}}
        onGone={() => {}}
        onNewLink={() => {}}
      />,
    );
    const { width, parts } = rowWidth(container.querySelector('.card-actions')!);
    expect(width, `${locale}: ${parts.join(' + ')}`).toBeLessThanOrEqual(ROOM_PX);
  });
});

it('the estimate is no looser than a real font: "Kopieren" is wider than 8 average letters of 13 px DejaVu Sans', () => {
  // DejaVu Sans at 13 px: about 7.3 px a lowercase letter, 8.9 px a capital (its advance widths / 2048 × 13).
  expect(textWidth('Kopieren')).toBeGreaterThanOrEqual(8.9 + 7 * 7.3);
});
