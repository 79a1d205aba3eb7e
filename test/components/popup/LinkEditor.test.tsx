/** Editing a link: only what changed is sent (naming the account), refused input never leaves the page, the service's field messages land beside their fields. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { emptyHead, HEAD_KEY } from '../../../src/shared/links/head';
import { toProjection } from '../../../src/shared/links/projection';
import { LinkEditor } from '../../../src/pages/components/LinkEditor';
import { description } from '../described';
import { aLink, answer } from '../fixtures';

const GROUPS = [
  { id: 'g1', name: 'Work' },
  { id: 'g2', name: 'Home' },
];

function editor(link = aLink('abc', { group: GROUPS[0]! }), more: Partial<Parameters<typeof LinkEditor>[0]> = {}) {
  const calls = { onSaved: vi.fn(), onGone: vi.fn(), onClose: vi.fn() };
  render(<LinkEditor link={link} account="acct-1" groups={GROUPS} {...calls} {...more} />);
  const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
  return {
    ...calls,
    backHalf: field('Back half'),
    title: field('Title'),
    destination: field('Destination'),
    group: screen.getByRole('combobox', { name: 'Group' }) as HTMLSelectElement,
  };
}

it('is a form named "Edit link" holding the link as it is', () => {
  const { backHalf, title, destination, group } = editor();
  expect(screen.getByRole('form', { name: 'Edit link' })).toBeTruthy();
  expect([backHalf.value, title.value, destination.value, group.value]).toEqual([
    'abc',
    'Title abc',
    'https://example.com/abc',
    'g1',
  ]);
});

it('draws the back half after its link\'s fixed start, "zd.lc/", left to right in every language, not part of its name', () => {
  const { backHalf } = editor();
  const box = backHalf.parentElement!;
  expect(box.getAttribute('dir')).toBe('ltr');
  const start = box.firstElementChild!;
  expect([start.textContent, start.getAttribute('aria-hidden'), start.nextElementSibling]).toEqual([
    'zd.lc/',
    'true',
    backHalf,
  ]);
});

it('sends only the changed fields, for the account it was shown for, and hands back the saved link', async () => {
  const user = userEvent.setup();
  const saved = aLink('abc', { title: 'New title', group: null });
  const sent = answer({ updateLink: { ok: true, value: saved } });
  const { title, group, onSaved } = editor();
  await user.clear(title);
  await user.type(title, 'New title');
  await user.selectOptions(group, 'No group');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).toHaveBeenCalledExactlyOnceWith({
    type: 'updateLink',
    id: 'abc',
    changes: { title: 'New title', groupId: null },
    account: 'acct-1',
  });
  expect(onSaved).toHaveBeenCalledExactlyOnceWith(saved);
});

it('Save with nothing changed closes without sending', async () => {
  const sent = answer({});
  const { onClose } = editor();
  await userEvent.click(screen.getByRole('button', { name: 'Save' }));
  expect(onClose).toHaveBeenCalledOnce();
  expect(sent).not.toHaveBeenCalled();
});

it('a javascript: destination is refused on the page: message beside the field, focus on it, nothing sent', async () => {
  const user = userEvent.setup();
  const sent = answer({});
  const { destination, onSaved } = editor();
  await user.clear(destination);
  await user.type(destination, 'javascript:alert(1)');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(sent).not.toHaveBeenCalled();
  expect(onSaved).not.toHaveBeenCalled();
  expect(destination.getAttribute('aria-invalid')).toBe('true');
  // The message is the field's description, not part of its name (read once).
  expect(screen.getByRole('textbox', { name: 'Destination' })).toBe(destination);
  expect(description(destination)).toBe('The destination must be a web address starting with http:// or https://.');
  expect(document.activeElement).toBe(destination);
});

it("the service's field message goes beside its field; what was typed stays", async () => {
  const user = userEvent.setup();
  answer({
    updateLink: {
      ok: false,
      error: { kind: 'validation', message: 'Invalid', fields: { backHalf: ['That back half is taken.'] } },
    },
  });
  const { backHalf } = editor();
  await user.clear(backHalf);
  await user.type(backHalf, 'taken');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('That back half is taken.')).toBeTruthy();
  expect(backHalf.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('textbox', { name: 'Back half' })).toBe(backHalf);
  expect(description(backHalf)).toBe('That back half is taken.');
  expect(backHalf.value).toBe('taken');
});

it("the service's message on the group goes beside the group", async () => {
  const user = userEvent.setup();
  answer({
    updateLink: {
      ok: false,
      error: { kind: 'validation', message: 'Invalid', fields: { groupId: ['That group is gone.'] } },
    },
  });
  const { group } = editor();
  await user.selectOptions(group, 'Home');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(await screen.findByText('That group is gone.')).toBeTruthy();
  expect(group.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByRole('combobox', { name: 'Group' })).toBe(group);
  expect(description(group)).toBe('That group is gone.');
});

it('a failure of no field is said once, as an alert', async () => {
  const user = userEvent.setup();
  answer({ updateLink: { ok: false, error: { kind: 'offline' } } });
  const { title } = editor();
  await user.type(title, '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect((await screen.findByRole('alert')).textContent).toBe(
    'Can’t reach the service. Check your connection, then try again.',
  );
});

it('a link the service no longer has is reported gone', async () => {
  const user = userEvent.setup();
  answer({ updateLink: { ok: false, error: { kind: 'not-found' } } });
  const { title, onGone, onSaved } = editor();
  await user.type(title, '!');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onGone).toHaveBeenCalledExactlyOnceWith('abc'));
  expect(onSaved).not.toHaveBeenCalled();
});

it('Escape and Cancel close it', async () => {
  const user = userEvent.setup();
  const { title, onClose } = editor();
  title.focus();
  await user.keyboard('{Escape}');
  expect(onClose).toHaveBeenCalledTimes(1);
  await user.click(screen.getByRole('button', { name: 'Cancel' }));
  expect(onClose).toHaveBeenCalledTimes(2);
});

it('opened on a refused back half: that value, its message, and the focus on it', () => {
  const { backHalf } = editor(aLink('abc'), {
    wanted: {
      backHalf: 'my link',
      error: { kind: 'validation', message: '', fields: { backHalf: ['Spaces are not allowed.'] } },
    },
  });
  expect(backHalf.value).toBe('my link');
  expect(screen.getByText('Spaces are not allowed.')).toBeTruthy();
  expect(screen.getByRole('textbox', { name: 'Back half' })).toBe(backHalf);
  expect(description(backHalf)).toBe('Spaces are not allowed.');
  expect(document.activeElement).toBe(backHalf);
});

it("keeps a group that is not in the account's list as a choice", () => {
  const { group } = editor(aLink('abc', { group: { id: 'old', name: 'Archived' } }));
  expect(group.value).toBe('old');
  expect([...group.options].map((o) => o.textContent)).toEqual(['No group', 'Archived', 'Work', 'Home']);
});

it('a destination on a private host is asked about: "Save it anyway" sends it again, confirmed', async () => {
  const user = userEvent.setup();
  const saved = aLink('abc', { destination: 'http://intranet/hr' });
  const sent = answer({
    updateLink: (request) =>
      'privateConfirmed' in request
        ? { ok: true, value: saved }
        : { ok: false, error: { kind: 'private-address', host: 'intranet' } },
  });
  const { destination, onSaved } = editor();
  await user.clear(destination);
  await user.type(destination, 'http://intranet/hr');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  expect(screen.getByRole('alert').textContent).toContain('intranet is a local or private network address');
  expect(onSaved).not.toHaveBeenCalled();
  await user.click(screen.getByRole('button', { name: 'Save it anyway' }));
  expect(sent).toHaveBeenLastCalledWith({
    type: 'updateLink',
    id: 'abc',
    changes: { destination: 'http://intranet/hr' },
    account: 'acct-1',
    privateConfirmed: true,
  });
  expect(onSaved).toHaveBeenCalledExactlyOnceWith(saved);
});

it('shown before the popup heard its account: the edit names the current one (the stored head), never an empty name', async () => {
  const user = userEvent.setup();
  await browser.storage.local.set({ [HEAD_KEY]: toProjection(emptyHead('acct-head')) });
  const saved = aLink('abc', { title: 'New title' });
  const sent = answer({ updateLink: { ok: true, value: saved } });
  const { title, onSaved } = editor(undefined, { account: undefined });
  await user.clear(title);
  await user.type(title, 'New title');
  await user.click(screen.getByRole('button', { name: 'Save' }));
  await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(saved));
  expect(sent).toHaveBeenCalledExactlyOnceWith({
    type: 'updateLink',
    id: 'abc',
    changes: { title: 'New title' },
    account: 'acct-head',
  });
});
