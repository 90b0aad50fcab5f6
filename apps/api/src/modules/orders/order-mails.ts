import type { Lang } from '@camtour/shared/schemas/common';
import type { Order } from '@camtour/shared/schemas/orders';
import type { Mail } from '../../plugins/mail';
import { deliveryOption } from './delivery-options';
import { escapeHtml, mailFont } from '../../lib/html';

const LOCALE: Record<Lang, string> = { en: 'en-US', km: 'km-KH' };

function usd(cents: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], { style: 'currency', currency: 'USD' }).format(
    cents / 100,
  );
}

function khr(riel: number, lang: Lang): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    style: 'currency',
    currency: 'KHR',
    maximumFractionDigits: 0,
  }).format(riel);
}

const WORDS = {
  en: {
    placedSubject: (no: string) => `Your CamTour order ${no}`,
    cancelledSubject: (no: string) => `Your CamTour order ${no} was cancelled`,
    linkSubject: (no: string) => `The link to your CamTour order ${no}`,
    hello: (name: string) => `Hello ${name},`,
    placed: 'Thank you for your order. We will call you before we deliver it.',
    cancelled:
      'Your order has been cancelled and nothing more will be delivered. Items are back in stock.',
    refund: 'You paid for this order already: we will refund the payment to your Bakong account.',
    linkIntro: 'Here is the link to your order, as you asked.',
    statusSubject: (no: string, status: string) => `Your CamTour order ${no}: ${status}`,
    statusNames: {
      processing: 'being prepared',
      shipped: 'on its way',
      delivered: 'delivered',
      completed: 'completed',
    },
    status: {
      processing: 'We are preparing your order now. We will let you know when it leaves.',
      shipped: 'Your order has left our shop and is on its way to you.',
      delivered: 'Your order has been delivered. Thank you for shopping with CamTour!',
      completed: 'Your order is complete. Thank you for shopping with CamTour!',
    },
    refundedSubject: (no: string) => `Your CamTour order ${no} was refunded`,
    refunded: (reference: string) =>
      `We have refunded your payment for this order to your Bakong account. Refund reference: ${reference}.`,
    orderNo: 'Order number',
    lines: 'Items',
    subtotal: 'Subtotal',
    tax: 'Tax (5%)',
    delivery: 'Delivery',
    discount: 'Discount',
    total: 'Total',
    totalKhr: 'Total in riel',
    payment: 'Payment',
    currency: 'Currency',
    address: 'Deliver to',
    methods: { cash_on_delivery: 'Cash on delivery', bakong: 'Bakong KHQR' },
    action: 'View your order',
    footer:
      'CamTour, Siem Reap, Cambodia. Questions? Reply to this e-mail or write to support@camtour.example.',
  },
  km: {
    placedSubject: (no: string) => `ការបញ្ជាទិញ CamTour របស់អ្នក ${no}`,
    cancelledSubject: (no: string) => `ការបញ្ជាទិញ CamTour ${no} របស់អ្នកត្រូវបានលុបចោល`,
    linkSubject: (no: string) => `តំណទៅកាន់ការបញ្ជាទិញ CamTour ${no} របស់អ្នក`,
    hello: (name: string) => `សួស្តី ${name}`,
    placed: 'សូមអរគុណសម្រាប់ការបញ្ជាទិញរបស់អ្នក។ យើងនឹងទូរស័ព្ទមកអ្នកមុនពេលដឹកជញ្ជូន។',
    cancelled: 'ការបញ្ជាទិញរបស់អ្នកត្រូវបានលុបចោល ហើយនឹងមិនមានការដឹកជញ្ជូនទៀតទេ។ ទំនិញត្រូវបានដាក់ត្រឡប់ចូលស្តុកវិញ។',
    refund: 'អ្នកបានបង់ប្រាក់សម្រាប់ការបញ្ជាទិញនេះរួចហើយ៖ យើងនឹងសងប្រាក់ទៅគណនី Bakong របស់អ្នកវិញ។',
    linkIntro: 'នេះជាតំណទៅកាន់ការបញ្ជាទិញរបស់អ្នក តាមការស្នើសុំរបស់អ្នក។',
    statusSubject: (no: string, status: string) => `ការបញ្ជាទិញ CamTour ${no} របស់អ្នក៖ ${status}`,
    statusNames: {
      processing: 'កំពុងរៀបចំ',
      shipped: 'បានផ្ញើចេញ',
      delivered: 'បានដឹកដល់',
      completed: 'បានបញ្ចប់',
    },
    status: {
      processing: 'យើងកំពុងរៀបចំការបញ្ជាទិញរបស់អ្នក។ យើងនឹងជូនដំណឹងអ្នកនៅពេលវាចេញដំណើរ។',
      shipped: 'ការបញ្ជាទិញរបស់អ្នកបានចេញពីហាងរបស់យើង ហើយកំពុងធ្វើដំណើរមករកអ្នក។',
      delivered: 'ការបញ្ជាទិញរបស់អ្នកត្រូវបានដឹកជញ្ជូនដល់ហើយ។ សូមអរគុណដែលបានទិញជាមួយ CamTour!',
      completed: 'ការបញ្ជាទិញរបស់អ្នកបានបញ្ចប់ហើយ។ សូមអរគុណដែលបានទិញជាមួយ CamTour!',
    },
    refundedSubject: (no: string) => `ការបញ្ជាទិញ CamTour ${no} របស់អ្នកត្រូវបានសងប្រាក់វិញ`,
    refunded: (reference: string) =>
      `យើងបានសងប្រាក់ដែលអ្នកបានបង់សម្រាប់ការបញ្ជាទិញនេះទៅគណនី Bakong របស់អ្នកវិញហើយ។ លេខយោងនៃការសងប្រាក់៖ ${reference}។`,
    orderNo: 'លេខបញ្ជាទិញ',
    lines: 'ទំនិញ',
    subtotal: 'សរុបរង',
    tax: 'ពន្ធ (5%)',
    delivery: 'ការដឹកជញ្ជូន',
    discount: 'ការបញ្ចុះតម្លៃ',
    total: 'សរុប',
    totalKhr: 'សរុបជាប្រាក់រៀល',
    payment: 'ការបង់ប្រាក់',
    currency: 'រូបិយប័ណ្ណ',
    address: 'ដឹកជញ្ជូនទៅ',
    methods: { cash_on_delivery: 'បង់ប្រាក់ពេលទទួលទំនិញ', bakong: 'Bakong KHQR' },
    action: 'មើលការបញ្ជាទិញរបស់អ្នក',
    footer: 'CamTour សៀមរាប កម្ពុជា។ មានសំណួរ? សូមឆ្លើយតបអ៊ីមែលនេះ ឬសរសេរមក support@camtour.example។',
  },
} as const;

