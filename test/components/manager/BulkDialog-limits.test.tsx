/**
 * "Shorten a list…" within its bounds: a file over the size cap is refused before it is read, a list
 * over 5,000 addresses and an address over 8,000 characters are refused in words that say what to
 * do, and nothing the service would refuse is sent.
 */
import { fireEvent, render, screen, waitFor } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { BulkDialog } from '../../../src/pages/manager/BulkDialog';
import { MAX_LIST_FILE_BYTES } from '../../../src/shared/links/list-reading';
import { answer, aStatus } from '../fixtures';

function open() {
  const sent = answer({
    status: { ok: true, value: aStatus() },
    bulkStatus: { ok: true, value: null },
    bulkStart: { ok: false, error: { kind: 'internal' } },
  });
  render(<BulkDialog account="acct" links={[]} groups={[]} copyFormat="plain" onClose={() => undefined} />);
  return sent;
}
const starts = (sent: ReturnType<typeof open>) =>
  sent.mock.calls.filter(([m]) => (m as unknown as { type: string }).type === 'bulkStart');
const paste = (text: string) =>
  fireEvent.input(screen.getByRole('textbox', { name: 'Addresses' }), { target: { value: text } });
const shortenAll = () => screen.getByRole('button', { name: /^Shorten( [\d,]+ new links?)?$/ }) as HTMLButtonElement;

it('a file over the cap is refused before it is read, with the cap and what to do', async () => {
  open();
  const file = new File(['x'], 'links.csv', { type: 'text/csv' });
  Object.defineProperty(file, 'size', { value: 20_000_000 });
  const read = vi.spyOn(file, 'text');
  // The styled button is the real file control's label: the control is found, and used, by its name.
  await userEvent.upload(screen.getByLabelText('Open .txt/.csv file'), file);
  const alert = await screen.findByRole('alert');
  // The file's name kept left to right (isolated) in any language's sentence.
  expect(alert.textContent).toBe(
    `\u2066links.csv\u2069 is 20 MB: PrettyLink reads list files of up to ${MAX_LIST_FILE_BYTES / 1_000_000} MB. Split it into smaller files, or paste the addresses.`,
  );
  expect(read).not.toHaveBeenCalled();
});

it('more than 5,000 addresses: refused in words, and nothing is sent', async () => {
  const sent = open();
  paste(Array.from({ length: 5_001 }, (_, i) => `https://a.example/${i}`).join('\n'));
  const alert = await screen.findByRole('alert', {}, { timeout: 5_000 });
  expect(alert.textContent).toBe(
    'Addresses in this list: 5,001. PrettyLink shortens at most 5,000 at a time: split it into smaller lists.',
  );
  expect(shortenAll().disabled).toBe(true);
  fireEvent.submit(shortenAll().form!);
  expect(starts(sent)).toEqual([]);
});

it('an address over 8,000 characters is a line not sent, said so; the others go', async () => {
  const sent = open();
  const long = `https://a.example/${'x'.repeat(8_000)}`;
  paste(`https://b.example/\n${long}`);
  expect(await screen.findByText('Longer than 8,000 characters: too long to shorten')).toBeTruthy();
  await waitFor(() => expect(shortenAll().disabled).toBe(false));
  await userEvent.click(shortenAll());
  expect(starts(sent)).toEqual([
    [
      expect.objectContaining({
        addresses: ['https://b.example/'],
        // Carried with the list (cut: its card shows one line of it), so the results count it too.
        unread: [{ input: long.slice(0, 1_000), reason: 'too-long' }],
      }),
    ],
  ]);
});

it('pasted text over the file cap is refused as a file is, said so, and nothing is read or sent', async () => {
  const sent = open();
  const line = 'https://a.example/' + 'p'.repeat(982);
  paste(Array.from({ length: 6_000 }, () => line).join('\n'));
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toBe(
    `The pasted text is 6 MB: PrettyLink reads lists of up to ${MAX_LIST_FILE_BYTES / 1_000_000} MB. Split it into smaller lists.`,
  );
  expect(screen.queryByRole('heading', { name: 'Preview' })).toBeNull();
  expect(shortenAll().disabled).toBe(true);
  expect(starts(sent)).toEqual([]);
});
