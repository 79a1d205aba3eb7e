/**
 * The screens project's global setup: `npm run screenshots` starts from an empty folder, so no
 * picture of an older run (a state renamed or dropped since) is left among the new ones.
 */
import { rmSync } from 'node:fs';

/** Where every screens file writes its pictures (languages/ and the site rules' within it). */
export const SCREENS_DIR = '.cache/screenshots';

export function emptyFolder(dir: string) {
  rmSync(dir, { recursive: true, force: true });
}

export default function setup() {
  emptyFolder(SCREENS_DIR);
}
