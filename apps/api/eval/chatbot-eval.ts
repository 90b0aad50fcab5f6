/**
 * The chatbot's measured quality (issue 15 part 6): asks every question of chatbot-eval-set.ts
 * of the real app (real HTTP, a fresh in-memory PGlite with the demo content, no language model)
 * and prints the failures, the share answered right and the answer times.
 *
 *   npm run eval:chatbot
 *   npm run eval:chatbot -- --verbose          every question and answer
 *   npm run eval:chatbot -- --only=km-follow   only the cases whose id contains this
 *
 * Correctness is judged on the first pass; the whole set is asked PASSES times for the times, so
 * the percentiles rest on a few hundred answers. Exits non-zero when fewer than 90% are right,
 * or the median is 50 ms or more, or the p95 150 ms or more.
 */
import type { ChatbotRequest } from '@camtour/shared/schemas/chatbot';
import { plannerQuoteInput } from '@camtour/shared/domain/chat-planner';
import { generateRecommendation } from '@camtour/shared/domain/planner/generate';
import hotelRows from '../src/db/seed/data/hotels.json';
import locationRows from '../src/db/seed/data/locations.json';
import productRows from '../src/db/seed/data/products.json';
import { checkReply, hrefTarget } from './chatbot-eval-check';
import { EVAL_CASES, type EvalCase } from './chatbot-eval-set';
import {
  ask,
  type Asked,
  chatRequest,
  clip,
  percentile,
  ReplyEnvelope,
  startEvalApp,
  type TestApp,
  warmUp,
} from './eval-harness';

const PASSES = 3;
const WARM_UP = 5;
const RIGHT_MIN_PERCENT = 90;
const MEDIAN_MAX_MS = 50;
const P95_MAX_MS = 150;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);

function requestOf(c: EvalCase): ChatbotRequest {
  return chatRequest({
    message: c.message,
    ...(c.context ? { context: c.context } : {}),
    ...(c.location ? { location: c.location } : {}),
    ...(c.page_lang ? { lang: c.page_lang } : {}),
  });
}

/** The seed row an id names, by file order (what the eval set assumes). */
function seedName(entity: 'location' | 'hotel' | 'product', id: number): string | undefined {
  const rows = entity === 'location' ? locationRows : entity === 'hotel' ? hotelRows : productRows;
  return rows[id - 1]?.name_en;
}

/** Looks for the entity's English name in a detail answer, whatever its nesting. */
function nameIn(data: unknown, depth = 0): string | undefined {
  if (!data || typeof data !== 'object' || depth > 2) return undefined;
  const o = data as Record<string, unknown>;
  for (const key of ['name_en', 'name']) {
    const v = o[key];
    if (typeof v === 'string') return v;
    if (v && typeof v === 'object' && typeof (v as { en?: unknown }).en === 'string')
      return (v as { en: string }).en;
  }
  for (const key of ['location', 'hotel', 'product', 'detail'])
    if (o[key]) {
      const found = nameIn(o[key], depth + 1);
      if (found) return found;
    }
  return undefined;
}

/** Whether each href the replies give exists: asked once per href, outside the timings. */
function hrefChecker(t: TestApp) {
  const cache = new Map<string, Promise<string | null>>();
  return (href: string): Promise<string | null> => {
    let found = cache.get(href);
    if (!found) {
      const target = hrefTarget(href);
      found =
        target.kind === 'known'
          ? Promise.resolve(null)
          : target.kind === 'missing'
            ? Promise.resolve(`${href}: ${target.why}`)
            : t
                .request(target.path)
                .then((res) =>
                  res.status === 200 ? null : `${href}: GET ${target.path} ${res.status}`,
                );
      cache.set(href, found);
    }
    return found;
  };
}

/**
 * The set names seed rows by file order; before judging anything, the app must agree, or every
 * link expectation would be about the wrong row.
 */
async function checkSeedIds(t: TestApp, cases: readonly EvalCase[]): Promise<string[]> {
  const hrefs = new Set<string>();
  for (const c of cases) {
    const e = c.expect;
    for (const h of [...(e.links_any ?? []), ...(e.links_all ?? []), ...(e.links_min?.of ?? [])])
      hrefs.add(h);
  }
  const problems: string[] = [];
  for (const href of hrefs) {
    const target = hrefTarget(href);
    if (target.kind === 'missing') problems.push(`${href}: ${target.why}`);
    if (target.kind !== 'api') continue;
    const res = await t.request(target.path);
    if (res.status !== 200) {
      problems.push(`${href}: GET ${target.path} ${res.status}`);
      continue;
    }
    const name = nameIn(((await res.json()) as { data?: unknown }).data);
    const want = seedName(target.entity, target.id);
    if (name !== undefined && name !== want)
      problems.push(`${href} is "${name}" in the app, "${want}" in the seed files`);
  }
  return problems;
}

function plannerTotal(c: EvalCase): number | undefined {
  const p = c.expect.price_from_planner;
  if (!p) return undefined;
  return generateRecommendation(plannerQuoteInput(p.days, p.party_size), { lang: c.lang })
    .totalCost;
}

