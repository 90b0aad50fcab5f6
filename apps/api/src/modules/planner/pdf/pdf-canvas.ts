import type { Lang } from '@camtour/shared/constants';
import type PDFKitDocument from 'pdfkit';
import { wrapLines } from './line-wrap';
import { loadHarfBuzz, registerShapedFonts, useShapedFont, type FontWeight } from './shaped-fonts';

/*
 * A small layout layer over pdfkit: every text is wrapped by line-wrap.ts and drawn line by line
 * at a known place, so the height of a block is known before it is drawn and a block (a table
 * row, a heading with what follows it) moves whole to the next page instead of being split.
 */

export const COLORS = {
  accent: '#14532d',
  accentSoft: '#f0fdf4',
  accentLine: '#bbf7d0',
  ink: '#1f2937',
  muted: '#6b7280',
  rule: '#e5e7eb',
  white: '#ffffff',
} as const;

const PAGE = { width: 595.28, height: 841.89 }; // A4 in points
export const MARGIN = { top: 64, bottom: 70, left: 50, right: 50 };
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
export const PAGE_HEIGHT = PAGE.height;

/** Noto Sans Khmer's ascent, and ascent minus descent (typo metrics: 1069 and -293 per 1000). */
const ASCENT = 1.069;
const FONT_BOX = 1.362;
/** Line pitch as a multiple of the size: room for Khmer's stacked vowels and subscripts. */
const LINE_HEIGHT = 1.55;
/** Khmer letters look smaller than Latin ones at the same size; a Khmer PDF sets all text larger. */
const KHMER_SCALE = 1.12;

export interface TextStyle {
  size: number;
  weight?: FontWeight;
  color?: string;
}

export type Align = 'left' | 'right';

/** A block of text in a cell: wrapped lines in one style. */
export interface TextBlock {
  lines: string[];
  style: TextStyle;
}

/** A table cell: one or more texts stacked (a name with its description), at a width. */
export interface Cell {
  width: number;
  texts: { text: string; style: TextStyle }[];
  align?: Align;
}

export interface LaidRow {
  height: number;
  /** `shift` lowers a cell so that the first lines of all cells share one baseline. */
  cells: { width: number; align: Align; shift: number; blocks: TextBlock[] }[];
}

export class PdfCanvas {
  readonly doc: PDFKit.PDFDocument;
  /** Where the next block goes on the current page. */
  y = MARGIN.top;
  private readonly bytes: Promise<Buffer>;
  private readonly scale: number;

  /** Loads pdfkit and HarfBuzz on the first PDF (not at start-up), then opens a document. */
  static async open(lang: Lang, info: { title: string }): Promise<PdfCanvas> {
    const [{ default: PDFDocument }] = await Promise.all([import('pdfkit'), loadHarfBuzz()]);
    return new PdfCanvas(PDFDocument, lang, info);
  }

  private constructor(
    PDFDocument: typeof PDFKitDocument,
    readonly lang: Lang,
    info: { title: string },
  ) {
    this.doc = new PDFDocument({
      size: 'A4',
      margins: MARGIN,
      // Pages stay open until the end, so headers and footers ("page 2 of 3") go on last.
      bufferPages: true,
      // No default font: pdfkit would load Helvetica, which has no Khmer.
      font: null as unknown as string,
      lang: lang === 'km' ? 'km-KH' : 'en-US',
      displayTitle: true,
      info: { Title: info.title, Author: 'CamTour', Creator: 'CamTour trip planner' },
    });
    registerShapedFonts(this.doc);
    this.scale = lang === 'km' ? KHMER_SCALE : 1;
    const chunks: Buffer[] = [];
    this.doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    this.bytes = new Promise((resolve, reject) => {
      this.doc.on('end', () => resolve(Buffer.concat(chunks)));
      this.doc.on('error', reject);
    });
  }

  lineHeight = (style: TextStyle) => style.size * this.scale * LINE_HEIGHT;

  private use(style: TextStyle) {
    useShapedFont(this.doc, style.weight ?? 'regular');
    this.doc.fontSize(style.size * this.scale);
  }

