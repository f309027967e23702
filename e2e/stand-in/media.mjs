// Images the stand-in API host serves under /media/, for the covers, service images and post bodies of its data:
// real PNGs (which the site's image optimizer resizes) made here without any image library, and an SVG (which
// next/image leaves as it is, so the browser loads it from this host: the CSP's img-src must name it).
import { crc32, deflateSync } from "node:zlib";

function chunk(type, data) {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, "ascii"), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A width x height PNG: a horizontal gradient between two RGB colours. */
function png(width, height, [r1, g1, b1], [r2, g2, b2]) {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x += 1) {
    const t = x / Math.max(1, width - 1);
    row.set([r1 + (r2 - r1) * t, g1 + (g2 - g1) * t, b1 + (b2 - b1) * t].map(Math.round), 1 + x * 3);
  }
  const pixels = Buffer.concat(Array.from({ length: height }, () => row));
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, chunk("IHDR", header), chunk("IDAT", deflateSync(pixels)), chunk("IEND", Buffer.alloc(0))]);
}

const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="640" height="360" viewBox="0 0 640 360"><rect width="640" height="360" fill="#0f3d5e"/><circle cx="320" cy="180" r="120" fill="#38bdf8"/></svg>`;

/** Path under /media/ -> [content type, body]. */
export const MEDIA = new Map([
  ["cover.png", ["image/png", png(1600, 900, [15, 61, 94], [56, 189, 248])]],
  ["figure.png", ["image/png", png(1200, 800, [30, 41, 59], [148, 163, 184])]],
  ["chart.png", ["image/png", png(800, 600, [22, 101, 52], [134, 239, 172])]],
  ["service.png", ["image/png", png(1280, 720, [88, 28, 135], [216, 180, 254])]],
  ["diagram.svg", ["image/svg+xml", Buffer.from(svg)]],
]);
