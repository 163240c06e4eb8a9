// Writes a brotli (.br) and a gzip (.gz) copy next to every compressible file of dist/, so the
// server sends compressed bytes without compressing per request (@fastify/static `preCompressed`).
// Files under 1 KiB, and copies that would not be smaller, are skipped.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const dist = path.resolve(import.meta.dirname, '../dist');
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|webmanifest|txt|xml)$/;

function* files(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.name.startsWith('.')) continue; // .vite/manifest.json is read by the server, never served
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.test(entry.name)) yield full;
  }
}

let count = 0;
let raw = 0;
let brotli = 0;
for (const file of files(dist)) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) continue;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
      [zlib.constants.BROTLI_PARAM_MODE]: /\.(js|mjs|css|html|svg)$/.test(file)
        ? zlib.constants.BROTLI_MODE_TEXT
        : zlib.constants.BROTLI_MODE_GENERIC,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  const gz = zlib.gzipSync(data, { level: zlib.constants.Z_BEST_COMPRESSION });
  if (br.length < data.length) fs.writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) fs.writeFileSync(`${file}.gz`, gz);
  count++;
  raw += data.length;
  brotli += Math.min(br.length, data.length);
}
console.log(`precompress: ${count} files, ${(raw / 1024).toFixed(0)} KiB -> ${(brotli / 1024).toFixed(0)} KiB with brotli`);
