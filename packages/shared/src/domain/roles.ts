/**
 * Roles of DECISIONS D15. Everyone who registers is a customer; staff and admins are made by the
 * `user:role` command, never by a request.
 */
export const ROLES = ['customer', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];

export const isRole = (value: unknown): value is Role =>
  typeof value === 'string' && (ROLES as readonly string[]).includes(value);

/** Who may use the back office. */
export const isStaffRole = (role: Role): boolean => role === 'staff' || role === 'admin';

/**
 * Document 1 §3's numeric `role_id` of the profile, kept for the earlier product's clients:
 * admin 1, customer 2 (the earlier default), staff 3.
 */
export const ROLE_IDS: Readonly<Record<Role, number>> = { admin: 1, customer: 2, staff: 3 };
