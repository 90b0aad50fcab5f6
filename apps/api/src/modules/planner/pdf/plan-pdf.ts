import type { Lang } from '@camtour/shared/constants';
import {
  BUDGET_STATUS_HINTS,
  BUDGET_STATUS_LABELS,
  COST_CATEGORY_LABELS,
  SPLIT_LABELS,
} from '@camtour/shared/domain/planner/labels';
import { optionLabel } from '@camtour/shared/domain/planner/questions';
import { inLang } from '@camtour/shared/domain/planner/text';
import {
  COST_CATEGORIES,
  SPLIT_CATEGORIES,
  type BudgetStatus,
  type Recommendation,
} from '@camtour/shared/schemas/planner';
import { budgetFitBlock, itinerarySection, journeysBlock, upsellBlock } from './itinerary-section';
import {
  COLORS,
  CONTENT_WIDTH,
  MARGIN,
  PAGE_HEIGHT,
  PdfCanvas,
  type Cell,
  type TextStyle,
} from './pdf-canvas';
import { PDF_TEXT } from './pdf-text';
import { GAP, PlanDocument, ROW_PAD, S } from './plan-document';

export interface PlanPdfInput {
  recommendation: Recommendation;
  title?: string | undefined;
  lang: Lang;
  /** The day the plan is printed for, YYYY-MM-DD. */
  date: string;
}

const STATUS_COLORS: Record<BudgetStatus, string> = {
  within_budget: '#15803d',
  over_budget: '#b91c1c',
  under_budget: '#1d4ed8',
};

function titleBlock(d: PlanDocument, title: string, r: Recommendation) {
  const { c } = d;
  c.y += c.text(title, MARGIN.left, c.y, CONTENT_WIDTH, S.title) + 2;
  const group = d.t.wholeGroup(d.num(r.travelerInfo.partySize));
  c.y += c.text(group, MARGIN.left, c.y, CONTENT_WIDTH, S.note) + 12;
}

/** The summary: eight figures in a tinted box, and what the budget status means. */
function summaryBlock(d: PlanDocument, r: Recommendation) {
  const { c, t, lang } = d;
  const info = r.travelerInfo;
  const pad = 14;
  const colWidth = (CONTENT_WIDTH - 2 * pad - 3 * GAP) / 4;
  const stat = (label: string, value: string, color?: string): Cell => ({
    width: colWidth,
    texts: [
      { text: label, style: S.label },
      { text: value, style: color ? { ...S.value, color } : S.value },
    ],
  });
  const over = r.remainingBudget < 0;
  const rows = [
    [
      stat(t.budget, d.usd(r.budget)),
      stat(t.totalCost, d.usd(r.totalCost)),
      stat(over ? t.overBy : t.leftOver, d.usd(Math.abs(r.remainingBudget))),
      stat(
        t.status,
        inLang(BUDGET_STATUS_LABELS[r.budgetStatus], lang),
        STATUS_COLORS[r.budgetStatus],
      ),
    ],
    [
      stat(t.travellers, t.travellerCount(info.partySize, d.num(info.partySize))),
      stat(
        t.tripLength,
        t.daysNights(info.days, info.nights, d.num(info.days), d.num(info.nights)),
      ),
      stat(t.nationality, optionLabel('nationality', info.nationality, lang)),
      stat(t.travelStyle, optionLabel('travel_style', info.travelStyle, lang)),
    ],
  ].map((cells) => c.layoutRow(cells, 0));
  const hint = {
    lines: c.wrap(
      inLang(BUDGET_STATUS_HINTS[r.budgetStatus], lang),
      CONTENT_WIDTH - 2 * pad,
      S.body,
    ),
    style: S.body,
  };
  const rowGap = 10;
  const height =
    2 * pad + rows.reduce((h, row) => h + row.height + rowGap, 0) + c.blockHeight(hint);
  c.ensure(height);
  c.box(MARGIN.left, c.y, CONTENT_WIDTH, height, COLORS.accentSoft, COLORS.accentLine);
  const top = c.y;
  c.y += pad;
  for (const row of rows) {
    c.drawRow(row, MARGIN.left + pad, 0, GAP);
    c.y += rowGap;
  }
  c.drawLines(hint, MARGIN.left + pad, c.y, CONTENT_WIDTH - 2 * pad);
  c.y = top + height + 18;
}

interface Column {
  header: string;
  width: number;
  align?: 'left' | 'right';
}

