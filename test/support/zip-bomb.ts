/**
 * A ZIP that looks like a DOCX but whose `[Content_Types].xml` claims 1 000 bytes while its
 * deflate stream would inflate to about 160 times its own size per byte (a zip bomb):
 * one literal zero, then back-references of 258 bytes at distance 1, in a fixed-Huffman block.
 */
function bombStream(size: number): Buffer {
  const bits: number[] = [];
  const push = (value: number, length: number, msbFirst: boolean) => {
    for (let i = 0; i < length; i += 1)
      bits.push(msbFirst ? (value >> (length - 1 - i)) & 1 : (value >> i) & 1);
  };
  push(1, 1, false); // BFINAL
  push(1, 2, false); // BTYPE 01: fixed Huffman
  push(0x30, 8, true); // literal 0
  // 8 copies of (length 258 = code 285 → 11000101, distance 1 = code 0 → 00000) = 104 bits.
  for (let i = 0; i < 16; i += 1) {
    push(0b11000101, 8, true);
    push(0, 5, true);
  }
  const head = Buffer.alloc(Math.floor(bits.length / 8));
  head.forEach((_, index) => {
    let byte = 0;
    for (let bit = 0; bit < 8; bit += 1) byte |= (bits[index * 8 + bit] ?? 0) << bit;
    head[index] = byte;
  });
  // From bit 11 the stream repeats every 104 bits, so from byte 2 every 13 bytes.
  const period = head.subarray(2, 15);
  const out = Buffer.alloc(size);
  head.copy(out, 0, 0, 2);
  for (let at = 2; at < size; at += 13) period.copy(out, at, 0, Math.min(13, size - at));
  return out;
}

function entryHeaders(name: string, method: number, data: Buffer, claimedSize: number, at: number) {
  const nameBytes = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(method, 8);
  local.writeUInt32LE(data.length, 18);
  local.writeUInt32LE(claimedSize, 22);
  local.writeUInt16LE(nameBytes.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(method, 10);
  central.writeUInt32LE(data.length, 20);
  central.writeUInt32LE(claimedSize, 24);
  central.writeUInt16LE(nameBytes.length, 28);
  central.writeUInt32LE(at, 42);
  return {
    local: Buffer.concat([local, nameBytes, data]),
    central: Buffer.concat([central, nameBytes]),
  };
}

/** About `size` bytes of ZIP: a stored `word/document.xml` and the lying `[Content_Types].xml`. */
export function zipBomb(size = 5_200_000): Buffer {
  const word = entryHeaders('word/document.xml', 0, Buffer.from('<w:document/>'), 13, 0);
  const types = entryHeaders('[Content_Types].xml', 8, bombStream(size), 1000, word.local.length);
  const directory = Buffer.concat([word.central, types.central]);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(2, 8);
  end.writeUInt16LE(2, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(word.local.length + types.local.length, 16);
  return Buffer.concat([word.local, types.local, directory, end]);
}
