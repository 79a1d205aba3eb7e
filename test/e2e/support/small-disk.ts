/**
 * A real full disk for the browser: its profile on a small tmpfs of its own, filled until every
 * write fails, and room given back by deleting the filler. DevTools' quota override does not reach
 * an extension's origin, so this is how the store's storage failures are met for real
 * (docs/testing.md#a-real-full-disk). Mounting needs root, as CI runs: elsewhere the file is skipped,
 * with the reason.
 */
import { execFileSync } from 'node:child_process';
import { closeSync, mkdtempSync, openSync, rmdirSync, rmSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Extension } from './chromium';

export interface SmallDisk {
  /** The browser profile, inside the mount (the mount point itself cannot be removed by the harness). */
  profile: string;
  /** Fills the disk: every later write of the browser fails until `free()`. */
  fill(): void;
  /** Gives the room back. */
  free(): void;
  /**
   * Fills the disk, then writes to the extension's IndexedDB until a write fails: the last pages
   * the browser's files already hold take a few small writes before the disk's limit shows.
   */
  fillUntilWritesFail(ext: Extension): Promise<void>;
}

/** Why the small disk cannot be made here, or null when it can (root mounts it). */
export const cannotMount: string | null =
  process.getuid?.() === 0 ? null : 'mounting a small tmpfs for the browser profile needs root (CI runs as root)';

const FILLER = 'filler';

/**
 * A tmpfs of `sizeMb` mounted before the file's tests and unmounted after them, whatever happened.
 * Call it before `useExtension`, so it is unmounted after the browser closed.
 */
export function useSmallDisk(sizeMb = 96): SmallDisk {
  const mount = mkdtempSync(join(tmpdir(), 'prettylink-small-disk-'));
  const filler = join(mount, FILLER);
  let mounted = false;
  beforeAll(() => {
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', mount]);
    mounted = true;
  });
  afterAll(() => {
    // Lazily: a browser that failed to close still holds files in it; the mount goes once it exits.
    if (mounted) execFileSync('umount', ['-l', mount]);
    rmdirSync(mount);
  });
  const disk: SmallDisk = {
    profile: join(mount, 'profile'),
    fill() {
      const fd = openSync(filler, 'a');
      try {
        // Big pieces first, then a page at a time, then bytes: the disk ends with no room at all.
        for (const size of [1 << 20, 4096, 1]) {
          const piece = Buffer.alloc(size);
          try {
            for (;;) writeSync(fd, piece);
          } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'ENOSPC') throw error;
          }
        }
      } finally {
        closeSync(fd);
      }
    },
    free() {
      rmSync(filler, { force: true });
    },
    async fillUntilWritesFail(ext) {
      disk.fill();
      const worker = await ext.worker();
      const failed = await worker.evaluate(async () => {
        const write = () =>
          new Promise<string | null>((resolve) => {
            const opening = indexedDB.open('prettylink-disk-probe', 1);
            opening.onupgradeneeded = () => opening.result.createObjectStore('probe');
            opening.onerror = () => resolve(`open: ${opening.error?.message}`);
            opening.onsuccess = () => {
              const db = opening.result;
              const tx = db.transaction('probe', 'readwrite');
              tx.objectStore('probe').put('x'.repeat(4096), crypto.randomUUID());
              tx.oncomplete = () => (db.close(), resolve(null));
              tx.onabort = () => (db.close(), resolve(`write: ${tx.error?.message}`));
            };
          });
        for (let i = 0; i < 100; i++) {
          const failure = await write();
          if (failure) return failure;
        }
        return null;
      });
      if (!failed) throw new Error('the disk is full, yet IndexedDB writes still succeed');
    },
  };
  return disk;
}
