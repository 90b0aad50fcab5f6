import { z } from '../zod';
import {
  ACCOMMODATION_PER_NIGHT_CENTS,
  AGE_MAX,
  AGE_MIN,
  BUDGET_SPLIT_PERCENT,
  CITY_TRANSPORT_PER_DAY_CENTS,
  DINING_PER_DAY_CENTS,
  DURATIONS,
  EXPERIENCE_LEVELS,
  NATIONALITY_OPTION_CENTS,
  PARTY_SIZE_MAX,
  PARTY_SIZE_MIN,
  PLANNER_BUDGET_MAX,
  PLANNER_BUDGET_MIN,
  PLANNER_BUDGET_STEP,
  SPECIAL_INTEREST_CENTS,
  TRANSPORT_TO_SIEM_REAP_CENTS,
  TRAVEL_STYLES,
} from '../domain/planner/prices';
import { IdSchema, LangSchema, PagePaginationSchema, PageSchema } from './common';

/*
 * The planner's input (DECISIONS D9) and its Recommendation (document 3 §3). The field names of
 * the Recommendation are the spec's own (camelCase); the saved-plan envelope is snake_case (D3).
 * One schema serves the page, generateRecommendation and the API routes.
 */

const keysOf = <T extends Record<string, unknown>>(table: T) =>
  Object.keys(table) as [Extract<keyof T, string>, ...Extract<keyof T, string>[]];

const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: 'field-invalid-option' });

/** Its English text is the spec's: "Please enter a budget of at least $50" (document 3 §5). */
export const BUDGET_MIN_MESSAGE = 'planner-budget-min';

export const PlannerBudgetSchema = z
  .number({ error: 'field-invalid' })
  .min(PLANNER_BUDGET_MIN, { error: BUDGET_MIN_MESSAGE })
  .max(PLANNER_BUDGET_MAX, { error: 'planner-budget-max' })
  .multipleOf(PLANNER_BUDGET_STEP, { error: 'planner-budget-step' });

export const PartySizeSchema = z
  .number({ error: 'planner-party-size-invalid' })
  .int({ error: 'planner-party-size-invalid' })
  .min(PARTY_SIZE_MIN, { error: 'planner-party-size-invalid' })
  .max(PARTY_SIZE_MAX, { error: 'planner-party-size-invalid' });

export const AgeSchema = z
  .number({ error: 'planner-age-invalid' })
  .int({ error: 'planner-age-invalid' })
  .min(AGE_MIN, { error: 'planner-age-invalid' })
  .max(AGE_MAX, { error: 'planner-age-invalid' });

export const CityTransportIdSchema = choice(keysOf(CITY_TRANSPORT_PER_DAY_CENTS));
const interestIds = keysOf(SPECIAL_INTEREST_CENTS);

export const PlannerAnswersSchema = z.strictObject(
  {
    transportation_to_siem_reap: choice(keysOf(TRANSPORT_TO_SIEM_REAP_CENTS)).optional(),
    duration: choice(keysOf(DURATIONS)).optional(),
    accommodation: choice(keysOf(ACCOMMODATION_PER_NIGHT_CENTS)).optional(),
    dining: choice(keysOf(DINING_PER_DAY_CENTS)).optional(),
    nationality: choice(keysOf(NATIONALITY_OPTION_CENTS)).optional(),
    travel_style: choice(TRAVEL_STYLES).optional(),
    experience_level: choice(EXPERIENCE_LEVELS).optional(),
    special_interests: z
      .array(choice(interestIds), { error: 'field-invalid' })
      .max(interestIds.length, { error: 'field-too-large' })
      .refine((ids) => new Set(ids).size === ids.length, { error: 'field-invalid' })
      .optional(),
    party_size: PartySizeSchema.optional(),
    age: AgeSchema.optional(),
    local_transport: CityTransportIdSchema.optional(),
  },
  { error: 'field-unknown' },
);
export type PlannerAnswers = z.infer<typeof PlannerAnswersSchema>;

const plannerInputShape = {
  budget: PlannerBudgetSchema,
  answers: PlannerAnswersSchema,
  /** One in-city transport per day of the trip; extra entries past the last day are not used. */
  dayTransport: z
    .array(CityTransportIdSchema, { error: 'field-invalid' })
    .max(3, { error: 'field-too-large' })
    .optional(),
};

