/**
 * The Copy menu's items each keep one line at the popup's narrowest, 320 px, in all 12 languages
 * (a name, and under it a note where there is one), estimated from their words as
 * ./action-row-fits.test.tsx does:
 *
 * - the menu's room: at most min(18rem, 100vw − 2 × 12 px) = 234 px (src/pages/popup/parts.css,
 *   .copy-menu-list; the popup's rem is 13 px), less its padding 2 × 4 and border 2 × 1, an item's
 *   padding 2 × 10 and its 16 px icon with 8 px beside it: 180 px for the words;
 * - a name at 13 px, a note at 12 px.
 */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { readLocales } from '../../../src/dev/missing-messages';
import { CopyMenu } from '../../../src/pages/popup/CopyMenu';
import { useMessages } from '../../support/i18n';
import { textWidth } from '../../support/text-width';

const MENU_PX = Math.min(18 * 13, 320 - 2 * 12);
const ROOM_PX = MENU_PX - 2 * 4 - 2 * 1 - 2 * 10 - 16 - 8;

describe.each(Object.keys(readLocales()).sort())('%s', (locale) => {
  it('every item of the Copy menu keeps one line at 320 px', async () => {
    useMessages(locale);
    render(<CopyMenu label="Copy as…" onPick={vi.fn()} />);
    await userEvent.click(screen.getByRole('button', { name: 'Copy as…' }));
    const items = await screen.findAllByRole('menuitem');
    expect(items).toHaveLength(5);
    for (const item of items) {
      const note = item.querySelector('.copy-format-note')?.textContent ?? '';
      const name = item.textContent!.slice(0, item.textContent!.length - note.length);
      expect(textWidth(name), `${locale}: ${name}`).toBeLessThanOrEqual(ROOM_PX);
      expect(textWidth(note, 12), `${locale}: ${note}`).toBeLessThanOrEqual(ROOM_PX);
    }
  });
});
