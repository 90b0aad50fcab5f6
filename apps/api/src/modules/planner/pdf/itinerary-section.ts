import { MEAL_LABELS } from '@camtour/shared/domain/planner/labels';
import { inLang } from '@camtour/shared/domain/planner/text';
import type { ItineraryDay, Recommendation } from '@camtour/shared/schemas/planner';
import { COLORS, CONTENT_WIDTH, MARGIN } from './pdf-canvas';
import { GAP, ROW_PAD, S, type PlanDocument } from './plan-document';

/* The itinerary: one block per day, in four columns (time or meal, what, how long, cost). */

const LEAD = 64;
const DETAIL = 64;
const COST = 72;
const NAME = CONTENT_WIDTH - LEAD - DETAIL - COST - 3 * GAP;

function itemRow(
  d: PlanDocument,
  lead: string,
  name: string,
  detail: string,
  cost: number,
  note?: string,
) {
  return d.c.layoutRow(
    [
      { width: LEAD, texts: [{ text: lead, style: S.note }] },
      {
        width: NAME,
        texts: [
          { text: name, style: S.body },
          { text: note ?? '', style: S.note },
        ],
      },
      { width: DETAIL, texts: [{ text: detail, style: S.note }] },
      {
        width: COST,
        align: 'right',
        // A sight the pass already covers costs nothing more: say so rather than "$0.00".
        texts: [{ text: cost > 0 ? d.usd(cost) : d.t.included, style: S.body }],
      },
    ],
    ROW_PAD,
  );
}

function dayGroups(d: PlanDocument, day: ItineraryDay) {
  const { t, lang } = d;
  const groups = [
    {
      title: t.gettingAround,
      rows: [
        itemRow(
          d,
          '',
          day.transportation.name,
          '',
          day.transportation.cost,
          day.transportation.description,
        ),
      ],
    },
    {
      title: t.activities,
      rows: day.activities.map((a) =>
        itemRow(d, a.time, a.name, t.hours(d.num(a.duration)), a.cost),
      ),
    },
    {
      title: t.meals,
      rows: (['breakfast', 'lunch', 'dinner'] as const).map((meal) =>
        itemRow(d, inLang(MEAL_LABELS[meal], lang), day.meals[meal].name, '', day.meals[meal].cost),
      ),
    },
  ];
  if (day.accommodation) {
    groups.push({
      title: t.stay,
      rows: [itemRow(d, '', day.accommodation.name, t.perNight, day.accommodation.cost)],
    });
  }
  return groups.filter((g) => g.rows.length > 0);
}

/** A day laid out: its heading bar, its theme, and its groups of rows. */
function layoutDay(d: PlanDocument, day: ItineraryDay) {
  const { c, t } = d;
  const groups = dayGroups(d, day);
  const subHeight = c.lineHeight(S.head) + 6;
  const bar = c.layoutRow(
    [
      { width: CONTENT_WIDTH / 2 - 12, texts: [{ text: t.day(d.num(day.day)), style: S.day }] },
      {
        width: CONTENT_WIDTH / 2 - 12,
        align: 'right',
        texts: [{ text: `${t.dayTotal}  ${d.usd(day.dailyCost)}`, style: S.dayCost }],
      },
    ],
    5,
  );
  const description = {
    lines: c.wrap(day.description, CONTENT_WIDTH, S.bodyBold),
    style: S.bodyBold,
  };
  // The day's heading never ends a page: it goes with its theme and the first row.
  const leadHeight =
    bar.height + 8 + c.blockHeight(description) + subHeight + (groups[0]?.rows[0]?.height ?? 0);
  return { bar, description, groups, subHeight, leadHeight };
}

