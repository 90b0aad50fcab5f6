import type { Lang } from '../../constants';

const KHMER = /[\u1780-\u17FF\u19E0-\u19FF]/gu;
const LATIN = /[a-z\u00C0-\u024F]/giu;

/**
 * The language of a question by its script: Khmer when Khmer letters are at least a third of the
 * letters (a Khmer question often names "Angkor Wat" or "KHQR" in Latin letters). `undefined`
 * when it has no letters at all ("3?", "$$"): the caller decides from the conversation.
 */
export function scriptLang(text: string): Lang | undefined {
  const khmer = text.match(KHMER)?.length ?? 0;
  const latin = text.match(LATIN)?.length ?? 0;
  if (khmer === 0 && latin === 0) return undefined;
  return khmer * 2 >= latin ? 'km' : 'en';
}

/** The answer's language: the question's script, else the last user turn's, else the page's. */
export function replyLang(
  message: string,
  context: readonly { role: string; content: string }[],
  pageLang: Lang | undefined,
): Lang {
  const own = scriptLang(message);
  if (own) return own;
  for (let i = context.length - 1; i >= 0; i -= 1) {
    const entry = context[i]!;
    if (entry.role !== 'user') continue;
    const lang = scriptLang(entry.content);
    if (lang) return lang;
  }
  return pageLang ?? 'en';
}
