/** The size budgets, as rows (exact figures; the same measure as test/e2e/size.test.ts, which enforces them). */
import { BUDGETS, type Sizes } from '../support/size';
import type { Row } from './report';

export function sizeRows(sizes: Sizes): Row[] {
  const row = (name: string, bytes: number, budget: number): Row => ({ group: 'size', name, unit: 'bytes', samples: [bytes], budget, exact: true });
  return [
    row(`popup JS + CSS, gzip (${sizes.popup.files.length} files)`, sizes.popup.gzip, BUDGETS.popup),
    row(`link manager JS + CSS, gzip (${sizes.manager.files.length} files)`, sizes.manager.gzip, BUDGETS.manager),
    row('background, gzip', sizes.background.gzip, BUDGETS.background),
    row(`Chrome zip (${sizes.zip.files} files)`, sizes.zip.bytes, BUDGETS.zip),
  ];
}