/** A small table: a heading, column headers, rows, and a bold last row when `total` is set. */
function layoutTable(
  d: PlanDocument,
  heading: string,
  columns: Column[],
  rows: string[][],
  total?: string[],
) {
  const { c } = d;
  const row = (texts: string[], style: TextStyle) =>
    c.layoutRow(
      columns.map((col, i) => ({
        width: col.width,
        align: col.align ?? 'left',
        texts: [{ text: texts[i] ?? '', style }],
      })),
      ROW_PAD,
    );
  const headingLines = c.wrap(
    heading,
    columns.reduce((w, col) => w + col.width + GAP, -GAP),
    S.section,
  );
  const header = row(
    columns.map((col) => d.caps(col.header)),
    S.head,
  );
  const body = rows.map((r) => row(r, S.body));
  const totalRow = total ? row(total, S.bodyBold) : null;
  const headingHeight = c.blockHeight({ lines: headingLines, style: S.section }) + 4;
  const height =
    headingHeight +
    header.height +
    body.reduce((h, r) => h + r.height, 0) +
    (totalRow?.height ?? 0);
  return { headingLines, headingHeight, header, body, totalRow, height };
}

function drawTable(
  d: PlanDocument,
  x: number,
  width: number,
  table: ReturnType<typeof layoutTable>,
) {
  const { c } = d;
  c.drawLines({ lines: table.headingLines, style: S.section }, x, c.y, width);
  c.y += table.headingHeight;
  c.drawRow(table.header, x, ROW_PAD, GAP);
  c.rule(x, c.y, width, COLORS.accent, 1);
  for (const row of table.body) {
    c.drawRow(row, x, ROW_PAD, GAP);
    c.rule(x, c.y, width);
  }
  if (table.totalRow) c.drawRow(table.totalRow, x, ROW_PAD, GAP);
}

/** The cost breakdown and, beside it, the recommended split of the budget against the plan's. */
function costTables(d: PlanDocument, r: Recommendation) {
  const { c, t, lang } = d;
  const half = (CONTENT_WIDTH - 2 * GAP) / 2;
  const breakdown = layoutTable(
    d,
    t.costBreakdown,
    [
      { header: t.category, width: half - 76 - GAP },
      { header: t.amount, width: 76, align: 'right' },
    ],
    COST_CATEGORIES.map((k) => [inLang(COST_CATEGORY_LABELS[k], lang), d.usd(r.costBreakdown[k])]),
    [t.total, d.usd(r.totalCost)],
  );
  const split = layoutTable(
    d,
    t.budgetSplit,
    [
      { header: t.category, width: half - 2 * (68 + GAP) },
      { header: t.recommended, width: 68, align: 'right' },
      { header: t.yourPlan, width: 68, align: 'right' },
    ],
    SPLIT_CATEGORIES.map((k) => [
      inLang(SPLIT_LABELS[k], lang),
      d.usd(r.budgetSplit[k]),
      d.usd(r.actualSplit[k]),
    ]),
  );
  c.ensure(Math.max(breakdown.height, split.height));
  const top = c.y;
  drawTable(d, MARGIN.left, half, breakdown);
  const leftBottom = c.y;
  c.y = top;
  drawTable(d, MARGIN.left + half + 2 * GAP, half, split);
  c.y = Math.max(leftBottom, c.y) + 20;
}

/** The running header and the footer of every page. */
function decoratePage(d: PlanDocument, date: string, page: number, pages: number) {
  const { c, t } = d;
  const brand = { size: 13, weight: 'bold', color: COLORS.accent } satisfies TextStyle;
  c.text('CamTour', MARGIN.left, 22, 120, brand);
  c.text(date, MARGIN.left + 120, 25, CONTENT_WIDTH - 120, S.note, 'right');
  c.rule(MARGIN.left, 48, CONTENT_WIDTH, COLORS.accent, 1.5);
  const footY = PAGE_HEIGHT - MARGIN.bottom + 14;
  c.rule(MARGIN.left, footY, CONTENT_WIDTH);
  const pageLabel = t.page(d.num(page), d.num(pages));
  c.text(t.footer, MARGIN.left, footY + 5, CONTENT_WIDTH - 100, S.note);
  c.text(pageLabel, MARGIN.left + CONTENT_WIDTH - 100, footY + 5, 100, S.note, 'right');
}

/** The PDF of a recommendation, in `lang`, on A4. */
export async function renderPlanPdf(input: PlanPdfInput): Promise<Buffer> {
  const { recommendation: r, lang } = input;
  const title = input.title ?? PDF_TEXT[lang].defaultTitle;
  const d = new PlanDocument(lang, await PdfCanvas.open(lang, { title }));
  const date = new Intl.DateTimeFormat(lang === 'km' ? 'km-KH' : 'en-US', {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${input.date}T00:00:00Z`));

  titleBlock(d, title, r);
  summaryBlock(d, r);
  budgetFitBlock(d, r);
  costTables(d, r);
  journeysBlock(d, r);
  itinerarySection(d, r);
  upsellBlock(d, r);
  return d.c.finish((page, pages) => decoratePage(d, date, page, pages));
}
