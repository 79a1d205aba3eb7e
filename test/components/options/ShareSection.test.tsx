/** Sharing in the options: Share… on or off, its destinations, the Mastodon server; locked off by a policy. */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { ShareSection } from '../../../src/pages/options/ShareSection';
import { ShareIcon } from '../../../src/pages/components/ShareIcon';
import { SHARE_TARGETS } from '../../../src/shared/share/share-targets';
import { DEFAULT_SETTINGS } from '../../../src/shared/settings/settings';
import { aStatus, answer, NO_POLICY_VIEW } from '../fixtures';
import { axeViolations } from '../axe';

const DESTINATIONS = ['Email', 'X', 'LinkedIn', 'WhatsApp', 'Telegram', 'Reddit', 'Mastodon'];

it('offers Share… and every destination by default; unticking one saves the others, in order', async () => {
  const next = aStatus();
  const sent = answer({ saveSettings: { ok: true, value: next } });
  const onSaved = vi.fn();
  render(<ShareSection status={aStatus()} onSaved={onSaved} onFailure={() => {}} />);
  expect(screen.getByRole('heading', { name: 'Sharing' })).toBeTruthy();
  expect((screen.getByRole('checkbox', { name: 'Show “Share…” for links' }) as HTMLInputElement).checked).toBe(true);
  const group = screen.getByRole('group', { name: 'Destinations' });
  const boxes = [...group.querySelectorAll<HTMLInputElement>('input[type=checkbox]')];
  expect(boxes.map((b) => b.parentElement?.textContent)).toEqual(DESTINATIONS);
  // Each with the icon the Copy menu's and the manager's destinations draw, hidden from screen readers.
  const icons = boxes.map((b) => b.parentElement?.querySelector('svg[aria-hidden="true"]'));
  expect(icons.map((i) => i?.getAttribute('data-target'))).toEqual([...SHARE_TARGETS]);
  const { container } = render(<ShareIcon target="mastodon" />);
  expect(icons[6]!.innerHTML).toBe(container.querySelector('svg')!.innerHTML);
  expect(boxes.every((b) => b.checked)).toBe(true);
  await userEvent.click(screen.getByRole('checkbox', { name: 'X' }));
  expect(sent).toHaveBeenCalledExactlyOnceWith({
    type: 'saveSettings',
    settings: { shareTargets: ['email', 'linkedin', 'whatsapp', 'telegram', 'reddit', 'mastodon'] },
  });
  await waitFor(() => expect(onSaved).toHaveBeenCalledExactlyOnceWith(next));
  expect(await axeViolations()).toEqual([]);
});

it('the Mastodon server: saved as its host; a name that is not one is refused under the field, kept as typed', async () => {
  const sent = answer({ saveSettings: { ok: true, value: aStatus() } });
  const user = userEvent.setup();
  render(<ShareSection status={aStatus()} onSaved={() => {}} onFailure={() => {}} />);
  const field = screen.getByRole('textbox', { name: 'Your Mastodon server' }) as HTMLInputElement;
  await user.type(field, 'not a server');
  await user.tab();
  expect(field.getAttribute('aria-invalid')).toBe('true');
  expect(screen.getByText('That isn’t a server name. Type one such as mastodon.social.')).toBeTruthy();
  expect(field.value).toBe('not a server');
  expect(sent).not.toHaveBeenCalled();
  await user.clear(field);
  await user.type(field, 'https://Fosstodon.org/');
  await user.tab();
  expect(field.getAttribute('aria-invalid')).toBeNull();
  expect(field.value).toBe('fosstodon.org');
  expect(sent).toHaveBeenCalledExactlyOnceWith({
    type: 'saveSettings',
    settings: { mastodonInstance: 'fosstodon.org' },
  });
});

it('turning Share… off saves it and hides the destinations', async () => {
  const off = aStatus({ settings: { ...DEFAULT_SETTINGS, share: false } });
  const sent = answer({ saveSettings: { ok: true, value: off } });
  const { rerender } = render(<ShareSection status={aStatus()} onSaved={() => {}} onFailure={() => {}} />);
  await userEvent.click(screen.getByRole('checkbox', { name: 'Show “Share…” for links' }));
  expect(sent).toHaveBeenCalledExactlyOnceWith({ type: 'saveSettings', settings: { share: false } });
  rerender(<ShareSection status={off} onSaved={() => {}} onFailure={() => {}} />);
  expect(screen.queryByRole('group', { name: 'Destinations' })).toBeNull();
});

it('locked off by a policy: the box is shown off and disabled, set by the organization', async () => {
  const status = aStatus({
    settings: { ...DEFAULT_SETTINGS, share: false },
    policy: { ...NO_POLICY_VIEW, locked: ['share'] },
  });
  render(<ShareSection status={status} onSaved={() => {}} onFailure={() => {}} />);
  const box = screen.getByRole('checkbox', { name: 'Show “Share…” for links' }) as HTMLInputElement;
  expect(box.checked).toBe(false);
  expect(box.disabled).toBe(true);
  expect(document.getElementById(box.getAttribute('aria-describedby')!)?.textContent).toBe('Set by your organization');
  expect(screen.queryByRole('textbox', { name: 'Your Mastodon server' })).toBeNull();
  expect(await axeViolations()).toEqual([]);
});

it('the destinations’ marks: one set, each filled in the text colour at 16 px, none a bare outline (X’s is its own, not a “×”)', () => {
  const icons = SHARE_TARGETS.map((target) => render(<ShareIcon target={target} />).container.querySelector('svg')!);
  for (const icon of icons) {
    expect([icon.getAttribute('width'), icon.getAttribute('fill'), icon.getAttribute('stroke')]).toEqual([
      '16',
      'currentColor',
      null,
    ]);
  }
  // Seven different drawings.
  expect(new Set(icons.map((i) => i.innerHTML)).size).toBe(SHARE_TARGETS.length);
});

it('the Mastodon example is said once: under the empty field (its description), gone once a server is typed', async () => {
  const user = userEvent.setup();
  answer({ saveSettings: { ok: true, value: aStatus() } });
  render(<ShareSection status={aStatus()} onSaved={() => {}} onFailure={() => {}} />);
  const field = screen.getByRole('textbox', { name: 'Your Mastodon server' }) as HTMLInputElement;
  expect(field.value).toBe('');
  expect(field.placeholder).toBe('');
  expect(field.getAttribute('aria-describedby')).toBe('mastodon-instance-hint');
  expect(screen.getByText('For example, mastodon.social')).toBeTruthy();
  await user.type(field, 'mastodon.social');
  expect(screen.queryByText('For example, mastodon.social')).toBeNull();
  expect(field.getAttribute('aria-describedby')).toBeNull();
});
