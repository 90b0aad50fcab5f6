/**
 * The blind evaluation set's shape (eval/chatbot-blind-set.ts): the size, languages, follow-ups
 * and unknowables the issue asks for, unique ids, a must check on every case, and requests the
 * API accepts. Data only: no server.
 */
import { ChatbotRequestSchema } from '@camtour/shared/schemas/chatbot';
import { describe, expect, it } from 'vitest';
import { BLIND_CASES, BLIND_KINDS, blindSetProblems } from '../../eval/chatbot-blind-set';

const KHMER = /[\u1780-\u17FF]/;

describe('the blind chatbot evaluation set', () => {
  it('has 80 cases, 40 of them in Khmer', () => {
    expect(BLIND_CASES).toHaveLength(80);
    expect(BLIND_CASES.filter((c) => c.lang === 'km')).toHaveLength(40);
    expect(BLIND_CASES.filter((c) => c.lang === 'en')).toHaveLength(40);
  });

  it('writes Khmer cases in Khmer (or romanised Khmer) and English ones without Khmer script', () => {
    for (const c of BLIND_CASES) {
      if (c.lang === 'en') expect(KHMER.test(c.message), c.id).toBe(false);
    }
    const khmerScript = BLIND_CASES.filter((c) => c.lang === 'km' && KHMER.test(c.message));
    expect(khmerScript.length).toBeGreaterThanOrEqual(36);
  });

  it('has at least 12 follow-ups with a context and at least 8 unknowables', () => {
    const followUps = BLIND_CASES.filter((c) => c.kind === 'follow-up');
    expect(followUps.length).toBeGreaterThanOrEqual(12);
    for (const c of followUps) {
      expect(c.context?.length, c.id).toBeGreaterThan(0);
      expect(c.context!.at(-1)!.role, c.id).toBe('assistant');
    }
    expect(BLIND_CASES.filter((c) => c.kind === 'unknowable').length).toBeGreaterThanOrEqual(8);
  });

  it('has unique ids, known kinds and at least one must check on every case', () => {
    expect(new Set(BLIND_CASES.map((c) => c.id)).size).toBe(BLIND_CASES.length);
    for (const c of BLIND_CASES) {
      expect(BLIND_KINDS, c.id).toContain(c.kind);
      expect(c.must.length, c.id).toBeGreaterThan(0);
    }
  });

  it('asks what the API accepts', () => {
    for (const c of BLIND_CASES) {
      const request = { message: c.message, context: c.context ?? [], lang: c.lang };
      expect(ChatbotRequestSchema.safeParse(request).success, c.id).toBe(true);
    }
  });

  it('passes the runner’s own check of the set', () => {
    expect(blindSetProblems()).toEqual([]);
  });
});
