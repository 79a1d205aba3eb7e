/**
 * Reads a zip archive (stored or deflated entries, as `wxt zip` writes them) into memory. The
 * release writes the entries into a folder and runs commands there, so an entry that would land
 * outside it (`..`, an absolute or drive path) or that is a link is refused, not read.
 */
import { inflateRawSync } from 'node:zlib';

/** The Unix file type bits of an entry's external attributes, and a symbolic link's. */
const TYPE_MASK = 0o170000;
const LINK = 0o120000;

/** Why an entry's name is refused, or null: it stays inside the folder it is unpacked into. */
function unsafeName(name: string): string | null {
  if (/^[\\/]/.test(name) || /^[a-z]:/i.test(name)) return 'an absolute path';
  if (name.split(/[\\/]/).includes('..')) return 'a parent folder (..)';
  if (name.includes('\0')) return 'a NUL character';
  return null;
}

export function readZip(zip: Buffer): Map<string, Buffer> {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('not a zip archive');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('bad central directory');
    const method = zip.readUInt16LE(at + 10);
    const size = zip.readUInt32LE(at + 20);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const mode = zip.readUInt32LE(at + 38) >>> 16;
    const local = zip.readUInt32LE(at + 42);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    at += 46 + skip;
    const unsafe = unsafeName(name);
    if (unsafe) throw new Error(`${JSON.stringify(name)}: names ${unsafe}: refused`);
    if ((mode & TYPE_MASK) === LINK) throw new Error(`${JSON.stringify(name)}: a link: refused`);
    if (name.endsWith('/')) continue;
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const data = zip.subarray(start, start + size);
    if (method === 0) files.set(name, Buffer.from(data));
    else if (method === 8) files.set(name, inflateRawSync(data));
    else throw new Error(`${name}: compression method ${method} not supported`);
  }
  return files;
}
