import type { Lang } from '@camtour/shared/schemas/common';

/** Text made safe for HTML content and attribute values. */
export const escapeHtml = (s: string): string =>
  s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The font stack of an e-mail in this language: Khmer needs a Khmer face first. */
export const mailFont = (lang: Lang): string =>
  lang === 'km' ? "'Kantumruy Pro','Noto Sans Khmer',sans-serif" : 'Inter,Arial,sans-serif';
