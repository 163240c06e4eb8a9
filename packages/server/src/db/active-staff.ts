import type { Kysely, Transaction } from 'kysely';
import type { StaffRole } from '@wellpath/shared/staff/roles';
import type { Database } from './schema.js';

type Q = Kysely<Database> | Transaction<Database>;

// Shared by the alerts' and the care work's repositories (decision 0077: a query part two modules'
// repositories need lives here): who may own an alert (clinicians and administrators), a message
// thread or a programme request (every staff role, decision 0100).

/** The active staff accounts holding one of `roles`, by name: an owner picker's list. */
export function activeStaffIn(db: Q, roles: readonly StaffRole[]) {
  return db
    .selectFrom('users')
    .select(['id', 'first_name', 'last_name', 'role'])
    .where('role', 'in', roles)
    .where('deactivated_at', 'is', null)
    .orderBy('first_name')
    .orderBy('last_name')
    .orderBy('id')
    .execute();
}

/** Whether `userId` is an active staff account holding one of `roles`. */
export async function isActiveStaffIn(db: Q, userId: string, roles: readonly StaffRole[]): Promise<boolean> {
  const row = await db
    .selectFrom('users')
    .select('id')
    .where('id', '=', userId)
    .where('role', 'in', roles)
    .where('deactivated_at', 'is', null)
    .executeTakeFirst();
  return row !== undefined;
}
