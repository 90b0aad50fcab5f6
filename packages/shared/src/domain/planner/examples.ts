import type { PlannerInput } from '../../schemas/planner';

/**
 * The worked example of DECISIONS D9: 3 days and 2 nights for two, by bus, two interests and a
 * transport per day. It costs $614.50 on a $500 budget; tests in every package start from it.
 */
export const D9_EXAMPLE_INPUT = {
  budget: 500,
  answers: {
    transportation_to_siem_reap: 'bus_van',
    duration: '3d2n',
    accommodation: 'mid_range',
    dining: 'mixed_dining',
    nationality: 'foreign',
    travel_style: 'cultural',
    experience_level: 'first_time',
    special_interests: ['sunrise_tours', 'cooking_class'],
    party_size: 2,
    age: 25,
    local_transport: 'traditional_tuk_tuk',
  },
  dayTransport: ['traditional_tuk_tuk', 'premium_tuk_tuk', 'bicycle_tricycle'],
} as const satisfies PlannerInput;
