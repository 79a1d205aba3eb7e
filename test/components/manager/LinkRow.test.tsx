/** One link in the manager's grid: hostile data as text, every control named for its link and out of the tab order, what each one does. */
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import type { ComponentProps } from 'preact';
import { expect, it, vi } from 'vitest';
import { LinkRow } from '../../../src/pages/manager/LinkRow';
import { aLink, HOSTILE_TITLE } from '../fixtures';

function row(more: Partial<ComponentProps<typeof LinkRow>> = {}) {
  const calls = { onSelect: vi.fn(), onAction: vi.fn(), onFocusRow: vi.fn() };
  const link = more.link ?? aLink('abc', { createdAt: Date.now() - 3 * 86_400_000, updatedAt: Date.now() - 3_600_000 });
  const view = render(
    <div role="grid">
      <LinkRow
        link={link}
        index={4}
        top={304}
        height={56}
        selected={false}
        active={false}
        terms={[]}
        {...calls}
        {...more}
      />
    </div>,
  );
  return { ...calls, link, ...view };
}

it('is a row whose controls are named for its link, and none of them is a tab stop', () => {
  row();
  const r = screen.getByRole('row');
  expect(r.getAttribute('aria-rowindex')).toBe('6');
  expect(r.getAttribute('aria-selected')).toBe('false');
  expect(screen.getByRole('checkbox', { name: 'Select zd.lc/abc' })).toBeTruthy();
  for (const name of ['Copy https://zd.lc/abc', 'More actions for https://zd.lc/abc']) {
    const button = screen.getByRole('button', { name });
    expect(button.tabIndex).toBe(-1);
    // A tooltip for every icon.
    expect(button.title).not.toBe('');
  }
  // Edit, QR code and Delete are in the "⋯" menu, not one click away.
  expect(screen.queryByRole('button', { name: /^(Edit|Delete|QR)/ })).toBeNull();
  expect(screen.getByRole('link', { name: 'Open the destination of https://zd.lc/abc' }).getAttribute('href')).toBe(
    'https://example.com/abc',
  );
  expect(r.tabIndex).toBe(-1);
});

it('the active row is the grid’s one tab stop; a selected one says so', () => {
  row({ active: true, selected: true });
  const r = screen.getByRole('row');
  expect(r.tabIndex).toBe(0);
  expect(r.getAttribute('aria-selected')).toBe('true');
  expect((screen.getByRole('checkbox') as HTMLInputElement).checked).toBe(true);
});

it('says when it was made and changed', () => {
  row();
  // The time alone, as the popup says it (and as the tab's Created column shows it).
  expect(document.querySelector('time.created')!.textContent).toBe('3 days ago');
  expect(screen.getByText('updated 1 hour ago')).toBeTruthy();
});

it('each action acts on its link; the checkbox selects (with Shift for a range)', async () => {
  const user = userEvent.setup();
  const { onAction, onSelect, link } = row();
  await user.click(screen.getByRole('button', { name: 'Copy https://zd.lc/abc' }));
  for (const name of ['Edit', 'QR code', 'Delete']) {
    await user.click(screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }));
    await user.click(await screen.findByRole('menuitem', { name }));
  }
  expect(onAction.mock.calls).toEqual([
    ['copy', link],
    ['edit', link],
    ['qr', link],
    ['delete', link],
  ]);
  await user.click(screen.getByRole('checkbox'));
  await user.keyboard('{Shift>}');
  await user.click(screen.getByRole('checkbox'));
  expect(onSelect.mock.calls).toEqual([
    ['abc', false],
    ['abc', true],
  ]);
});

it('its title takes its own direction (an English title in an Arabic page is cut at its end); the link line the page’s, each address left to right', () => {
  const { container } = row();
  expect(container.querySelector('.link-title > .clip')?.getAttribute('dir')).toBe('auto');
  // short link → destination: in an Arabic page the arrow points left and the short link comes first on the right.
  expect(container.querySelector('.link-line > .clip')?.hasAttribute('dir')).toBe(false);
  expect(
    [...container.querySelectorAll('.link-line .link-short, .link-line .link-dest')].map((b) => [
      b.tagName,
      b.getAttribute('dir'),
    ]),
  ).toEqual([
    ['BDI', 'ltr'],
    ['BDI', 'ltr'],
  ]);
  // The line itself keeps the page's direction: it sits on the reading side.
  expect(container.querySelector('.link-title')?.hasAttribute('dir')).toBe(false);
});

it('a hostile title and group are text; a destination that is no web address gets no Open link', () => {
  const { container } = row({
    link: aLink('abc', {
      title: HOSTILE_TITLE,
      destination: 'javascript:alert(1)',
      group: { id: 'g', name: '<b>g</b>' },
    }),
  });
  expect(screen.getByText(HOSTILE_TITLE)).toBeTruthy();
  expect(container.querySelector('img, b')).toBeNull();
  expect(screen.queryByRole('link')).toBeNull();
  expect(container.textContent).toContain('javascript:alert(1)');
});

it('marks the search terms in its title, short link and destination', () => {
  const { container } = row({ terms: ['abc'] });
  expect([...container.querySelectorAll('mark')].map((m) => m.textContent)).toEqual(['abc', 'abc', 'abc']);
});