function drawDay(d: PlanDocument, day: ReturnType<typeof layoutDay>) {
  const { c } = d;
  c.ensure(day.leadHeight);
  c.box(MARGIN.left, c.y, CONTENT_WIDTH, day.bar.height, COLORS.accent);
  c.drawRow(day.bar, MARGIN.left + 10, 5, 4);
  c.y += 6;
  c.y += c.drawLines(day.description, MARGIN.left, c.y, CONTENT_WIDTH);
  c.y += 2;
  for (const group of day.groups) {
    // A group's title goes with its first row.
    c.ensure(day.subHeight + group.rows[0]!.height);
    c.y += 4;
    c.text(d.caps(group.title), MARGIN.left, c.y, CONTENT_WIDTH, S.head);
    c.y += day.subHeight - 4;
    c.rule(MARGIN.left, c.y, CONTENT_WIDTH, COLORS.accentLine);
    for (const row of group.rows) {
      c.ensure(row.height);
      c.drawRow(row, MARGIN.left, ROW_PAD, GAP);
      c.rule(MARGIN.left, c.y, CONTENT_WIDTH);
    }
  }
  c.y += 18;
}

/** "Day by day": the section heading stays with the start of the first day. */
export function itinerarySection(d: PlanDocument, r: Recommendation) {
  const days = r.itinerary.map((day) => layoutDay(d, day));
  d.sectionHeading(d.t.itinerary, days[0]?.leadHeight ?? 0);
  for (const day of days) drawDay(d, day);
}

export function upsellBlock(d: PlanDocument, r: Recommendation) {
  if (r.upsells.length === 0) return;
  const { c, t } = d;
  const rows = r.upsells.map((u) =>
    c.layoutRow(
      [
        {
          width: CONTENT_WIDTH - COST - GAP,
          texts: [
            { text: u.name, style: S.bodyBold },
            { text: u.description, style: S.note },
          ],
        },
        { width: COST, align: 'right', texts: [{ text: d.usd(u.cost), style: S.body }] },
      ],
      ROW_PAD + 1,
    ),
  );
  d.sectionHeading(t.upsells, rows[0]!.height);
  for (const row of rows) {
    c.ensure(row.height);
    c.drawRow(row, MARGIN.left, ROW_PAD + 1, GAP);
    c.rule(MARGIN.left, c.y, CONTENT_WIDTH);
  }
}

/** Getting to Siem Reap and back (decision 030): one row per leg. */
export function journeysBlock(d: PlanDocument, r: Recommendation) {
  if (r.journeys.length === 0) return;
  const { c, t } = d;
  const rows = r.journeys.map((leg) =>
    itemRow(
      d,
      leg.direction === 'outbound' ? t.outbound : t.return,
      `${leg.from} → ${leg.to} · ${leg.name}`,
      t.hours(d.num(leg.hours)),
      leg.cost,
      t.leg({
        departs: leg.departs,
        arrives: leg.arrives,
        km: d.num(leg.distanceKm),
        before: leg.departsDayBefore,
        after: leg.arrivesNextDay,
      }),
    ),
  );
  d.sectionHeading(t.journeys, rows[0]!.height);
  for (const row of rows) {
    c.ensure(row.height);
    c.drawRow(row, MARGIN.left, ROW_PAD, GAP);
    c.rule(MARGIN.left, c.y, CONTENT_WIDTH);
  }
}

/** An over-budget plan's fit (decision 030): the changes that would bring it within budget. */
export function budgetFitBlock(d: PlanDocument, r: Recommendation) {
  const fit = r.budgetFit;
  if (!fit) return;
  const { c, t } = d;
  const intro = {
    lines: c.wrap(
      fit.fits
        ? t.fitBody(d.usd(fit.totalCost), d.usd(fit.saving))
        : t.fitImpossible(d.usd(fit.totalCost)),
      CONTENT_WIDTH,
      S.body,
    ),
    style: S.body,
  };
  const rows = fit.changes.map((change) =>
    c.layoutRow(
      [
        {
          width: CONTENT_WIDTH,
          texts: [{ text: `${change.fromName} → ${change.toName}`, style: S.body }],
        },
      ],
      ROW_PAD,
    ),
  );
  d.sectionHeading(t.fit, c.blockHeight(intro) + (rows[0]?.height ?? 0));
  c.y += c.drawLines(intro, MARGIN.left, c.y, CONTENT_WIDTH);
  for (const row of rows) {
    c.ensure(row.height);
    c.drawRow(row, MARGIN.left, ROW_PAD, GAP);
    c.rule(MARGIN.left, c.y, CONTENT_WIDTH);
  }
}
