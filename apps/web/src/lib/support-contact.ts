/**
 * The shop's one contact: the footer's contact column and the checkout's support links
 * (document 2 §2 "support contact links") show the same address and number.
 */
export const SUPPORT_EMAIL = 'hello@camtour.example';
export const SUPPORT_PHONE = '+855 12 345 678';
