/**
 * The release unpacks its sources archive into a folder and runs commands there: an entry that
 * names a place outside that folder (`..`, an absolute path) or a link is refused, never written.
 */
import { deflateRawSync } from 'node:zlib';
import { expect, it } from 'vitest';
import { readZip } from '../../../../src/dev/release/read-zip';

interface Entry {
  name: string;
  data: string;
  /** Unix mode in the entry's external attributes (a link: 0o120777). */
  mode?: number;
  deflate?: boolean;
}

/** A zip as `wxt zip` writes one (stored or deflated entries, Unix modes); CRCs are not checked by the reader. */
function zipOf(entries: Entry[]): Buffer {
  const locals: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const { name, data, mode = 0o100644, deflate = false } of entries) {
    const raw = Buffer.from(data);
    const body = deflate ? deflateRawSync(raw) : raw;
    const nameBytes = Buffer.from(name);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(deflate ? 8 : 0, 8);
    local.writeUInt32LE(body.length, 18);
    local.writeUInt32LE(raw.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    const head = Buffer.alloc(46);
    head.writeUInt32LE(0x02014b50, 0);
    head.writeUInt16LE((3 << 8) | 20, 4);
    head.writeUInt16LE(deflate ? 8 : 0, 10);
    head.writeUInt32LE(body.length, 20);
    head.writeUInt32LE(raw.length, 24);
    head.writeUInt16LE(nameBytes.length, 28);
    head.writeUInt32LE((mode << 16) >>> 0, 38);
    head.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, body);
    central.push(head, nameBytes);
    offset += local.length + nameBytes.length + body.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

it('reads stored and deflated files, folders skipped', () => {
  const files = readZip(
    zipOf([
      { name: 'src/', data: '', mode: 0o040755 },
      { name: 'src/a.ts', data: 'export {};' },
      { name: 'README.md', data: '# x'.repeat(100), deflate: true },
    ]),
  );
  expect([...files.keys()]).toEqual(['src/a.ts', 'README.md']);
  expect(files.get('README.md')!.toString()).toBe('# x'.repeat(100));
});

it.each([
  ['a parent folder', '../escape.sh'],
  ['a parent folder inside the path', 'src/../../escape.sh'],
  ['a parent folder, Windows style', 'src\\..\\..\\escape.sh'],
  ['an absolute path', '/etc/cron.d/escape'],
  ['an absolute Windows path', 'C:\\escape.sh'],
  ['a Windows root', '\\escape.sh'],
])('refuses an entry naming %s (%j)', (_, name) => {
  expect(() =>
    readZip(
      zipOf([
        { name: 'ok.txt', data: 'x' },
        { name, data: 'x' },
      ]),
    ),
  ).toThrow(/refused/);
});

it('refuses a link, whatever it points to', () => {
  expect(() => readZip(zipOf([{ name: 'node_modules', data: '/usr/lib', mode: 0o120777 }]))).toThrow(/link.*refused/);
});
