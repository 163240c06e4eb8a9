import { describe, expect, it } from 'vitest';
import { CommonPasswords } from './common-passwords.js';

describe('common passwords', () => {
  const list = new CommonPasswords(8);

  it('holds at least the common passwords of 8 characters or more among the 250,000 most common', async () => {
    expect(await list.size()).toBeGreaterThan(90_000);
  });

  it.each(['password', 'Password', 'Welcome1', 'qwertyuiop', 'PASSWORD1', 'iloveyou'])('knows %j', async (password) => {
    expect(await list.isCommon(password)).toBe(true);
  });

  it.each(['Maple-Leaf-2024', 'correct horse battery staple 42', 'Zq7!vR2#pL9@'])('does not refuse %j', async (password) => {
    expect(await list.isCommon(password)).toBe(false);
  });
});