  wrap(text: string, width: number, style: TextStyle): string[] {
    this.use(style);
    return wrapLines(text, width, (s) => this.doc.widthOfString(s));
  }

  /**
   * Draws already wrapped lines with their top at `y`; returns the height used. Each line is
   * marked with its text as ActualText: the glyphs of shaped Khmer are in visual order (a
   * pre-base vowel before its consonant), so copying and searching read this instead.
   */
  drawLines(block: TextBlock, x: number, y: number, width: number, align: Align = 'left') {
    const { lines, style } = block;
    this.use(style);
    this.doc.fillColor(style.color ?? COLORS.ink);
    const pitch = this.lineHeight(style);
    const inset = ((LINE_HEIGHT - FONT_BOX) / 2) * style.size * this.scale;
    lines.forEach((line, i) => {
      if (!line) return;
      const left = align === 'right' ? x + width - this.doc.widthOfString(line) : x;
      this.doc.markContent('Span', { actual: line });
      this.doc.text(line, left, y + i * pitch + inset, { lineBreak: false });
      this.doc.endMarkedContent();
    });
    return lines.length * pitch;
  }

  /** Wraps and draws a text; returns the height used. */
  text(text: string, x: number, y: number, width: number, style: TextStyle, align?: Align) {
    return this.drawLines({ lines: this.wrap(text, width, style), style }, x, y, width, align);
  }

  blockHeight = (block: TextBlock) => block.lines.length * this.lineHeight(block.style);

  /** How far below the top of its line box the baseline of a line in `style` is. */
  private baseline = (style: TextStyle) =>
    ((LINE_HEIGHT - FONT_BOX) / 2 + ASCENT) * style.size * this.scale;

  /** Lays a row out (wraps every cell) without drawing it; `padY` goes above and below. */
  layoutRow(cells: Cell[], padY: number): LaidRow {
    const laid = cells.map((c) => ({
      width: c.width,
      align: c.align ?? 'left',
      blocks: c.texts
        .filter((t) => t.text)
        .map((t) => ({ lines: this.wrap(t.text, c.width, t.style), style: t.style })),
    }));
    const firstBaseline = (blocks: TextBlock[]) => (blocks[0] ? this.baseline(blocks[0].style) : 0);
    const common = Math.max(0, ...laid.map((c) => firstBaseline(c.blocks)));
    const placed = laid.map((c) => ({ ...c, shift: common - firstBaseline(c.blocks) }));
    const inner = Math.max(
      0,
      ...placed.map((c) => c.shift + c.blocks.reduce((h, b) => h + this.blockHeight(b), 0)),
    );
    return { height: inner + 2 * padY, cells: placed };
  }

  /** Draws a laid-out row at the current position, cells separated by `gap`. */
  drawRow(row: LaidRow, x: number, padY: number, gap: number) {
    let left = x;
    for (const cell of row.cells) {
      let top = this.y + padY + cell.shift;
      for (const block of cell.blocks)
        top += this.drawLines(block, left, top, cell.width, cell.align);
      left += cell.width + gap;
    }
    this.y += row.height;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number): void {
    if (this.y + height <= PAGE.height - MARGIN.bottom) return;
    this.doc.addPage();
    this.y = MARGIN.top;
  }

  rule(x: number, y: number, width: number, color: string = COLORS.rule, thickness = 0.75) {
    this.doc
      .save()
      .moveTo(x, y)
      .lineTo(x + width, y)
      .lineWidth(thickness)
      .strokeColor(color)
      .stroke()
      .restore();
  }

  box(x: number, y: number, width: number, height: number, fill: string, stroke?: string) {
    this.doc.save().roundedRect(x, y, width, height, 6).fillColor(fill);
    if (stroke) this.doc.lineWidth(0.75).fillAndStroke(fill, stroke);
    else this.doc.fill();
    this.doc.restore();
  }

  /** Runs `decorate` on every page (headers, footers), then ends the document. */
  async finish(decorate: (page: number, pages: number) => void): Promise<Buffer> {
    const { start, count } = this.doc.bufferedPageRange();
    for (let i = start; i < start + count; i++) {
      this.doc.switchToPage(i);
      decorate(i - start + 1, count);
    }
    this.doc.end();
    return this.bytes;
  }
}
