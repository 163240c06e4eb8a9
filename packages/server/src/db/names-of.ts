/**
 * The first and last name of a user joined under `alias`, selected as `<prefix>_first_name` and
 * `<prefix>_last_name`: how the lists name the member, the staff member a row is assigned to, who
 * replied, acknowledged or resolved.
 */
export function namesOf<A extends string, P extends string>(alias: A, prefix: P) {
  return [`${alias}.first_name as ${prefix}_first_name`, `${alias}.last_name as ${prefix}_last_name`] as const;
}
