import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

/** A coach's photo as checked at load: served from memory under a name that changes with its bytes. */
export interface CoachPhoto {
  bytes: Buffer;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  /** `<coach key>-<first 12 hex of its SHA-256>.<ext>`: cached for good, since new bytes get a new name. */
  fileName: string;
}

/** Portraits are small: a 400 px square JPEG or WebP is well under this. */
export const MAX_PHOTO_BYTES = 300 * 1024;

const NAME = /^[a-z0-9][a-z0-9_-]*\.(png|jpe?g|webp)$/i;

/** Recognises the three raster formats by their first bytes; anything else (SVG, HTML, a renamed file) is refused. */
function sniff(bytes: Buffer): CoachPhoto['contentType'] | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'image/webp';
  return null;
}

const EXTENSION_TYPES: Record<string, CoachPhoto['contentType']> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

/**
 * Reads and checks `coaches/photos/<photo>` of the coach in the file `rel`. Only PNG, JPEG and WebP are
 * taken, checked by their bytes and not only their name: an SVG can carry scripts and links, so a
 * clinic's portrait is never one.
 */
export function readCoachPhoto(dir: string, rel: string, coach: { key: string; photo: string }, error: (message: string) => Error): CoachPhoto {
  const { key, photo } = coach;
  if (photo.toLowerCase().endsWith('.svg')) throw error(`${rel}: at photo: "${photo}" is an SVG; use a PNG, JPEG or WebP photo (SVG files can carry scripts)`);
  const name = NAME.exec(photo);
  if (!name) throw error(`${rel}: at photo: "${photo}" must be a file name in coaches/photos/ ending in .png, .jpg, .jpeg or .webp`);
  const file = path.join(dir, 'coaches', 'photos', photo);
  let bytes: Buffer;
  try {
    bytes = fs.readFileSync(file);
  } catch {
    throw error(`${rel}: at photo: coaches/photos/${photo} not found`);
  }
  if (bytes.length > MAX_PHOTO_BYTES) throw error(`${rel}: at photo: coaches/photos/${photo} is ${Math.ceil(bytes.length / 1024)} KB; the limit is ${MAX_PHOTO_BYTES / 1024} KB`);
  const contentType = sniff(bytes);
  const ext = name[1]!.toLowerCase();
  if (!contentType || contentType !== EXTENSION_TYPES[ext]) throw error(`${rel}: at photo: coaches/photos/${photo} is not a ${ext.toUpperCase()} image`);
  const hash = createHash('sha256').update(bytes).digest('hex').slice(0, 12);
  return { bytes, contentType, fileName: `${key}-${hash}.${ext === 'jpeg' ? 'jpg' : ext}` };
}
