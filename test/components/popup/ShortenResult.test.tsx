/** The shortened link's card with, inside it beside the site's icon, which URL was sent: decoded for reading, and why it is not the tab's own. */
import { render, screen } from '@testing-library/preact';
import { expect, it } from 'vitest';
import { ShortenResult } from '../../../src/pages/popup/ShortenResult';
import { aLink } from '../fixtures';

const props = {
  outcome: { link: aLink('abc'), reused: false },
  groups: [],
  onCopy: () => {},
  onChanged: () => {},
  onGone: () => {},
  onNewLink: () => {},
};

/** The address under the short link: no label, the address says what it is. */
const address = () => document.querySelector<HTMLElement>('#prepared-url .prepared-address')!;

it('says which URL was shortened, decoded for reading, and why it is not the tab’s own', () => {
  const url = 'https://example.com/caf%C3%A9';
  render(
    <ShortenResult {...props} url={url} prepared={{ url, source: 'canonical', stripped: ['utm_source', 'fbclid'] }} />,
  );
  expect(screen.getByRole('button', { name: 'zd.lc/abc' })).toBeTruthy();
  const note = document.getElementById('prepared-url')!;
  expect(note.textContent).toBe(
    'https://example.com/café (the page’s canonical address; tracking parameters removed: utm_source, fbclid)',
  );
  // The address on one line, whole on hover; isolated left to right, so a right-to-left sentence cuts it at its own end.
  expect(address().getAttribute('title')).toBe('https://example.com/café');
  expect(address().querySelector('bdi[dir="ltr"]')?.textContent).toBe('https://example.com/café');
});

it('after the link was copied: Copy says "Copied ✓" for the moment, and the Enter hint is gone', () => {
  const { rerender } = render(<ShortenResult {...props} url="https://example.com/" prepared={null} copied="now" />);
  expect(screen.getByRole('button', { name: 'Copied ✓' })).toBeTruthy();
  expect(screen.queryByText('Press Enter to copy.')).toBeNull();
  rerender(<ShortenResult {...props} url="https://example.com/" prepared={null} copied="before" />);
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy();
  expect(screen.queryByText('Press Enter to copy.')).toBeNull();
});

it('no reasons when the URL sent is not the one prepared (the user typed another)', () => {
  render(
    <ShortenResult
      {...props}
      url="https://other.example/"
      prepared={{ url: 'https://example.com/', source: 'canonical', stripped: ['fbclid'] }}
    />,
  );
  expect(address().textContent).toBe('https://other.example/');
});

it('hides no disguise: spaces and direction marks in the URL stay escaped', () => {
  render(<ShortenResult {...props} url="https://example.com/a%E2%80%AEb%20c" prepared={null} />);
  expect(address().textContent).toBe('https://example.com/a%E2%80%AEb%20c');
});

it('inside the card, beside the address: the tab’s icon when the link leads to the tab’s site, else a neutral globe', () => {
  const tab = { url: 'https://example.com/abc', favIconUrl: 'https://example.com/favicon.ico' };
  const { container, rerender } = render(
    <ShortenResult {...props} url="https://example.com/abc" prepared={null} tab={tab} />,
  );
  const line = container.querySelector('.card .card-destination')!;
  expect(line.querySelector('#prepared-url')).toBeTruthy();
  expect(line.querySelector('img.favicon')?.getAttribute('src')).toBe('https://example.com/favicon.ico');
  rerender(
    <ShortenResult
      {...props}
      url="https://example.com/abc"
      prepared={null}
      tab={{ ...tab, url: 'https://other.example/' }}
    />,
  );
  expect(line.querySelector('img')).toBeNull();
  expect(line.querySelector('.favicon.i-globe')?.getAttribute('aria-hidden')).toBe('true');
});

it('decodes the query for reading, each name and value on its own; the link copied stays the URL as sent', () => {
  const url = 'https://example.com/launch?title=Our%20autumn%20launch&next=%2Fa%26b';
  render(<ShortenResult {...props} url={url} prepared={null} />);
  expect(address().textContent).toBe('https://example.com/launch?title=Our autumn launch&next=/a%26b');
  expect(document.getElementById('prepared-url')!.textContent).not.toContain('Shortened');
});

it('the campaign applied on opening: a small line inside the card, under the address', () => {
  const { container } = render(
    <ShortenResult {...props} url="https://example.com/" prepared={null} campaign="Spring mail" />,
  );
  const chip = container.querySelector('.card .card-meta #campaign-applied')!;
  expect(chip.textContent).toBe('Campaign applied: Spring mail');
  expect(container.querySelector('.card-destination')!.compareDocumentPosition(chip)).toBe(
    Node.DOCUMENT_POSITION_FOLLOWING,
  );
});
