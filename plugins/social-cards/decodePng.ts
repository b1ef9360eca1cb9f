// Reads our own PNGs back into pixels, so the tests can look at a drawn card.
import zlib from 'node:zlib';

export type Pixels = {
  width: number;
  height: number;
  rgb: (x: number, y: number) => [number, number, number];
};

/**
 * Reads back a PNG as encodeOpaquePng writes it (8-bit RGB, unfiltered rows), for tests; any other
 * is refused.
 */
export function decodeOwnPng(png: Buffer): Pixels {
  if (png.readUInt32BE(0) !== 0x89504e47) throw new Error('not a PNG');
  let width = 0;
  let height = 0;
  const data: Buffer[] = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    const body = png.subarray(at + 8, at + 8 + length);
    if (type === 'IHDR') {
      [width, height] = [body.readUInt32BE(0), body.readUInt32BE(4)];
      if (body[8] !== 8 || body[9] !== 2) throw new Error('not an 8-bit RGB PNG');
    }
    if (type === 'IDAT') data.push(body);
    at += 12 + length;
  }
  const raw = zlib.inflateSync(Buffer.concat(data));
  const stride = width * 3 + 1;
  for (let y = 0; y < height; y++) {
    if (raw[y * stride] !== 0) throw new Error(`row ${y} is filtered`);
  }
  return {
    width,
    height,
    rgb: (x, y) => {
      const at = y * stride + 1 + x * 3;
      return [raw[at]!, raw[at + 1]!, raw[at + 2]!];
    },
  };
}