/** The order as lines of text, in the buyer's language, shared by the plain and HTML bodies. */
function details(order: Order, lang: Lang): { lines: string[]; rows: [string, string][] } {
  const w = WORDS[lang];
  const t = order.totals;
  const lines = order.items.map((item) => {
    const name = lang === 'km' ? item.product_name_km : item.product_name;
    const options = [
      lang === 'km' ? item.color_name_km : item.color_name,
      lang === 'km' ? item.size_km : item.size,
    ]
      .filter(Boolean)
      .join(', ');
    return `${item.qty} × ${name}${options ? ` (${options})` : ''}: ${usd(item.line_total_cents, lang)}`;
  });
  const delivery = deliveryOption(order.delivery_type);
  const rows: [string, string][] = [
    [w.orderNo, order.order_no],
    [w.subtotal, usd(t.subtotal_cents, lang)],
    [w.tax, usd(t.tax_cents, lang)],
    [
      `${w.delivery}: ${lang === 'km' ? delivery.name_km : delivery.name}`,
      usd(t.delivery_fee_cents, lang),
    ],
  ];
  if (t.discount_cents > 0)
    rows.push([`${w.discount} (${t.promo_code ?? ''})`, `-${usd(t.discount_cents, lang)}`]);
  rows.push([w.total, usd(t.total_cents, lang)]);
  if (t.total_khr !== null) rows.push([w.totalKhr, khr(t.total_khr, lang)]);
  rows.push([w.payment, `${w.methods[order.payment_method]} · ${order.currency}`]);
  const a = order.address;
  rows.push([w.address, [a.street, a.city, a.state, a.zip_code].filter(Boolean).join(', ')]);
  return { lines, rows };
}

