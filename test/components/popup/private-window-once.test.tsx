/**
 * The popup asks whether its window is private once (a page never moves between a private and a
 * normal window), not in each click's way; every shortening still says so.
 */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { useShortener } from '../../../src/pages/popup/use-shortener';
import { aLink, answer } from '../fixtures';

type Sent = { type: string; privateWindow?: boolean };

it('asked once per page, every shortening saying so', async () => {
  const getCurrent = vi.spyOn(browser.windows, 'getCurrent').mockResolvedValue({ id: 2, incognito: true } as never);
  const sent = answer({ shorten: { ok: true, value: { link: aLink('p1'), reused: false } } });
  function Shorten() {
    const shortener = useShortener(() => {});
    return (
      <button type="button" onClick={() => void shortener.shorten({ url: 'https://a.example/', reuseKnown: false })}>
        Shorten
      </button>
    );
  }
  render(<Shorten />);
  const user = userEvent.setup();
  for (const n of [1, 2]) {
    await user.click(screen.getByRole('button', { name: 'Shorten' }));
    await waitFor(() =>
      expect(sent.mock.calls.filter(([r]) => (r as unknown as Sent).type === 'shorten')).toHaveLength(n),
    );
  }
  const shortenings = sent.mock.calls.map(([r]) => r as unknown as Sent);
  expect(shortenings.filter((r) => r.type === 'shorten').map((r) => r.privateWindow)).toEqual([true, true]);
  expect(getCurrent).toHaveBeenCalledTimes(1);
});
