import type { Lang } from '@camtour/shared/schemas/common';
import type { Mail } from '../plugins/mail';
import { escapeHtml } from './html';

/**
 * A booking request's plain mail (D12 and hotel requests): the same lines as text and as one
 * paragraph each in HTML, in the reader's language. Requests carry no links: the hotel or the
 * operator answers by replying.
 */
export function bookingMail(
  to: string,
  lang: Lang,
  subject: string,
  lines: string[],
  /** A list of fields (the recipient's copy to act on) reads best one per line. */
  separator: '\n\n' | '\n' = '\n\n',
): Mail {
  return {
    to,
    subject,
    text: lines.join(separator),
    html: `<!doctype html><html lang="${lang}"><body>${lines.map((l) => `<p>${escapeHtml(l)}</p>`).join('')}</body></html>`,
    links: [],
  };
}
