import { z } from '../zod';

/** Document 1 §5 and §9: a comment of 10 to 1000 characters after trimming. */
export const FEEDBACK_COMMENT_MIN = 10;
export const FEEDBACK_COMMENT_MAX = 1000;
/** DECISIONS D11: 5 per hour per client IP. */
export const FEEDBACK_PER_HOUR = 5;
/** Document 1 §9: the success message shows 5 s, an error 10 s. */
export const FEEDBACK_SUCCESS_MS = 5000;
export const FEEDBACK_ERROR_MS = 10_000;
/** Where a feedback form lives; document 1 §3 names only 'about'. */
export const FEEDBACK_PAGES = ['about'] as const;
export const FEEDBACK_USER_AGENT_MAX = 512;

export const FeedbackCommentSchema = z
  .string({ error: 'please-enter-comment' })
  .trim()
  // A blank comment is only "please enter" (not also "too short"): the form shows the first key.
  .min(1, { error: 'please-enter-comment', abort: true })
  .min(FEEDBACK_COMMENT_MIN, { error: 'comment-too-short' })
  .max(FEEDBACK_COMMENT_MAX, { error: 'comment-too-long' });

/** The last instant a JavaScript Date can hold, in epoch milliseconds. */
const EPOCH_MS_MAX = 8_640_000_000_000_000;

/** POST /api/web/feedback (document 1 §3, §7): comment, page, user_agent, timestamp. */
export const FeedbackRequestSchema = z.object({
  comment: FeedbackCommentSchema,
  page: z.enum(FEEDBACK_PAGES, { error: 'field-invalid-option' }).default('about'),
  /** What the page reports; the server stores the request's own header when this is absent. */
  user_agent: z
    .string({ error: 'field-invalid' })
    .max(FEEDBACK_USER_AGENT_MAX, { error: 'field-too-large' })
    .optional(),
  /** The page's clock (ISO 8601 or epoch ms): kept for reference only, never trusted. */
  timestamp: z
    .union(
      [z.string().max(40, { error: 'field-too-large' }), z.number().min(0).max(EPOCH_MS_MAX)],
      {
        error: 'field-invalid',
      },
    )
    .optional(),
});
export type FeedbackRequest = z.input<typeof FeedbackRequestSchema>;

export const FeedbackFormSchema = z.object({ comment: FeedbackCommentSchema });

export const FeedbackSentSchema = z.object({ id: z.number().int() });
export type FeedbackSent = z.infer<typeof FeedbackSentSchema>;