export const PlannerInputSchema = z.strictObject(plannerInputShape, { error: 'field-unknown' });
export type PlannerInput = z.infer<typeof PlannerInputSchema>;

const money = z.number();

export const CostBreakdownSchema = z.object({
  transportation: money,
  accommodation: money,
  dining: money,
  temple_fees: money,
  special_interests: money,
  transport_in_siemreap: money,
});
export type CostBreakdown = z.infer<typeof CostBreakdownSchema>;
export type CostCategory = keyof CostBreakdown;
export const COST_CATEGORIES = keysOf(CostBreakdownSchema.shape);

export const SPLIT_CATEGORIES = keysOf(BUDGET_SPLIT_PERCENT);
export const BudgetSplitSchema = z.object({
  transport: money,
  accommodation: money,
  food: money,
  activities: money,
  buffer: money,
});
export type BudgetSplit = z.infer<typeof BudgetSplitSchema>;

export const BUDGET_STATUSES = ['within_budget', 'over_budget', 'under_budget'] as const;
export type BudgetStatus = (typeof BUDGET_STATUSES)[number];

const namedCost = z.object({ name: z.string(), cost: money });

export const ItineraryActivitySchema = z.object({
  /** Local time, HH:MM. */
  time: z.string(),
  name: z.string(),
  /** Hours. */
  duration: z.number(),
  cost: money,
  kind: z.enum(['journey', 'temple_fees', 'sight', 'interest']),
});
export type ItineraryActivity = z.infer<typeof ItineraryActivitySchema>;

export const ItineraryDaySchema = z.object({
  day: z.number().int(),
  description: z.string(),
  dailyCost: money,
  transportation: z.object({
    id: z.string(),
    name: z.string(),
    description: z.string(),
    cost: money,
  }),
  activities: z.array(ItineraryActivitySchema),
  meals: z.object({ breakfast: namedCost, lunch: namedCost, dinner: namedCost }),
  /** The night's stay; null on the last day of a trip with fewer nights than days. */
  accommodation: z.object({ name: z.string(), type: z.string(), cost: money }).nullable(),
});
export type ItineraryDay = z.infer<typeof ItineraryDaySchema>;

export const UpsellSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  cost: money,
});
export type Upsell = z.infer<typeof UpsellSchema>;

/**
 * A leg of the trip to Siem Reap and back, by the answer of question 1: realistic hours and
 * road distance from Phnom Penh (decision 030). Times are local HH:MM on `day` (counted from the
 * trip's first day; the return leg is on the day after the last when every day has its night).
 * The outbound leg of an overnight journey leaves the evening before day 1.
 */
export const JourneyLegSchema = z.object({
  direction: z.enum(['outbound', 'return']),
  mode: z.string(),
  name: z.string(),
  description: z.string(),
  from: z.string(),
  to: z.string(),
  day: z.number().int(),
  departs: z.string(),
  arrives: z.string(),
  departsDayBefore: z.boolean(),
  arrivesNextDay: z.boolean(),
  /** Hours on the road. */
  hours: z.number(),
  distanceKm: z.number().int(),
  cost: money,
});
export type JourneyLeg = z.infer<typeof JourneyLegSchema>;

/** The answers a budget fit may change (decision 030); each day's in-city transport is one. */
export const BUDGET_FIT_QUESTIONS = [
  'transportation_to_siem_reap',
  'duration',
  'accommodation',
  'dining',
  'special_interests',
  'day_transport',
] as const;
export type BudgetFitQuestion = (typeof BUDGET_FIT_QUESTIONS)[number];

export const BudgetFitChangeSchema = z.object({
  question: z.enum(BUDGET_FIT_QUESTIONS),
  /** The day, for a day's in-city transport; else null. */
  day: z.number().int().nullable(),
  /** Option ids before and after (several for the special interests). */
  from: z.array(z.string()),
  to: z.array(z.string()),
  fromName: z.string(),
  toName: z.string(),
});
export type BudgetFitChange = z.infer<typeof BudgetFitChangeSchema>;

/**
 * For an over-budget plan: the fewest answer changes that bring it within budget (decision 030).
 * When none do, `fits` is false, `changes` is empty, `input` is null and `totalCost` is the
 * lowest total any allowed change reaches.
 */
export const BudgetFitSchema = z.object({
  fits: z.boolean(),
  totalCost: money,
  /** The plan's total minus `totalCost`. */
  saving: money,
  changes: z.array(BudgetFitChangeSchema),
  /** The planner input with the changes made: the one button applies exactly this. */
  input: PlannerInputSchema.nullable(),
});
export type BudgetFit = z.infer<typeof BudgetFitSchema>;

