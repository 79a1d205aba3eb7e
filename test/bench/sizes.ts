/**
 * The size rows (exact; the same measure as test/e2e/size.test.ts): the popup's and the manager's
 * first loads against the speed budgets (TARGETS), the popup's in script files too; the background
 * and the zip for information, beside the guards `npm test` keeps on them (BUDGETS).
 */
import { BUDGETS, POPUP_SCRIPT_FILES, scriptFiles, TARGETS, type Sizes } from '../support/size';
import type { Row } from './report';

const exact = (name: string, unit: Row['unit'], value: number, budget?: number): Row => ({
  group: 'size',
  name,
  unit,
  samples: [value],
  exact: true,
  ...(budget === undefined ? { role: 'information' } : { budget }),
});

export function sizeRows(sizes: Sizes): Row[] {
  const { popup, manager, background, zip } = sizes;
  return [
    exact(`popup first load, JS + CSS, gzip (${popup.files.length} files)`, 'bytes', popup.gzip, TARGETS.popup),
    exact('popup first load, script files', 'files', scriptFiles(popup).length, POPUP_SCRIPT_FILES),
    exact(
      `link manager first load, JS + CSS, gzip (${manager.files.length} files)`,
      'bytes',
      manager.gzip,
      TARGETS.manager,
    ),
    exact(`background, gzip; npm test enforces ${BUDGETS.background / 1000} kB`, 'bytes', background.gzip),
    exact(`Chrome zip (${zip.files} files); npm test enforces ${BUDGETS.zip / 1000} kB`, 'bytes', zip.bytes),
  ];
}
