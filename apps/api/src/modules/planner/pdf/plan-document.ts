import type { Lang } from '@camtour/shared/constants';
import { COLORS, CONTENT_WIDTH, MARGIN, type PdfCanvas, type TextStyle } from './pdf-canvas';
import { PDF_TEXT, type PdfText } from './pdf-text';

/** The text styles of the plan, in points (a Khmer PDF sets them larger, see pdf-canvas.ts). */
export const S = {
  title: { size: 21, weight: 'bold', color: COLORS.ink },
  section: { size: 13.5, weight: 'bold', color: COLORS.accent },
  label: { size: 8.5, color: COLORS.muted },
  value: { size: 12, weight: 'bold', color: COLORS.ink },
  body: { size: 9.5, color: COLORS.ink },
  bodyBold: { size: 9.5, weight: 'bold', color: COLORS.ink },
  note: { size: 8.5, color: COLORS.muted },
  head: { size: 8, weight: 'bold', color: COLORS.muted },
  day: { size: 12, weight: 'bold', color: COLORS.white },
  dayCost: { size: 10, color: COLORS.white },
} satisfies Record<string, TextStyle>;

/** Space between table columns, and above and below a row's text. */
export const GAP = 10;
export const ROW_PAD = 4.5;

/** Everything the sections need: the canvas, the words, and Intl formatters in the language. */
export class PlanDocument {
  readonly c: PdfCanvas;
  readonly t: PdfText;
  private readonly money: Intl.NumberFormat;
  private readonly number: Intl.NumberFormat;

  constructor(
    readonly lang: Lang,
    canvas: PdfCanvas,
  ) {
    const locale = lang === 'km' ? 'km-KH' : 'en-US';
    this.c = canvas;
    this.t = PDF_TEXT[lang];
    this.money = new Intl.NumberFormat(locale, { style: 'currency', currency: 'USD' });
    this.number = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 });
  }

  usd = (dollars: number) => this.money.format(dollars);
  num = (n: number) => this.number.format(n);
  /** Small headings: capitals in English; Khmer has no case. */
  caps = (s: string) => (this.lang === 'en' ? s.toUpperCase() : s);

  sectionHeading(text: string, keepWith: number) {
    const h = this.c.lineHeight(S.section) + 6;
    this.c.ensure(h + keepWith);
    this.c.text(text, MARGIN.left, this.c.y, CONTENT_WIDTH, S.section);
    this.c.y += h;
  }
}
