import { describe, expect, it } from 'vitest';
import { MESSAGES, passwordChangeSchema, profileUpdateSchema, registerSchema } from './schemas.js';

const base = {
  email: ' Someone@Example.CA ',
  password: 'Maple-Leaf-2024',
  firstName: ' Avery ',
  lastName: 'Tremblay',
  dateOfBirth: '1975-06-15',
  postalCode: 'k1a0b1',
  acceptReleaseOfInformation: true,
  acceptTermsAndConditions: true,
  acceptPrivacyPolicy: true,
};

describe('registration schema', () => {
  it('normalises e-mail, names and postal code; street, city and province are optional', () => {
    const r = registerSchema.parse(base);
    expect(r).toMatchObject({ email: 'someone@example.ca', firstName: 'Avery', postalCode: 'K1A 0B1', street: '', city: '', province: '' });
  });

  it('reads the nested address of the registration entity', () => {
    const r = registerSchema.parse({
      ...base,
      postalCode: undefined,
      address: { street: '1 Main', city: 'Ottawa', province: 'on', postalCode: 'k2p1l4' },
    });
    expect(r).toMatchObject({ street: '1 Main', city: 'Ottawa', province: 'ON', postalCode: 'K2P 1L4' });
  });

  it('refuses without all three agreements', () => {
    const r = registerSchema.safeParse({ ...base, acceptTermsAndConditions: undefined });
    expect(r.success).toBe(false);
    expect(r.error?.issues.map((i) => i.message)).toEqual([MESSAGES.agreements]);
  });
});

describe('profile update schema', () => {
  it('reads the flat payload of the profile call (address is the street)', () => {
    const r = profileUpdateSchema.parse({
      firstName: 'A',
      lastName: 'B',
      dateOfBirth: '1980-01-01',
      address: '1 Main',
      city: 'Ottawa',
      province: 'ON',
      postalCode: 'K1A0B1',
    });
    expect(r).toMatchObject({ street: '1 Main', city: 'Ottawa', postalCode: 'K1A 0B1' });
  });
});

describe('password change schema', () => {
  it('says New passwords do not match', () => {
    const r = passwordChangeSchema.safeParse({ currentPassword: 'x', newPassword: 'Maple-Leaf-2024', confirmPassword: 'Maple-Leaf-2025' });
    expect(r.error?.issues.map((i) => i.message)).toEqual([MESSAGES.newPasswordsMismatch]);
  });
});
