import type { Lang } from '@camtour/shared/constants';
import { plannerQuoteInput, QUOTE_DAYS_MAX } from '@camtour/shared/domain/chat-planner';
import type { PlannerQuestion } from '@camtour/shared/domain/chatbot/intent';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import type { AnswerBuilder } from '../answer-builder';
import { usd, type Text } from '../answer-text';

/** A trip's price from the planner itself, line by line, with what it assumes. */
export function quote(b: AnswerBuilder, pq: PlannerQuestion, lang: Lang, t: Text) {
  const asked = pq.days ?? (pq.nights !== undefined ? pq.nights + (pq.nights >= 3 ? 0 : 1) : 3);
  const days = Math.min(Math.max(asked, 1), QUOTE_DAYS_MAX);
  const style = pq.style ?? 'mid';
  const input = plannerQuoteInput(days, pq.partySize ?? 1, style, pq.nights);
  const rec = generateRecommendation(input, { lang });
  const info = rec.travelerInfo;
  b.para(t.quote(info.days, info.nights, info.partySize, usd(Math.round(rec.totalCost * 100))));
  const c = rec.costBreakdown;
  b.list(
    (Object.keys(t.quoteLines) as (keyof typeof t.quoteLines)[])
      .filter((k) => c[k] > 0)
      .map((k) => `${t.quoteLines[k]}: ${usd(Math.round(c[k] * 100))}`),
  );
  const transport = input.answers.transportation_to_siem_reap ?? 'bus_van';
  b.para(t.quoteAssumes(t.quoteStyle[style], t.quoteTransport[transport]));
  if (asked > QUOTE_DAYS_MAX) b.para(t.quoteLonger(asked));
  b.para(t.quotePlan(b.link(t.planner, '/plan', 'page')));
}
