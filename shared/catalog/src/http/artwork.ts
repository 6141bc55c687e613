/**
 * Generated raster artwork for the catalogue's images: a JPEG of the size the path asks for, with about the weight
 * of the real service's photographs. Flat vector art of a kilobyte flattered every byte and paint-time figure, so the
 * pixels carry texture at two scales (8-pixel cells and per-pixel grain) that a JPEG encoder cannot squeeze away,
 * tuned so a w500 poster weighs about 60 KB and a w1280 backdrop about 145 KB, as real ones do.
 */
import sharp from 'sharp';
import { hash32 } from '../data/util';

/** Each kind's full size; `original` answers that size, `w{n}` scales the width and `h{n}` the height. */
const BOX: Record<string, [number, number]> = {
  poster: [500, 750],
  profile: [500, 750],
  backdrop: [1280, 720],
  still: [1280, 720],
  logo: [500, 200],
};
/** The texture's strength in levels of 255: chosen by encoding sample sizes and comparing with real files. */
const GRAIN = 26;
const QUALITY = 80;

export function artworkSize(kind: string, size: string): { width: number; height: number } {
  const [w, h] = BOX[kind] ?? [500, 750];
  const n = Number(size.slice(1));
  const width = size.startsWith('w') ? n : size.startsWith('h') ? Math.round((n * w) / h) : w;
  return { width, height: Math.round((width * h) / w) };
}

/** Two colours from the file name, so every title keeps its own look from size to size. */
function colours(file: string): [number[], number[]] {
  const hue = hash32(file) % 360;
  const rgb = (hueDeg: number, light: number): number[] =>
    [0, 8, 4].map((offset) => {
      const k = (offset + hueDeg / 30) % 12;
      return Math.round(255 * (light - 0.55 * Math.min(light, 1 - light) * Math.max(-1, Math.min(k - 3, 9 - k, 1))));
    });
  return [rgb(hue, 0.38), rgb((hue + 140) % 360, 0.18)];
}

/** Raw RGB pixels (clamped to 0-255 by the array): a diagonal gradient between the two colours with the texture over it. */
export function artworkPixels(file: string, width: number, height: number): Uint8ClampedArray {
  const [from, to] = colours(file);
  let seed = hash32(`${file}@${width}`) || 1;
  const random = (): number => {
    seed ^= seed << 13;
    seed ^= seed >>> 17;
    seed ^= seed << 5;
    return (seed >>> 0) / 4294967296 - 0.5;
  };
  const columns = Math.ceil(width / 8);
  const cells = Float32Array.from({ length: columns * Math.ceil(height / 8) }, () => random() * 2 * GRAIN);
  const pixels = new Uint8ClampedArray(width * height * 3);
  let at = 0;
  for (let y = 0; y < height; y += 1) {
    for (let x = 0; x < width; x += 1) {
      const t = (x / width + y / height) / 2;
      const texture = (cells[(y >> 3) * columns + (x >> 3)] ?? 0) + random() * GRAIN;
      for (let c = 0; c < 3; c += 1) {
        pixels[at++] = (from[c] ?? 0) * (1 - t) + (to[c] ?? 0) * t + texture;
      }
    }
  }
  return pixels;
}

export async function renderArtwork(file: string, kind: string, size: string): Promise<Buffer> {
  const { width, height } = artworkSize(kind, size);
  return sharp(artworkPixels(file, width, height), { raw: { width, height, channels: 3 } })
    .jpeg({ quality: QUALITY })
    .toBuffer();
}
