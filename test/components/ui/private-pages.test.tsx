/**
 * The pages' half of "private stays private": what a page in a private window asks for says so,
 * so the background keeps its links out of the recent links (the background's half:
 * test/unit/background/actions/private-every-path.test.ts).
 */
import { render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { beforeEach, expect, it, vi } from 'vitest';
import { browser } from 'wxt/browser';
import { BulkDialog } from '../../../src/pages/manager/BulkDialog';
import { useShortener } from '../../../src/pages/popup/use-shortener';
import { aLink, answer, aStatus } from '../fixtures';

const asked = (sent: ReturnType<typeof answer>, type: string) =>
  sent.mock.calls.map(([r]) => r as unknown as { type: string }).find((r) => r.type === type);

beforeEach(() => {
  vi.spyOn(browser.windows, 'getCurrent').mockResolvedValue({ id: 2, incognito: true } as never);
});

it("the popup's own shortening from a private window says so", async () => {
  const sent = answer({ shorten: { ok: true, value: { link: aLink('p1'), reused: false } } });
  function Shorten() {
    const shortener = useShortener(() => {});
    return (
      <button type="button" onClick={() => void shortener.shorten({ url: 'https://a.example/', reuseKnown: true })}>
        Shorten
      </button>
    );
  }
  render(<Shorten />);
  await userEvent.setup().click(screen.getByRole('button', { name: 'Shorten' }));
  await waitFor(() => expect(asked(sent, 'shorten')).toMatchObject({ privateWindow: true }));
});

it('a list started from a private window says so', async () => {
  const sent = answer({ status: { ok: true, value: aStatus() }, bulkStatus: { ok: true, value: null } });
  render(<BulkDialog account="acct-1" links={[]} groups={[]} copyFormat="plain" onClose={() => undefined} />);
  const user = userEvent.setup();
  await user.type(screen.getByRole('textbox', { name: 'Addresses' }), 'https://a.example/');
  await user.click(document.querySelector('button[type="submit"]')!);
  await waitFor(() => expect(asked(sent, 'bulkStart')).toMatchObject({ privateWindow: true }));
});
