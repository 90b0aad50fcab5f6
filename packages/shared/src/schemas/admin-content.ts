import { z } from '../zod';
import { PROMO_CODE_MAX_LENGTH, normalizePromoCode } from '../domain/promo';
import { PROMO_STATES, shopDayToInstant } from '../domain/promo-state';
import { IdSchema, PagePaginationSchema, PageSchema } from './common';

/*
 * Schemas of the back office's content screens (issue 16, DECISIONS D15): promo codes, review
 * moderation and the inbox (feedback and booking requests). One section per area.
 */

const SearchSchema = z
  .string()
  .trim()
  .min(1, { error: 'field-required' })
  .max(100, { error: 'field-too-large' });

export const IdParamsSchema = z.object({ id: IdSchema });

/* ========== promo codes: /api/admin/promo-codes ========== */

export const PROMO_PAGE_SIZE = 30;
export const PROMO_USES_PAGE_SIZE = 30;
/** Generous, and far below what an int column holds. */
export const PROMO_LIMIT_MAX = 1_000_000;

export const PromoStateSchema = z.enum(PROMO_STATES);

export const PromoCodesQuerySchema = z.object({
  /** Any part of the code, any case. */
  search: SearchSchema.optional(),
  state: z.enum(PROMO_STATES, { error: 'field-invalid-option' }).optional(),
  page: PageSchema.default(1),
});
export type PromoCodesQuery = z.input<typeof PromoCodesQuerySchema>;
export type PromoCodesQueryParsed = z.output<typeof PromoCodesQuerySchema>;

/**
 * A start or end: a Phnom Penh day (`2026-03-01`; an end includes its whole day) or an exact
 * instant with an offset; null for none.
 */
/** A missing term is "required" (null is how to say "none"); a wrong one "invalid". */
const requiredOrInvalid = (issue: { input?: unknown }) =>
  issue.input === undefined ? 'field-required' : 'field-invalid';

const promoDate = (end: boolean) =>
  z
    .union([z.iso.date(), z.iso.datetime({ offset: true })], { error: requiredOrInvalid })
    .transform((v) => (v.length === 10 ? shopDayToInstant(v, end) : new Date(v)))
    .nullable();

const promoLimit = z
  .number({ error: requiredOrInvalid })
  .int({ error: 'field-invalid' })
  .min(1, { error: 'field-too-small' })
  .max(PROMO_LIMIT_MAX, { error: 'field-too-large' })
  .nullable();

const promoTerms = {
  percent: z
    .number({ error: 'field-required' })
    .int({ error: 'field-invalid' })
    .min(1, { error: 'field-too-small' })
    .max(100, { error: 'field-too-large' }),
  starts_at: promoDate(false),
  ends_at: promoDate(true),
  max_uses: promoLimit,
  max_uses_per_customer: promoLimit,
};

const startsBeforeEnds = (v: { starts_at: Date | null; ends_at: Date | null }) =>
  !v.starts_at || !v.ends_at || v.starts_at < v.ends_at;
const startsBeforeEndsIssue = { error: 'promo-ends-before-starts', path: ['ends_at'] };

/** The code is stored as checkout compares it: trimmed and upper case. */
export const PromoCodeTextSchema = z
  .string({ error: 'field-required' })
  .trim()
  .min(1, { error: 'field-required' })
  .max(PROMO_CODE_MAX_LENGTH, { error: 'field-too-large' })
  .transform(normalizePromoCode)
  .pipe(z.string().regex(/^[A-Z0-9_-]+$/, { error: 'promo-code-format' }));

export const PromoCodeCreateSchema = z
  .object({ code: PromoCodeTextSchema, ...promoTerms, active: z.boolean().default(true) })
  .refine(startsBeforeEnds, startsBeforeEndsIssue);
export type PromoCodeCreateInput = z.input<typeof PromoCodeCreateSchema>;
export type PromoCodeCreate = z.output<typeof PromoCodeCreateSchema>;

/** Every term at once (a PUT): a limit or date left out is an error, null removes it. */
export const PromoCodeUpdateSchema = z
  .object(promoTerms)
  .refine(startsBeforeEnds, startsBeforeEndsIssue);
export type PromoCodeUpdateInput = z.input<typeof PromoCodeUpdateSchema>;
export type PromoCodeUpdate = z.output<typeof PromoCodeUpdateSchema>;

