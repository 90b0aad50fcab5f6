import { khqrAmount } from '@camtour/shared/domain/khqr';
import type { Currency } from '@camtour/shared/domain/checkout';
import type { Lang } from '@camtour/shared/schemas/common';
import { escapeHtml, mailFont } from '../../lib/html';
import type { Mail } from '../../plugins/mail';

const LOCALE: Record<Lang, string> = { en: 'en-US', km: 'km-KH' };

const WORDS = {
  en: {
    subject: 'We received your CamTour payment but could not make the order',
    hello: (name: string) => (name ? `Hello ${name},` : 'Hello,'),
    body: (amount: string, bill: string) =>
      `Your Bakong payment of ${amount} (bill ${bill}) reached us, but we could not turn it into an order: an item you chose was no longer available.`,
    next: 'Nothing more is needed from you. Our staff will send the whole amount back to the Bakong account you paid from, usually within two working days, and e-mail you the transfer reference.',
    footer:
      'CamTour, Siem Reap, Cambodia. Questions? Reply to this e-mail or write to support@camtour.example.',
  },
  km: {
    subject: 'យើងបានទទួលការទូទាត់ CamTour របស់អ្នក ប៉ុន្តែមិនអាចបង្កើតការបញ្ជាទិញបានទេ',
    hello: (name: string) => (name ? `សួស្តី ${name}` : 'សួស្តី'),
    body: (amount: string, bill: string) =>
      `ការទូទាត់តាម Bakong ចំនួន ${amount} (វិក្កយបត្រ ${bill}) របស់អ្នកបានមកដល់យើងហើយ ប៉ុន្តែយើងមិនអាចបង្កើតជាការបញ្ជាទិញបានទេ ព្រោះទំនិញដែលអ្នកបានជ្រើសរើសលែងមានលក់ហើយ។`,
    next: 'អ្នកមិនចាំបាច់ធ្វើអ្វីបន្ថែមទៀតទេ។ បុគ្គលិករបស់យើងនឹងផ្ទេរប្រាក់ទាំងអស់ត្រឡប់ទៅគណនី Bakong ដែលអ្នកបានបង់ វិញ ជាធម្មតាក្នុងរយៈពេលពីរថ្ងៃធ្វើការ ហើយនឹងផ្ញើលេខយោងនៃការផ្ទេរប្រាក់មកអ្នកតាមអ៊ីមែល។',
    footer: 'CamTour សៀមរាប កម្ពុជា។ មានសំណួរ? សូមឆ្លើយតបអ៊ីមែលនេះ ឬសរសេរមក support@camtour.example។',
  },
} as const;

/** A paid KHQR payment that could not become its order: what happened and what staff will do. */
export function paymentNoOrderMail(args: {
  to: string;
  name: string;
  lang: Lang;
  totalCents: number;
  currency: Currency;
  billNumber: string;
}): Mail {
  const w = WORDS[args.lang];
  const amount = new Intl.NumberFormat(LOCALE[args.lang], {
    style: 'currency',
    currency: args.currency,
    maximumFractionDigits: args.currency === 'KHR' ? 0 : 2,
  }).format(khqrAmount(args.totalCents, args.currency));
  const paragraphs = [w.hello(args.name), w.body(amount, args.billNumber), w.next];
  const html = `<!doctype html><html lang="${args.lang}"><body style="font-family:${mailFont(args.lang)};line-height:1.7;color:#1f2937">
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p style="font-size:13px;color:#6b7280">${escapeHtml(w.footer)}</p></body></html>`;
  return {
    to: args.to,
    subject: w.subject,
    text: [...paragraphs, '', w.footer].join('\n\n'),
    html,
    links: [],
  };
}
