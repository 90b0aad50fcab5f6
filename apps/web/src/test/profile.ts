import type { UserProfile } from '@camtour/shared/schemas/accounts';

/** A logged-in user as GET /api/web/auth/me returns it. */
export function testProfile(overrides: Partial<UserProfile> = {}): UserProfile {
  return {
    id: 1,
    first_name: 'Sok',
    last_name: 'Dara',
    full_name: 'Sok Dara',
    gender: 1,
    image: null,
    phone: '012345678',
    dob: null,
    email: 'sok.dara@example.com',
    is_email_verified: true,
    role_id: 2,
    lang: 'en',
    created_at: '2025-01-15T08:00:00.000Z',
    ...overrides,
  };
}
