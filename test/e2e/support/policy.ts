/**
 * A real Chromium machine policy for this build's extension: a JSON file in the managed policies
 * folder Debian's Chromium reads (it watches the folder and reloads a changed file after a few
 * seconds), naming the extension's id (an unpacked extension's id comes from its path). The file is
 * named after the id, so no other checkout's extension reads it.
 */
import { createHash } from 'node:crypto';
import { mkdirSync, realpathSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { EXTENSION_DIR } from './chromium';

const POLICY_DIR = process.env.CHROMIUM_POLICY_DIR ?? '/etc/chromium/policies/managed';

/** Chromium's id for an unpacked extension: SHA-256 of its absolute path, first 32 hex digits mapped 0-f → a-p. */
function unpackedId(dir: string): string {
  const hex = createHash('sha256').update(realpathSync(dir)).digest('hex').slice(0, 32);
  return [...hex].map((c) => String.fromCharCode(97 + parseInt(c, 16))).join('');
}

export const EXTENSION_ID = unpackedId(EXTENSION_DIR);
const policyFile = join(POLICY_DIR, `prettylink-e2e-policy-${EXTENSION_ID}.json`);

/** Writes (or replaces) the extension's policy. */
export function writePolicy(policy: object): void {
  mkdirSync(POLICY_DIR, { recursive: true });
  writeFileSync(policyFile, JSON.stringify({ '3rdparty': { extensions: { [EXTENSION_ID]: policy } } }));
}

export const removePolicy = (): void => rmSync(policyFile, { force: true });