function render(
  to: string,
  lang: Lang,
  subject: string,
  intro: string[],
  order: Order,
  link: string,
): Mail {
  const w = WORDS[lang];
  const { lines, rows } = details(order, lang);
  const text = [
    ...intro,
    '',
    `${w.lines}:`,
    ...lines.map((l) => `- ${l}`),
    '',
    ...rows.map(([k, v]) => `${k}: ${v}`),
    '',
    `${w.action}: ${link}`,
    '',
    w.footer,
  ].join('\n');
  const font = mailFont(lang);
  const html = `<!doctype html><html lang="${lang}"><body style="font-family:${font};line-height:1.7;color:#1f2937">
${intro.map((l) => `<p>${escapeHtml(l)}</p>`).join('\n')}
<h3 style="margin:16px 0 4px">${escapeHtml(w.lines)}</h3>
<ul>${lines.map((l) => `<li>${escapeHtml(l)}</li>`).join('')}</ul>
<table style="border-collapse:collapse">${rows
    .map(
      ([k, v]) =>
        `<tr><td style="padding:2px 16px 2px 0;color:#6b7280">${escapeHtml(k)}</td><td style="padding:2px 0;font-weight:600">${escapeHtml(v)}</td></tr>`,
    )
    .join('')}</table>
<p><a href="${escapeHtml(link)}" style="background:#0f766e;color:#fff;padding:10px 18px;border-radius:8px;text-decoration:none">${escapeHtml(w.action)}</a></p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(link)}</p>
<p style="font-size:13px;color:#6b7280">${escapeHtml(w.footer)}</p></body></html>`;
  return { to, subject, text, html, links: [link] };
}

export function orderPlacedMail(order: Order, link: string): Mail {
  const w = WORDS[order.lang];
  return render(
    order.email,
    order.lang,
    w.placedSubject(order.order_no),
    [w.hello(order.first_name), w.placed],
    order,
    link,
  );
}

export function orderCancelledMail(order: Order, link: string): Mail {
  const w = WORDS[order.lang];
  const intro: string[] = [w.hello(order.first_name), w.cancelled];
  if (order.payment_status === 'refund_due') intro.push(w.refund);
  return render(order.email, order.lang, w.cancelledSubject(order.order_no), intro, order, link);
}

export function orderLinkMail(order: Order, link: string, lang: Lang): Mail {
  const w = WORDS[lang];
  return render(
    order.email,
    lang,
    w.linkSubject(order.order_no),
    [w.hello(order.first_name), w.linkIntro],
    { ...order, lang },
    link,
  );
}

/** The statuses staff move an order forward to; a cancellation has its own mail. */
export type ForwardStatus = 'processing' | 'shipped' | 'delivered' | 'completed';

/** Staff moved the order on (D13): one mail per step, in the buyer's language. */
export function orderStatusMail(order: Order, status: ForwardStatus, link: string): Mail {
  const w = WORDS[order.lang];
  return render(
    order.email,
    order.lang,
    w.statusSubject(order.order_no, w.statusNames[status]),
    [w.hello(order.first_name), w.status[status]],
    order,
    link,
  );
}

/** Staff paid back a cancelled KHQR order (D15), with the bank's reference. */
export function orderRefundedMail(order: Order, reference: string, link: string): Mail {
  const w = WORDS[order.lang];
  return render(
    order.email,
    order.lang,
    w.refundedSubject(order.order_no),
    [w.hello(order.first_name), w.refunded(reference)],
    order,
    link,
  );
}
