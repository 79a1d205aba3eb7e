/**
 * A real full disk for the store: the browser's IndexedDB folder on a small tmpfs of its own,
 * filled until every write fails, and room given back by deleting the filler. DevTools' quota
 * override does not reach an extension's origin, so this is how the store's storage failures are
 * met for real (docs/testing.md#a-real-full-disk). Only IndexedDB lives there (the profile's
 * `Default/IndexedDB` is a link to it): the rest of a browser frees and takes bytes at its own pace,
 * and on a shared small disk a write would fail or pass by timing. Mounting needs root, as CI runs:
 * elsewhere the file is skipped, with the reason.
 */
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { closeSync, mkdirSync, openSync, rmSync, symlinkSync, writeSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll } from 'vitest';
import type { Extension } from './chromium';

export interface SmallDisk {
  /** The browser profile to launch with: its IndexedDB folder is on the small disk. */
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
 * Call it before `useExtension`, so it is unmounted after the browser closed (which removes the
 * profile, and the link in it, not the mount).
 */
export function useSmallDisk(sizeMb = 16): SmallDisk {
  // Named now (the profile is given to the launch when the file is read), made only when the tests run.
  const name = `${process.pid}-${randomUUID().slice(0, 8)}`;
  const mount = join(tmpdir(), `prettylink-small-disk-${name}`);
  const profile = join(tmpdir(), `prettylink-e2e-${name}`);
  const filler = join(mount, FILLER);
  let mounted = false;
  beforeAll(() => {
    mkdirSync(mount);
    execFileSync('mount', ['-t', 'tmpfs', '-o', `size=${sizeMb}m,mode=0700`, 'tmpfs', mount]);
    mounted = true;
    mkdirSync(join(mount, 'IndexedDB'));
    mkdirSync(join(profile, 'Default'), { recursive: true });
    symlinkSync(join(mount, 'IndexedDB'), join(profile, 'Default', 'IndexedDB'));
  });
  afterAll(() => {
    // Lazily: a browser that failed to close still holds files in it; the mount goes once it exits.
    if (mounted) execFileSync('umount', ['-l', mount]);
    rmSync(mount, { recursive: true, force: true });
    rmSync(profile, { recursive: true, force: true }); // a browser that never started left it
  });
  const disk: SmallDisk = {
    profile,
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
      const worker = await ext.worker();
      const probe = (atMost: number) =>
        worker.evaluate(async (atMost) => {
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
          for (let i = 0; i < atMost; i++) {
            const failure = await write();
            if (failure) return failure;
          }
          return null;
        }, atMost);
      // The origin's IndexedDB files made first, with room: a folder left empty by deleted databases
      // is removed later by the browser, and the room it gives back would take the filler's place.
      const first = await probe(1);
      if (first) throw new Error(`IndexedDB failed before the disk was filled: ${first}`);
      disk.fill();
      const failure = await probe(100);
      if (!failure) throw new Error('the disk is full, yet IndexedDB writes still succeed');
      // Whatever the browser let go of when its write failed goes to the filler too.
      disk.fill();
    },
  };
  return disk;
}
