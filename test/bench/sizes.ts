/**
 * The size rows, against the first size targets (exact; the same measure as test/e2e/size.test.ts,
 * which enforces BUDGETS: the background and the zip carry the public-suffix list on top of them).
 */
import { BUDGETS, type Sizes } from '../support/size';
import type { Row } from './report';

/** The first size targets, bytes (1 kB = 1000 B); CHANGELOG.md names where they came from. */
const TARGETS = { popup: 25_000, manager: 35_000, background: 35_000, zip: 200_000 };

export function sizeRows(sizes: Sizes): Row[] {
  const row = (name: string, bytes: number, part: keyof typeof TARGETS): Row => ({
    group: 'size',
    name: BUDGETS[part] === TARGETS[part] ? name : `${name}; npm test enforces ${BUDGETS[part] / 1000} kB`,
    unit: 'bytes',
    samples: [bytes],
    budget: TARGETS[part],
    exact: true,
  });
  return [
    row(`popup first load, JS + CSS, gzip (${sizes.popup.files.length} files)`, sizes.popup.gzip, 'popup'),
    row(`link manager first load, JS + CSS, gzip (${sizes.manager.files.length} files)`, sizes.manager.gzip, 'manager'),
    row('background, gzip', sizes.background.gzip, 'background'),
    row(`Chrome zip (${sizes.zip.files} files)`, sizes.zip.bytes, 'zip'),
  ];
}
