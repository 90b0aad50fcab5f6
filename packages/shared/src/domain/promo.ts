/** Promo codes are case-insensitive (document 2 §5): stored and compared upper case. */
export function normalizePromoCode(value: string): string {
  return value.trim().toUpperCase();
}

export const PROMO_CODE_MAX_LENGTH = 40;

export interface PromoRule {
  percent: number;
  active: boolean;
  starts_at: Date | null;
  ends_at: Date | null;
  max_uses: number | null;
  max_uses_per_customer: number | null;
  uses: number;
}

/**
 * Why a code cannot be used now by a customer who has used it `customerUses`
 * times; null when it can. The server runs this under a row lock on the code
 * when the order is placed, so a last use cannot be taken twice.
 */
export function promoProblem(
  promo: PromoRule,
  now: Date,
  customerUses: number,
): 'invalid-promo-code' | 'promo-code-used-up' | null {
  if (!promo.active) return 'invalid-promo-code';
  if (promo.starts_at && now < promo.starts_at) return 'invalid-promo-code';
  if (promo.ends_at && now >= promo.ends_at) return 'invalid-promo-code';
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return 'promo-code-used-up';
  if (promo.max_uses_per_customer !== null && customerUses >= promo.max_uses_per_customer)
    return 'promo-code-used-up';
  return null;
}

/**
 * Characters that show nothing (or nothing on their own) yet make two addresses differ:
 * format and control characters (zero-width space, joiner and non-joiner, BOM, soft hyphen,
 * bidi controls…), every default-ignorable code point (variation selectors, Hangul fillers…)
 * and the blank braille pattern. Migration 0019 strips the same set in SQL.
 */
const INVISIBLE_ALL = /[\p{Cf}\p{Cc}\p{Default_Ignorable_Code_Point}\u2800]/gu;
/** The same without control characters: a tab or line break at the ends is only trimmed. */
const HIDDEN = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u2800]/u;

/** Domains one mailbox answers under, and the name the key gives them. */
const GMAIL_DOMAINS: Record<string, string> = {
  'gmail.com': 'gmail.com',
  'googlemail.com': 'gmail.com',
};

/**
 * Who "once per customer" counts (DECISIONS D7): the address reduced to the mailbox it reaches,
 * so `A.B+x@GoogleMail.com.` and `ab@gmail.com` are one customer. NFKC-normalised, invisible
 * characters dropped, trimmed, lower-case; the domain loses its trailing dot(s), the local part
 * its `+tag`; Gmail ignores dots in the local part and googlemail.com is gmail.com.
 *
 * For promo limits only: the order keeps the address as typed (ownership, lookup, retries).
 * Idempotent: a key gives itself. Migration 0019 rewrites stored keys with the same steps in SQL.
 */
export function promoCustomerKey(email: string): string {
  const v = email
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFKC')
    .replace(INVISIBLE_ALL, '')
    .trim();
  const at = v.lastIndexOf('@');
  if (at < 0) return v;
  const trimmedDomain = v.slice(at + 1).replace(/\.+$/, '');
  const gmail = GMAIL_DOMAINS[trimmedDomain];
  const domain = gmail ?? trimmedDomain;
  let local = v.slice(0, at);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (gmail) local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * What checkout refuses on top of the e-mail rule of document 1 §5 (`email-invalid`): an address
 * with invisible characters anywhere (even at its ends), whitespace or control characters inside,
 * two dots in a row, a dot at either end of the local part, or a domain that starts or ends with
 * a dot. Checked on the NFKC form, so full-width dots count as dots. Null when none applies.
 */
export function disguisedEmailError(value: string): 'email-invalid' | null {
  if (HIDDEN.test(value)) return 'email-invalid';
  const v = value.normalize('NFKC').trim();
  if (/[\s\p{Z}\p{Cc}]/u.test(v) || v.includes('..')) return 'email-invalid';
  const at = v.lastIndexOf('@');
  if (at < 0) return null;
  const local = v.slice(0, at);
  const domain = v.slice(at + 1);
  if (local.startsWith('.') || local.endsWith('.')) return 'email-invalid';
  if (domain.startsWith('.') || domain.endsWith('.')) return 'email-invalid';
  return null;
}