export const RecommendationSchema = z.object({
  budget: money,
  totalCost: money,
  costBreakdown: CostBreakdownSchema,
  itinerary: z.array(ItineraryDaySchema),
  budgetStatus: z.enum(BUDGET_STATUSES),
  travelerInfo: z.object({
    partySize: z.number().int(),
    age: z.number().int(),
    nationality: z.string(),
    travelStyle: z.string(),
    experienceLevel: z.string(),
    days: z.number().int(),
    nights: z.number().int(),
  }),
  /** The recommended split of the budget (25/30/25/15/5) and what the plan actually spends. */
  budgetSplit: BudgetSplitSchema,
  actualSplit: BudgetSplitSchema,
  /** Budget minus total cost; negative when over budget. */
  remainingBudget: money,
  upsells: z.array(UpsellSchema),
  /** Getting to Siem Reap and back: the outbound and the return leg. */
  journeys: z.array(JourneyLegSchema),
  /** Only for an over-budget plan; null otherwise. */
  budgetFit: BudgetFitSchema.nullable(),
});
export type Recommendation = z.infer<typeof RecommendationSchema>;

/* Saved plans (an account's trip plans) and the PDF export. */

export const PLAN_TITLE_MAX = 120;
/** How many plans one account keeps. */
export const SAVED_PLANS_MAX = 50;
export const SAVED_PLANS_PAGE_SIZE = 10;

const title = z
  .string({ error: 'field-invalid' })
  .trim()
  .min(1, { error: 'field-required' })
  .max(PLAN_TITLE_MAX, { error: 'plan-title-too-long' });

export const PlanCreateSchema = z.strictObject(
  { ...plannerInputShape, title: title.optional() },
  { error: 'field-unknown' },
);
export type PlanCreate = z.infer<typeof PlanCreateSchema>;

export const PlanExportSchema = z.strictObject(
  {
    ...plannerInputShape,
    title: title.optional(),
    lang: LangSchema.default('en'),
    /** The user's date, which names the file (camtour-plan-YYYY-MM-DD.pdf). */
    date: z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, { error: 'field-invalid' })
      .refine(
        (d) =>
          !Number.isNaN(Date.parse(`${d}T00:00:00Z`)) &&
          new Date(`${d}T00:00:00Z`).toISOString().startsWith(d),
        {
          error: 'field-invalid',
        },
      )
      .optional(),
  },
  { error: 'field-unknown' },
);
export type PlanExport = z.infer<typeof PlanExportSchema>;

/** The export's file, named by the date (document 3 §9). */
export const planPdfFileName = (date: string) => `camtour-plan-${date}.pdf`;

/**
 * The PDF's bytes (a Node Buffer is a Uint8Array). The server sends them as they are, without
 * the zod serializer; the schema is there for the OpenAPI document (a binary application/pdf body).
 */
export const PlanPdfSchema = z
  .custom<Uint8Array>((v) => v instanceof Uint8Array)
  .meta({ type: 'string', format: 'binary', description: 'The plan as an A4 PDF' });

export const SavedPlanSummarySchema = z.object({
  id: z.number().int(),
  title: z.string().nullable(),
  budget: money,
  total_cost: money,
  budget_status: z.enum(BUDGET_STATUSES),
  days: z.number().int(),
  nights: z.number().int(),
  party_size: z.number().int(),
  created_at: z.string(),
});
export type SavedPlanSummary = z.infer<typeof SavedPlanSummarySchema>;

export const SavedPlanSchema = SavedPlanSummarySchema.extend({
  input: PlannerInputSchema,
  recommendation: RecommendationSchema,
});
export type SavedPlan = z.infer<typeof SavedPlanSchema>;

export const SavedPlanListSchema = z.object({
  plans: z.array(SavedPlanSummarySchema),
  pagination: PagePaginationSchema,
});
export type SavedPlanList = z.infer<typeof SavedPlanListSchema>;

export const SavedPlansQuerySchema = z.object({
  page: PageSchema.default(1),
  lang: LangSchema.default('en'),
});
export const SavedPlanParamsSchema = z.object({ id: IdSchema });
export const SavedPlanQuerySchema = z.object({ lang: LangSchema.default('en') });
