import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { CONTENT_DIR } from '../test/helpers.js';
import { readContent } from './loader.js';
import { MAX_PHOTO_BYTES } from './coach-photos.js';

const temps: string[] = [];
afterAll(() => temps.forEach((d) => fs.rmSync(d, { recursive: true, force: true })));

function copyContent(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-illus-'));
  temps.push(dir);
  fs.cpSync(CONTENT_DIR, dir, { recursive: true });
  return dir;
}

const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

function withPhoto(dir: string, photo: string, bytes: Buffer | string): void {
  fs.mkdirSync(path.join(dir, 'coaches', 'photos'), { recursive: true });
  fs.writeFileSync(path.join(dir, 'coaches', 'photos', photo), bytes);
  const file = path.join(dir, 'coaches', 'grace-liu.yaml');
  fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}photo: ${photo}\n`);
}

describe('exercise drawings', () => {
  it('gives every default exercise a drawing of known poses with a text alternative naming it', () => {
    const { exercises } = readContent(CONTENT_DIR);
    for (const e of exercises) {
      expect(e.drawing.frames.length, e.key).toBeGreaterThan(0);
      expect(e.drawing.alt.startsWith(`${e.name}: `), e.key).toBe(true);
      expect(e.instructions.length, e.key).toBeGreaterThanOrEqual(3);
    }
    const squat = exercises.find((e) => e.key === 'bodyweight-squat')!;
    expect(squat.drawing.alt).toBe('Bodyweight Squat: standing tall with arms relaxed, then hips pushed back and down into a squat, arms reaching forward.');
    expect(squat.drawing.frames[1]).toMatchObject({ torso: 145, near_leg: [75, -25] });
  });

  it('reports an exercise without a drawing, a pose that does not exist and a pose that is not data', () => {
    const dir = copyContent();
    const file = path.join(dir, 'exercises', 'plank.yaml');
    const original = fs.readFileSync(file, 'utf8');
    fs.writeFileSync(file, original.replace(/illustration:[\s\S]*$/, ''));
    expect(() => readContent(dir)).toThrow('exercises/plank.yaml: at illustration: every exercise needs an illustration (frames: [pose, ...])');

    fs.writeFileSync(file, original.replace('frames: [forearm-plank]', 'frames: [forearm-plank, hover]'));
    expect(() => readContent(dir)).toThrow('exercises/plank.yaml: at illustration.frames.1: unknown pose "hover" (poses are defined in illustrations/poses.yaml)');

    // A drawing is data, never markup: an SVG or script in its place is refused by the schema.
    fs.writeFileSync(file, original.replace('frames: [forearm-plank]', 'frames: [forearm-plank]\n  svg: "<svg onload=alert(1)>"'));
    expect(() => readContent(dir)).toThrow(/exercises\/plank\.yaml: at illustration: Unrecognized key: "svg"/);
    fs.writeFileSync(file, original);

    const poses = path.join(dir, 'illustrations', 'poses.yaml');
    fs.writeFileSync(poses, fs.readFileSync(poses, 'utf8').replace('torso: 96', 'torso: "<script>alert(1)</script>"'));
    expect(() => readContent(dir)).toThrow(/illustrations\/poses\.yaml: at poses\.forearm-plank\.torso: /);
    fs.rmSync(poses);
    expect(() => readContent(dir)).toThrow(/illustrations\/poses\.yaml: cannot read/);
  });
});

describe('coach photos', () => {
  it('loads a PNG photo and names it by its bytes', () => {
    const dir = copyContent();
    withPhoto(dir, 'grace.png', PNG);
    const photo = readContent(dir).coachPhotos.get('grace-liu')!;
    expect(photo.contentType).toBe('image/png');
    expect(photo.fileName).toMatch(/^grace-liu-[0-9a-f]{12}\.png$/);
  });

  it.each([
    ['grace.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>', 'is an SVG; use a PNG, JPEG or WebP photo'],
    ['grace.png', '<svg onload="alert(1)"></svg>', 'coaches/photos/grace.png is not a PNG image'],
    ['grace.jpg', PNG, 'coaches/photos/grace.jpg is not a JPG image'],
    ['grace.png', Buffer.concat([PNG, Buffer.alloc(MAX_PHOTO_BYTES)]), 'the limit is 300 KB'],
    ['../landing.png', PNG, 'must be a file name in coaches/photos/'],
  ])('refuses %s when it is not a safe raster photo', (photo, bytes, message) => {
    const dir = copyContent();
    if (photo.startsWith('..')) {
      const file = path.join(dir, 'coaches', 'grace-liu.yaml');
      fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}photo: ${photo}\n`);
    } else withPhoto(dir, photo, bytes);
    expect(() => readContent(dir)).toThrow(`coaches/grace-liu.yaml: at photo: `);
    expect(() => readContent(dir)).toThrow(message);
  });

  it('reports a photo file that is missing', () => {
    const dir = copyContent();
    const file = path.join(dir, 'coaches', 'grace-liu.yaml');
    fs.writeFileSync(file, `${fs.readFileSync(file, 'utf8')}photo: nobody.webp\n`);
    expect(() => readContent(dir)).toThrow('coaches/grace-liu.yaml: at photo: coaches/photos/nobody.webp not found');
  });
});
