import type { Profile } from '@wellpath/shared/user/schemas';
import { PROVINCES, isProvinceCode } from '@wellpath/shared/user/provinces';
import type { UserRow } from '../../db/schema.js';

/** The profile as the client reads it: the spec's fields, the address nested and flat. */
export function presentProfile(user: UserRow, conditions: Profile['conditions'] = []): Profile {
  const address = { street: user.street, city: user.city, province: user.province, postalCode: user.postal_code };
  return {
    _id: user.id,
    firstName: user.first_name,
    lastName: user.last_name,
    email: user.email,
    dateOfBirth: user.date_of_birth,
    address,
    ...address,
    provinceName: isProvinceCode(user.province) ? PROVINCES[user.province] : '',
    emailVerified: user.email_verified_at !== null,
    sex: user.sex ?? null,
    conditions,
    language: user.language ?? null,
    time_zone: user.time_zone ?? null,
  };
}

/** The new account as `POST /user/register` answers it. */
export function presentRegistered(user: Pick<UserRow, 'id' | 'email' | 'first_name' | 'last_name'>): {
  _id: string;
  email: string;
  firstName: string;
  lastName: string;
} {
  return { _id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name };
}
