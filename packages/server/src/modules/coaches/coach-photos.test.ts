import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, expect, it } from 'vitest';
import { bearer, CONTENT_DIR, createMember, describeWithApp } from '../../test/helpers.js';

// A copy of the content where one coach has a photo.
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellpath-coach-photo-'));
fs.cpSync(CONTENT_DIR, dir, { recursive: true });
const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452000000010000000108060000001f15c489', 'hex');
fs.mkdirSync(path.join(dir, 'coaches', 'photos'));
fs.writeFileSync(path.join(dir, 'coaches', 'photos', 'grace.png'), PNG);
fs.appendFileSync(path.join(dir, 'coaches', 'grace-liu.yaml'), 'photo: grace.png\n');
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

describeWithApp(
  'coach photos',
  (t) => {
    it('gives the photo a local address and serves it from there without a session, cached for good', async () => {
      const { token } = await createMember(t);
      const coaches = (await t.app.inject({ method: 'GET', url: '/api/coaches', headers: bearer(token) })).json().coaches;
      const grace = coaches.find((c: { key: string }) => c.key === 'grace-liu');
      expect(grace.photo_url).toMatch(/^\/media\/coaches\/grace-liu-[0-9a-f]{12}\.png$/);
      expect(coaches.find((c: { key: string }) => c.key === 'maya-thompson')).toMatchObject({ photo_url: null, initials: 'MT' });

      const photo = await t.app.inject({ method: 'GET', url: grace.photo_url });
      expect(photo.statusCode).toBe(200);
      expect(photo.headers['content-type']).toBe('image/png');
      expect(photo.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(photo.headers['x-content-type-options']).toBe('nosniff');
      expect(photo.rawPayload.equals(PNG)).toBe(true);
    });

    it('answers 404 for any other name', async () => {
      for (const url of ['/media/coaches/grace-liu-000000000000.png', '/media/coaches/grace.png', '/media/coaches/..%2Fgrace-liu.yaml']) {
        const res = await t.app.inject({ method: 'GET', url });
        expect(res.statusCode, url).toBe(404);
      }
    });
  },
  { CONTENT_DIR: dir },
);
