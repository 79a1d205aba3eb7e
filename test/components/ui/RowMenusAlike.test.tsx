/** One row menu on every surface: the popup's rows and the manager's offer the same items in the same order, Delete set apart. */
import { render, screen, within } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ComponentChildren } from 'preact';
import { expect, it, vi } from 'vitest';
import { ListRow as LinkItem } from '../popup/list-row';
import { LinkRow } from '../../../src/pages/manager/LinkRow';
import { SharingContext, type Sharing } from '../../../src/pages/components/sharing';
import { aLink, answer } from '../fixtures';

const SHARING: Sharing = { shareTargets: ['email', 'x'], mastodonInstance: '' };
const MORE = 'More actions for https://zd.lc/abc';

/** The open menu's children as drawn: each item's words, the divider as "—". */
async function menuOf(children: ComponentChildren): Promise<string[]> {
  const user = userEvent.setup();
  const view = render(<SharingContext.Provider value={SHARING}>{children}</SharingContext.Provider>);
  await user.click(screen.getByRole('button', { name: MORE }));
  const menu = await screen.findByRole('menu', { name: MORE });
  await within(menu).findByRole('menuitem', { name: 'Pin for redirects' });
  const drawn = [...menu.children].map((el) => (el.getAttribute('role') === 'separator' ? '—' : el.textContent!));
  view.unmount();
  return drawn;
}

it('the popup and the manager give a link the same menu, in the same order, Delete after a divider', async () => {
  answer({ pins: { ok: true, value: { account: 'acct-1', pins: [] } } });
  const link = aLink('abc');
  const popup = await menuOf(
    <LinkItem link={link} account="acct-1" groups={[]} onCopy={vi.fn()} onSaved={vi.fn()} onGone={vi.fn()} />,
  );
  const manager = await menuOf(
    <div role="grid">
      <LinkRow
        link={link}
        index={0}
        top={0}
        height={56}
        selected={false}
        active
        terms={[]}
        onSelect={vi.fn()}
        onAction={vi.fn()}
        onFocusRow={vi.fn()}
      />
    </div>,
  );
  expect(popup).toEqual(['Edit', 'QR code', 'Share…', 'Redirect here…', 'Pin for redirects', '—', 'Delete']);
  expect(manager).toEqual(popup);
});

it('↑ ↓ pass over the divider: from the last item before it to Delete, and back', async () => {
  const user = userEvent.setup();
  answer({ pins: { ok: true, value: { account: 'acct-1', pins: [] } } });
  render(
    <LinkItem link={aLink('abc')} account="acct-1" groups={[]} onCopy={vi.fn()} onSaved={vi.fn()} onGone={vi.fn()} />,
  );
  screen.getByRole('button', { name: MORE }).focus();
  await user.keyboard('{ArrowUp}');
  const remove = await screen.findByRole('menuitem', { name: 'Delete' });
  expect(document.activeElement).toBe(remove);
  await user.keyboard('{ArrowUp}');
  expect(document.activeElement).toBe(screen.getByRole('menuitem', { name: /^(Pin|Unpin) for redirects$/ }));
  await user.keyboard('{ArrowDown}');
  expect(document.activeElement).toBe(remove);
});
