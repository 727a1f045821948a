/**
 * Who is an administrator: the one rule, owned here. An administrator is a user on the
 * Administrator access level, whose row the reference data seeds with this fixed id; the seed
 * imports it from here, never the reverse.
 */
export const ADMINISTRATOR_ACCESS_LEVEL_ID = 5;

/** Whether the user (as stored) is an administrator. */
export function isAdministrator(user: { accessLevelId: number }): boolean {
  return user.accessLevelId === ADMINISTRATOR_ACCESS_LEVEL_ID;
}