export const PromoCodeSchema = z.object({
  id: z.number().int(),
  code: z.string(),
  percent: z.number().int(),
  active: z.boolean(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  max_uses: z.number().int().nullable(),
  max_uses_per_customer: z.number().int().nullable(),
  uses: z.number().int(),
  created_at: z.string(),
  /** As checkout would see the code now. */
  state: PromoStateSchema,
});
export type PromoCode = z.infer<typeof PromoCodeSchema>;

export const PromoCodesPageSchema = z.object({
  promo_codes: z.array(PromoCodeSchema),
  pagination: PagePaginationSchema,
});
export type PromoCodesPage = z.infer<typeof PromoCodesPageSchema>;

export const PromoUsesQuerySchema = z.object({ page: PageSchema.default(1) });

export const PromoUseSchema = z.object({
  order_no: z.string(),
  email: z.string(),
  order_status: z.string(),
  /** What the code took off the order, in cents. */
  discount_cents: z.number().int(),
  created_at: z.string(),
});
export type PromoUse = z.infer<typeof PromoUseSchema>;

export const PromoUsesPageSchema = z.object({
  code: z.string(),
  uses: z.array(PromoUseSchema),
  pagination: PagePaginationSchema,
});
export type PromoUsesPage = z.infer<typeof PromoUsesPageSchema>;

/* ========== reviews: /api/admin/reviews ========== */

export const REVIEWS_PAGE_SIZE = 30;
export const REVIEW_KINDS = ['product', 'location', 'hotel'] as const;
export type ReviewKind = (typeof REVIEW_KINDS)[number];
export const REVIEW_STATES = ['visible', 'hidden', 'all'] as const;

export const ReviewsQuerySchema = z.object({
  kind: z.enum(REVIEW_KINDS, { error: 'field-invalid-option' }).default('product'),
  state: z.enum(REVIEW_STATES, { error: 'field-invalid-option' }).default('all'),
  /** Any part of the comment, the rater's name or e-mail. */
  search: SearchSchema.optional(),
  page: PageSchema.default(1),
});
export type ReviewsQuery = z.input<typeof ReviewsQuerySchema>;
export type ReviewsQueryParsed = z.output<typeof ReviewsQuerySchema>;

export const ReviewParamsSchema = z.object({
  kind: z.enum(REVIEW_KINDS, { error: 'field-invalid-option' }),
  id: IdSchema,
});

export const AdminReviewSchema = z.object({
  id: z.number().int(),
  kind: z.enum(REVIEW_KINDS),
  /** The product's or the location's id. */
  target_id: z.number().int(),
  target_name_en: z.string(),
  target_name_km: z.string(),
  star: z.number().int(),
  comment: z.string(),
  rater_name: z.string(),
  rater_email: z.string(),
  created_at: z.string(),
  hidden_at: z.string().nullable(),
});
export type AdminReview = z.infer<typeof AdminReviewSchema>;

export const AdminReviewsPageSchema = z.object({
  reviews: z.array(AdminReviewSchema),
  pagination: PagePaginationSchema,
});
export type AdminReviewsPage = z.infer<typeof AdminReviewsPageSchema>;

/* ========== inbox: /api/admin/inbox ========== */

export const INBOX_PAGE_SIZE = 30;
export const INBOX_BOXES = ['feedback', 'bookings', 'hotel-bookings'] as const;
export type InboxBox = (typeof INBOX_BOXES)[number];
export const INBOX_STATES = ['unread', 'unhandled', 'all'] as const;
/** What staff can do to an item; `handled` also reads it, `unread` also un-handles it. */
export const INBOX_MARKS = ['read', 'unread', 'handled', 'unhandled'] as const;
export type InboxMark = (typeof INBOX_MARKS)[number];

export const InboxQuerySchema = z.object({
  state: z.enum(INBOX_STATES, { error: 'field-invalid-option' }).default('all'),
  page: PageSchema.default(1),
});
export type InboxQuery = z.input<typeof InboxQuerySchema>;
export type InboxQueryParsed = z.output<typeof InboxQuerySchema>;

/** The tabs' badges: over the whole box, whatever the filter. */
export const InboxCountsSchema = z.object({
  unread: z.number().int(),
  unhandled: z.number().int(),
});
export type InboxCounts = z.infer<typeof InboxCountsSchema>;

const inboxMarks = {
  read_at: z.string().nullable(),
  handled_at: z.string().nullable(),
  created_at: z.string(),
};

export const InboxFeedbackSchema = z.object({
  id: z.number().int(),
  comment: z.string(),
  page: z.string(),
  user_agent: z.string().nullable(),
  /** The account that sent it, if any (null once the account is deleted). */
  user_id: z.number().int().nullable(),
  user_name: z.string().nullable(),
  user_email: z.string().nullable(),
  ...inboxMarks,
});
export type InboxFeedback = z.infer<typeof InboxFeedbackSchema>;

export const InboxFeedbackPageSchema = z.object({
  items: z.array(InboxFeedbackSchema),
  counts: InboxCountsSchema,
  pagination: PagePaginationSchema,
});
export type InboxFeedbackPage = z.infer<typeof InboxFeedbackPageSchema>;

export const InboxBookingSchema = z.object({
  id: z.number().int(),
  activity_id: z.number().int(),
  activity_name_en: z.string(),
  activity_name_km: z.string(),
  location_id: z.number().int(),
  location_name_en: z.string(),
  location_name_km: z.string(),
  name: z.string(),
  email: z.string(),
  /** The day asked for, `YYYY-MM-DD`. */
  date: z.string(),
  party_size: z.number().int(),
  note: z.string(),
  lang: z.string(),
  ...inboxMarks,
});
export type InboxBooking = z.infer<typeof InboxBookingSchema>;

export const InboxBookingsPageSchema = z.object({
  items: z.array(InboxBookingSchema),
  counts: InboxCountsSchema,
  pagination: PagePaginationSchema,
});
export type InboxBookingsPage = z.infer<typeof InboxBookingsPageSchema>;

/** A request to book a hotel room (issue 18, decision 029). */
export const InboxHotelBookingSchema = z.object({
  id: z.number().int(),
  hotel_id: z.number().int(),
  hotel_name_en: z.string(),
  hotel_name_km: z.string(),
  room_type_id: z.number().int(),
  room_title_en: z.string(),
  room_title_km: z.string(),
  /** `YYYY-MM-DD` days. */
  check_in: z.string(),
  check_out: z.string(),
  nights: z.number().int(),
  guests: z.number().int(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  note: z.string(),
  lang: z.string(),
  ...inboxMarks,
});
export type InboxHotelBooking = z.infer<typeof InboxHotelBookingSchema>;

export const InboxHotelBookingsPageSchema = z.object({
  items: z.array(InboxHotelBookingSchema),
  counts: InboxCountsSchema,
  pagination: PagePaginationSchema,
});
export type InboxHotelBookingsPage = z.infer<typeof InboxHotelBookingsPageSchema>;

/* ========== end of inbox ========== */