async function judge(
  c: EvalCase,
  answer: Asked,
  linkProblem: (href: string) => Promise<string | null>,
): Promise<string[]> {
  if (answer.status !== 200)
    return [`HTTP ${answer.status}: ${clip(JSON.stringify(answer.body), 120)}`];
  const parsed = ReplyEnvelope.safeParse(answer.body);
  if (!parsed.success) return [`reply does not match the contract: ${parsed.error.message}`];
  const reply = parsed.data.data;
  const why = checkReply(c, { reply, plannerTotal: plannerTotal(c) });
  for (const link of reply.links) {
    const problem = await linkProblem(link.href);
    if (problem) why.push(`broken link ${problem}`);
  }
  if (verbose) {
    console.info(`\n── ${c.id} [${c.lang}${c.location ? `, ${c.location}` : ''}]`);
    for (const entry of c.context ?? [])
      console.info(`   (${entry.role}) ${clip(entry.content, 100)}`);
    console.info(`Q: ${c.message}`);
    console.info(`A: ${reply.message.replace(/\n/g, '\n   ')}`);
    console.info(`   links: ${reply.links.map((l) => l.href).join(' ') || '(none)'}`);
    console.info(
      `   ${Math.round(answer.ms)} ms, ${why.length ? `WRONG: ${why.join('; ')}` : 'right'}`,
    );
  }
  return why;
}

async function main(): Promise<number> {
  const cases = only ? EVAL_CASES.filter((c) => c.id.includes(only)) : EVAL_CASES;
  if (cases.length === 0) {
    console.error(`No case id contains "${only}".`);
    return 2;
  }
  const t = await startEvalApp();
  try {
    const seedProblems = await checkSeedIds(t, cases);
    if (seedProblems.length > 0) {
      console.error('The eval set does not match the seeded app:');
      for (const p of seedProblems) console.error(`  ${p}`);
      return 2;
    }

    if (!(await warmUp(t, cases.map(requestOf), WARM_UP))) return 2;

    const linkProblem = hrefChecker(t);
    const times: number[] = [];
    const failures: { c: EvalCase; why: string[] }[] = [];
    for (const c of cases) {
      const answer = await ask(t, requestOf(c));
      times.push(answer.ms);
      const why = await judge(c, answer, linkProblem);
      if (why.length > 0) failures.push({ c, why });
    }
    for (let pass = 2; pass <= PASSES; pass += 1)
      for (const c of cases) times.push((await ask(t, requestOf(c))).ms);

    report(cases, failures, times);
    const right = cases.length - failures.length;
    const sorted = [...times].sort((a, b) => a - b);
    const ok =
      right * 100 >= RIGHT_MIN_PERCENT * cases.length &&
      percentile(sorted, 50) < MEDIAN_MAX_MS &&
      percentile(sorted, 95) < P95_MAX_MS;
    return ok ? 0 : 1;
  } finally {
    await t.close();
  }
}

function report(
  cases: readonly EvalCase[],
  failures: readonly { c: EvalCase; why: string[] }[],
  times: readonly number[],
) {
  const out = (line = '') => console.info(line);
  if (failures.length > 0) {
    out(`\nWrong answers (${failures.length}):\n`);
    out('| id | question | why |');
    out('| --- | --- | --- |');
    for (const { c, why } of failures)
      out(
        `| ${c.id} | ${clip(c.message, 48).replace(/\|/g, '/')} | ${why.join('; ').replace(/\|/g, '/')} |`,
      );
  }

  const failed = new Set(failures.map((f) => f.c.id));
  const share = (subset: readonly EvalCase[]) => {
    const right = subset.filter((c) => !failed.has(c.id)).length;
    return `${right}/${subset.length}`;
  };
  const tags = [...new Set(cases.flatMap((c) => c.tags))].sort();
  out(
    `\nBy language: en ${share(cases.filter((c) => c.lang === 'en'))}, km ${share(cases.filter((c) => c.lang === 'km'))}`,
  );
  out(
    `By tag: ${tags.map((tag) => `${tag} ${share(cases.filter((c) => c.tags.includes(tag)))}`).join(', ')}`,
  );

  const right = cases.length - failures.length;
  const percent = ((right * 100) / cases.length).toFixed(1);
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1);
  const median = percentile(sorted, 50);
  const p95 = percentile(sorted, 95);
  out(`\nright: ${right}/${cases.length} (${percent}%), needed ${RIGHT_MIN_PERCENT}%`);
  out(
    `time over ${sorted.length} answers (${PASSES} passes, PGlite, no LLM): median ${ms(median)} ms, p95 ${ms(p95)} ms, max ${ms(sorted.at(-1) ?? Number.NaN)} ms (limits ${MEDIAN_MAX_MS} and ${P95_MAX_MS} ms)`,
  );
}

main().then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    console.error(error);
    process.exitCode = 2;
  },
);
