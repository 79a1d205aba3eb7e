/**
 * *Redirect a link here*'s picker rows: a link drawn as every list draws it (LinkFace: site mark,
 * title, short link → destination), no actions in it, the search's words marked as the manager marks
 * them, and a pinned link's star; each option named title, link, then "Pinned".
 */
import { readFileSync } from 'node:fs';
import { render, screen } from '@testing-library/preact';
import userEvent from '@testing-library/user-event';
import { expect, it, vi } from 'vitest';
import { PointList } from '../../../src/pages/components/PointList';
import type { PointChoices } from '../../../src/shared/links/pins';
import { aLink } from '../fixtures';
import { axeViolations } from '../axe';

const LINKS = [
  aLink('demo', { title: 'Product demo', createdAt: 3 }),
  aLink('docs', { title: '', destination: 'https://docs.example.com/start', createdAt: 2 }),
  aLink('jobs', { title: 'Careers', createdAt: 1 }),
];
const choices: PointChoices = { account: 'acct-1', links: LINKS, pins: ['jobs'] };

function open() {
  const onPick = vi.fn();
  render(<PointList choices={choices} onPick={onPick} onClose={vi.fn()} />);
  return { onPick, search: screen.getByRole('combobox') };
}

it('draws each result as the lists draw a link, without their actions', async () => {
  open();
  const [jobs, demo, docs] = screen.getAllByRole('option');
  const face = demo!.querySelector('.link-face')!;
  expect(face.querySelector('.site-mark')).toBeTruthy();
  expect(face.querySelector('.link-title')!.textContent).toBe('Product demo');
  expect(face.querySelector('.link-short')!.textContent).toBe('zd.lc/demo');
  expect(face.querySelector('.link-dest')!.textContent).toBe('example.com/demo');
  // Untitled: its site and path stand for the title, as in the lists.
  expect(docs!.querySelector('.link-face.untitled .link-title')!.textContent).toBe('docs.example.com/start');
  expect(screen.getAllByRole('option').every((o) => !o.querySelector('button, a, [role="button"]'))).toBe(true);
  // The name reads title, link, destination, then "Pinned" (the star drawn is hidden from screen readers).
  expect(screen.getByRole('option', { name: /^Careers zd\.lc\/jobs .*example\.com\/jobs Pinned$/ })).toBe(jobs);
  expect(jobs!.querySelector('.point-pin.icon-svg.i-star[aria-hidden="true"]')).toBeTruthy();
  expect(screen.getAllByRole('option', { name: /Pinned/ })).toHaveLength(1);
  expect(await axeViolations()).toEqual([]);
});

it('marks the search’s words in the title, the short link and the destination, as the manager does', async () => {
  const user = userEvent.setup();
  const { search } = open();
  await user.type(search, 'demo');
  const [demo] = screen.getAllByRole('option');
  const marks = [...demo!.querySelectorAll('mark')].map((m) => [
    m.closest('.link-title, .link-short, .link-dest')!.className,
    m.textContent,
  ]);
  expect(marks).toEqual([
    ['link-title', 'demo'],
    ['link-short', 'demo'],
    ['link-dest', 'demo'],
  ]);
  // A lone letter finds links but marks nothing (the manager's rule).
  await user.clear(search);
  await user.type(search, 'c');
  expect(document.querySelector('.point-options mark')).toBeNull();
});

it('tints the result moved to with the manager’s selected colour, stronger in the dark theme', () => {
  const css = readFileSync('src/pages/components/point.css', 'utf8');
  expect(css).toMatch(
    /\.point-options li\.active \{\s*background: color-mix\(in srgb, var\(--accent\) 14%, var\(--bg\)\);/,
  );
  expect(css).toMatch(
    /prefers-color-scheme: dark\) \{\s*\.point-options li\.active \{\s*background: color-mix\(in srgb, var\(--accent\) 24%, var\(--bg\)\);/,
  );
});
