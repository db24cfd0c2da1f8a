// Rewrites a Chromium screenshot (8-bit RGB or RGBA PNG, not interlaced) as an indexed-colour PNG when it has at
// most 256 colours, pixel for pixel the same. The icons are flat drawings with few colours: the 192 px one, which
// Chromium fetches on every first visit for the manifest, drops from about 3.0 to 1.7 KB. Used by
// render-icons.mjs; the project has no image library.
import { deflateSync, inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]);

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes) {
  let c = 0xffffffff;
  for (const byte of bytes) c = CRC_TABLE[(c ^ byte) & 255] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type, data) {
  const typeAndData = Buffer.concat([Buffer.from(type, 'latin1'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

/** The image's pixels as RGBA, four bytes each. */
export function decodePng(png) {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  let header;
  let palette = Buffer.alloc(0);
  let alpha = Buffer.alloc(0);
  const data = [];
  for (let offset = 8; offset < png.length; ) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const body = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      header = { width: body.readUInt32BE(0), height: body.readUInt32BE(4), depth: body[8], colour: body[9] };
      if (body[12] !== 0) throw new Error('interlaced PNGs are not read');
    }
    if (type === 'PLTE') palette = body;
    if (type === 'tRNS') alpha = body;
    if (type === 'IDAT') data.push(body);
    offset += 12 + length;
  }
  const channels = { 2: 3, 3: 1, 6: 4 }[header?.colour];
  if (header?.depth !== 8 || !channels) throw new Error('only 8-bit RGB, RGBA and indexed PNGs are read');
  const { width, height } = header;
  const raw = inflateSync(Buffer.concat(data));
  const stride = width * channels;
  const samples = Buffer.alloc(height * stride);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)];
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? samples[y * stride + x - channels] : 0;
      const up = y > 0 ? samples[(y - 1) * stride + x] : 0;
      const upLeft = x >= channels && y > 0 ? samples[(y - 1) * stride + x - channels] : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const estimate = left + up - upLeft;
        const [toLeft, toUp, toUpLeft] = [left, up, upLeft].map((value) => Math.abs(estimate - value));
        predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft;
      }
      samples[y * stride + x] = (raw[y * (stride + 1) + 1 + x] + predictor) & 255;
    }
  }
  const rgba = Buffer.alloc(width * height * 4, 255);
  for (let pixel = 0; pixel < width * height; pixel++) {
    if (channels > 1) samples.copy(rgba, pixel * 4, pixel * channels, pixel * channels + channels);
    else {
      const index = samples[pixel];
      palette.copy(rgba, pixel * 4, index * 3, index * 3 + 3);
      rgba[pixel * 4 + 3] = index < alpha.length ? alpha[index] : 255;
    }
  }
  return { width, height, rgba };
}

/** The same image as an indexed-colour PNG, or null when it has more than 256 colours. */
export function toPalettePng(png) {
  const { width, height, rgba } = decodePng(png);
  const indexOf = new Map();
  for (let offset = 0; offset < rgba.length; offset += 4) {
    const colour = rgba.readUInt32BE(offset);
    if (!indexOf.has(colour)) indexOf.set(colour, indexOf.size);
    if (indexOf.size > 256) return null;
  }
  // Translucent colours first, so the tRNS chunk can leave out the opaque ones.
  const colours = [...indexOf.keys()].sort((a, b) => (a & 255) - (b & 255));
  const palette = Buffer.alloc(colours.length * 3);
  for (const [index, colour] of colours.entries()) {
    indexOf.set(colour, index);
    palette.writeUIntBE(colour >>> 8, index * 3, 3);
  }
  const alpha = colours.map((colour) => colour & 255);
  while (alpha.at(-1) === 255) alpha.pop();
  // Filter "none" on every row: indices are not numbers the other filters predict well.
  const rows = Buffer.alloc(height * (width + 1));
  for (let pixel = 0; pixel < width * height; pixel++) {
    const row = Math.floor(pixel / width);
    rows[row * (width + 1) + 1 + (pixel % width)] = indexOf.get(rgba.readUInt32BE(pixel * 4));
  }
  const image = [0, 1, 2, 3]
    .map((strategy) => deflateSync(rows, { level: 9, memLevel: 9, strategy }))
    .reduce((best, candidate) => (candidate.length < best.length ? candidate : best));
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8;
  header[9] = 3;
  return Buffer.concat([
    SIGNATURE,
    chunk('IHDR', header),
    chunk('PLTE', palette),
    ...(alpha.length > 0 ? [chunk('tRNS', Buffer.from(alpha))] : []),
    chunk('IDAT', image),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
