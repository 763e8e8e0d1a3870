import { open } from 'node:fs/promises';

// What a workbook would unpack to, read from its zip's central directory before a byte is unpacked: a file cut
// short has no directory (refused at once, never half read), and a small file that unpacks to gigabytes (a "zip
// bomb") is refused before it fills the memory. APPNOTE.TXT (PKWARE) §4.3.12–4.3.16 and §4.5.3 (Zip64).

const END = 0x06054b50;
const ZIP64_LOCATOR = 0x07064b50;
const ZIP64_END = 0x06064b50;
const ENTRY = 0x02014b50;
const MAX_COMMENT = 0xffff;

export interface ZipEntrySize {
  name: string;
  /** Bytes once unpacked. */
  size: number;
}

/** The entries of the zip at `path` with their unpacked sizes, or null when it has no readable central directory. */
export async function zipEntries(path: string): Promise<ZipEntrySize[] | null> {
  const handle = await open(path, 'r');
  try {
    const { size } = await handle.stat();
    const tailLength = Math.min(size, 22 + MAX_COMMENT + 20);
    const tail = Buffer.alloc(tailLength);
    await handle.read(tail, 0, tailLength, size - tailLength);
    let end = -1;
    for (let at = tailLength - 22; at >= 0; at--) {
      if (tail.readUInt32LE(at) === END) {
        end = at;
        break;
      }
    }
    if (end < 0) return null;
    let count = tail.readUInt16LE(end + 10);
    let directorySize = tail.readUInt32LE(end + 12);
    let directoryAt = tail.readUInt32LE(end + 16);
    if (end >= 20 && tail.readUInt32LE(end - 20) === ZIP64_LOCATOR) {
      const record = Buffer.alloc(56);
      await handle.read(record, 0, 56, Number(tail.readBigUInt64LE(end - 20 + 8)));
      if (record.readUInt32LE(0) !== ZIP64_END) return null;
      count = Number(record.readBigUInt64LE(32));
      directorySize = Number(record.readBigUInt64LE(40));
      directoryAt = Number(record.readBigUInt64LE(48));
    }
    if (directoryAt + directorySize > size || directorySize > 64 * 1024 * 1024) return null;
    const directory = Buffer.alloc(directorySize);
    await handle.read(directory, 0, directorySize, directoryAt);
    const entries: ZipEntrySize[] = [];
    let at = 0;
    for (let i = 0; i < count; i++) {
      if (at + 46 > directory.length || directory.readUInt32LE(at) !== ENTRY) return null;
      let unpacked = directory.readUInt32LE(at + 24);
      const nameLength = directory.readUInt16LE(at + 28);
      const extraLength = directory.readUInt16LE(at + 30);
      const commentLength = directory.readUInt16LE(at + 32);
      const name = directory.toString('utf8', at + 46, at + 46 + nameLength);
      if (unpacked === 0xffffffff) {
        // The Zip64 extra field (0x0001) holds the real size, first among its values.
        for (let x = at + 46 + nameLength; x + 4 <= at + 46 + nameLength + extraLength; ) {
          const id = directory.readUInt16LE(x);
          const length = directory.readUInt16LE(x + 2);
          if (id === 0x0001 && length >= 8) unpacked = Number(directory.readBigUInt64LE(x + 4));
          x += 4 + length;
        }
      }
      entries.push({ name, size: unpacked });
      at += 46 + nameLength + extraLength + commentLength;
    }
    return entries;
  } finally {
    await handle.close();
  }
}
