import { describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import {
  FEEDBACK_COMMENT_MAX,
  FEEDBACK_COMMENT_MIN,
  FEEDBACK_USER_AGENT_MAX,
  FeedbackCommentSchema,
  FeedbackFormSchema,
  FeedbackRequestSchema,
} from './feedback';

const ok = 'Great site, thanks!';

/** The first error key of a refused input: what the form shows. */
const firstError = (schema: ZodType, input: unknown) => {
  const r = schema.safeParse(input);
  expect(r.success, JSON.stringify(input)?.slice(0, 80)).toBe(false);
  const issue = r.error!.issues[0]!;
  return [issue.path.join('.'), issue.message];
};

describe('FeedbackCommentSchema', () => {
  it('is 10 to 1000 characters after trimming', () => {
    expect(FEEDBACK_COMMENT_MIN).toBe(10);
    expect(FEEDBACK_COMMENT_MAX).toBe(1000);
  });

  it.each([undefined, null, 5, '', ' ', '   \n\t  '])(
    'asks for a comment first when there is none: %j',
    (input) => {
      expect(firstError(FeedbackCommentSchema, input)).toEqual(['', 'please-enter-comment']);
    },
  );

  it.each(['short', 'a'.repeat(9), '  abcdefghi  ', `${' '.repeat(20)}abc`])(
    'refuses %j as comment-too-short (counted after trimming)',
    (input) => {
      const r = FeedbackCommentSchema.safeParse(input);
      expect(r.error?.issues.map((i) => i.message)).toEqual(['comment-too-short']);
    },
  );

  it('accepts exactly 10 and exactly 1000 characters, trimmed', () => {
    expect(FeedbackCommentSchema.parse('a'.repeat(10))).toBe('a'.repeat(10));
    expect(FeedbackCommentSchema.parse(` ${'a'.repeat(10)} `)).toBe('a'.repeat(10));
    expect(FeedbackCommentSchema.parse('a'.repeat(1000))).toBe('a'.repeat(1000));
    expect(FeedbackCommentSchema.parse(`  ${'a'.repeat(1000)}\n`)).toBe('a'.repeat(1000));
  });

  it('refuses 1001 characters as comment-too-long', () => {
    const r = FeedbackCommentSchema.safeParse('a'.repeat(1001));
    expect(r.error?.issues.map((i) => i.message)).toEqual(['comment-too-long']);
  });

  it('accepts a Khmer comment', () => {
    expect(FeedbackCommentSchema.parse(' ខ្ញុំចូលចិត្តគេហទំព័រនេះ ')).toBe('ខ្ញុំចូលចិត្តគេហទំព័រនេះ');
  });
});

describe('FeedbackRequestSchema', () => {
  it("defaults the page to 'about'", () => {
    expect(FeedbackRequestSchema.parse({ comment: `  ${ok}  ` })).toEqual({
      comment: ok,
      page: 'about',
    });
  });

  it('keeps the page, user agent and timestamp it is given', () => {
    const input = {
      comment: ok,
      page: 'about',
      user_agent: 'Mozilla/5.0',
      timestamp: '2025-01-01T00:00:00.000Z',
    };
    expect(FeedbackRequestSchema.parse(input)).toEqual(input);
  });

  it('names the comment field when it is missing or blank', () => {
    expect(firstError(FeedbackRequestSchema, {})).toEqual(['comment', 'please-enter-comment']);
    expect(firstError(FeedbackRequestSchema, { comment: '   ' })).toEqual([
      'comment',
      'please-enter-comment',
    ]);
  });

  it('refuses a page other than about', () => {
    expect(firstError(FeedbackRequestSchema, { comment: ok, page: 'home' })).toEqual([
      'page',
      'field-invalid-option',
    ]);
  });

  it('takes a user agent of up to 512 characters', () => {
    const max = 'u'.repeat(FEEDBACK_USER_AGENT_MAX);
    expect(FEEDBACK_USER_AGENT_MAX).toBe(512);
    expect(FeedbackRequestSchema.parse({ comment: ok, user_agent: max }).user_agent).toBe(max);
    expect(firstError(FeedbackRequestSchema, { comment: ok, user_agent: `${max}u` })).toEqual([
      'user_agent',
      'field-too-large',
    ]);
    expect(firstError(FeedbackRequestSchema, { comment: ok, user_agent: 5 })).toEqual([
      'user_agent',
      'field-invalid',
    ]);
  });

  it('takes a timestamp as a string or epoch milliseconds, nothing else', () => {
    expect(
      FeedbackRequestSchema.parse({ comment: ok, timestamp: 1_700_000_000_000 }),
    ).toMatchObject({ timestamp: 1_700_000_000_000 });
    expect(FeedbackRequestSchema.parse({ comment: ok, timestamp: '2025-01-01' })).toMatchObject({
      timestamp: '2025-01-01',
    });
    expect(firstError(FeedbackRequestSchema, { comment: ok, timestamp: true })).toEqual([
      'timestamp',
      'field-invalid',
    ]);
    expect(firstError(FeedbackRequestSchema, { comment: ok, timestamp: { at: 1 } })).toEqual([
      'timestamp',
      'field-invalid',
    ]);
    expect(firstError(FeedbackRequestSchema, { comment: ok, timestamp: 'x'.repeat(41) })).toEqual([
      'timestamp',
      'field-too-large',
    ]);
  });
});

describe('FeedbackFormSchema', () => {
  it('checks the comment as the request does', () => {
    expect(FeedbackFormSchema.parse({ comment: ` ${ok} ` })).toEqual({ comment: ok });
    expect(firstError(FeedbackFormSchema, { comment: '' })).toEqual([
      'comment',
      'please-enter-comment',
    ]);
  });
});