it('focus anywhere in it makes it the active row', () => {
  const { onFocusRow } = row();
  screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }).focus();
  expect(onFocusRow).toHaveBeenCalledWith(4);
});

it('shows a destination from its site on (no "https://"), the whole address on hover; "http://" stays in view', () => {
  const { container, unmount } = row();
  const dest = container.querySelector('.link-dest')!;
  expect(dest.textContent).toBe('example.com/abc');
  expect(dest.getAttribute('title')).toBe('https://example.com/abc');
  unmount();
  const insecure = row({ link: aLink('xyz', { destination: 'http://example.com/xyz' }) });
  expect(insecure.container.querySelector('.link-dest')!.textContent).toBe('http://example.com/xyz');
});

it('names its dates and group in the popup’s order and words (time · group), not the domain its short link already shows', () => {
  const { container } = row({
    link: aLink('abc', {
      group: { id: 'g', name: 'Spring' },
      createdAt: Date.now() - 4 * 60_000,
      updatedAt: Date.now() - 60_000,
    }),
  });
  const meta = container.querySelector('.link-meta')!;
  expect([...meta.children].map((c) => c.className)).toEqual(['created', 'group', 'updated']);
  expect([...meta.children].map((c) => c.textContent)).toEqual(['4 minutes ago', 'Spring', 'updated 1 minute ago']);
  expect(meta.textContent).not.toContain('zd.lc');
});

it('drawn as every list draws a link: site mark, title, short link, decoded destination, meta, then Copy, Open and "⋯"', () => {
  const { container } = row({
    link: aLink('abc', { destination: 'https://example.com/caf%C3%A9', createdAt: Date.now() }),
  });
  const face = container.querySelector('.cell-link > .link-face')!;
  expect(face.querySelector('.site-mark')?.textContent).toBe('E');
  expect(face.querySelector('.link-short')?.textContent).toBe('zd.lc/abc');
  expect(face.querySelector('.link-dest')?.textContent).toBe('example.com/café');
  expect(face.querySelector('.link-meta .created')).not.toBeNull();
  expect(
    [...container.querySelectorAll('.cell-actions .link-actions button, .cell-actions .link-actions a')].map((b) =>
      b.getAttribute('aria-label'),
    ),
  ).toEqual([
    'Copy https://zd.lc/abc',
    'Open the destination of https://zd.lc/abc',
    'More actions for https://zd.lc/abc',
  ]);
});

it('untitled, one fallback in every layout: its site and path decoded, the whole address on the line under it', () => {
  row({ link: aLink('abc', { title: '', destination: 'https://example.com/caf%C3%A9/235?ref=seed' }) });
  const title = document.querySelector('.link-title')!;
  // One text in the title's place (no second one for the table's column), without the query.
  expect(title.textContent).toBe('example.com/café/235');
  expect(title.querySelector('bdi')?.getAttribute('title')).toBe('https://example.com/caf%C3%A9/235?ref=seed');
  // The title says less than the address: the line under it says the whole, as a titled link's does.
  expect(document.querySelector('.link-face')?.classList.contains('said-once')).toBe(false);
  expect(document.querySelector('.link-line .link-dest')?.textContent).toBe('example.com/café/235?ref=seed');
  expect(document.querySelector('.link-line .link-dest')?.getAttribute('aria-hidden')).toBeNull();
});

it('untitled with nothing past its path: the title says the address once', () => {
  row({ link: aLink('abc', { title: '', destination: 'https://example.com/pricing/' }) });
  expect(document.querySelector('.link-title')!.textContent).toBe('example.com/pricing/');
  expect(document.querySelector('.link-face')?.classList.contains('said-once')).toBe(true);
});

it('its menu pins (or, pinned, unpins) the link and points it at the current tab', async () => {
  const user = userEvent.setup();
  const menu = async (name: string) => {
    await user.click(screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }));
    await user.click(await screen.findByRole('menuitem', { name: new RegExp(`^${name}`) }));
  };
  const { onAction, link, rerender } = row();
  await menu('Pin for redirects');
  await menu('Redirect here…');
  rerender(
    <div role="grid">
      <LinkRow
        link={link}
        index={4}
        top={304}
        height={56}
        selected={false}
        pinned
        active={false}
        terms={[]}
        onSelect={vi.fn()}
        onAction={onAction}
        onFocusRow={vi.fn()}
      />
    </div>,
  );
  await menu('Unpin for redirects');
  expect(onAction.mock.calls).toEqual([
    ['pin', link],
    ['point-tab', link],
    ['pin', link],
  ]);
});

it('each item of its menu draws an icon of its own: the redirect arrow for Redirect, the pencil only for Edit', async () => {
  const user = userEvent.setup();
  row();
  await user.click(screen.getByRole('button', { name: 'More actions for https://zd.lc/abc' }));
  const icons = (await screen.findAllByRole('menuitem')).map((item) => {
    const name = [...(item.querySelector('.icon-svg')?.classList ?? [])].find((c) => c.startsWith('i-'));
    return [item.textContent, name] as const;
  });
  expect(new Set(icons.map(([, name]) => name)).size).toBe(icons.length);
  expect(icons).toContainEqual(['Redirect here…', 'i-redirect']);
  expect(icons).toContainEqual(['Edit', 'i-edit']);
});
