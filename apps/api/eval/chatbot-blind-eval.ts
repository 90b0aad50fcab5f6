/**
 * The chatbot's blind evaluation: asks every question of chatbot-blind-set.ts (80, frozen) of the
 * real app (real HTTP, a fresh in-memory PGlite with the demo content, no language model) and
 * scores each reply right (1), half right (0.5) or wrong (0) by chatbot-blind-check.ts.
 *
 *   npm run eval:chatbot:blind
 *   npm run eval:chatbot:blind -- --verbose          every question, reply and verdict
 *   npm run eval:chatbot:blind -- --only=km-follow   only the cases whose id contains this
 *   npm run eval:chatbot:holdout                     the 40 held-out questions instead
 *
 * Prints a table per kind and language, the score (sum over the cases, as a percentage), the
 * strict count (replies fully right) and the answer times (the set asked PASSES times). It measures and is not a gate: a low
 * score exits 0. It exits 2 when the set is malformed (fewer than 80 cases, not half Khmer, fewer
 * than 12 follow-ups or 8 unknowables, duplicate ids, a case without a must check) or the app
 * cannot be asked.
 */
import type { Lang } from '@camtour/shared/constants';
import { judgeReply, type Judgement, type Verdict } from './chatbot-blind-check';
import {
  BLIND_CASES,
  BLIND_KINDS,
  type BlindCase,
  type BlindKind,
  blindSetProblems,
} from './chatbot-blind-set';
import { HOLDOUT_CASES } from './chatbot-holdout-set';
import { HOLDOUT2_CASES } from './chatbot-holdout2-set';
import {
  ask,
  chatRequest,
  clip,
  percentile,
  ReplyEnvelope,
  startEvalApp,
  warmUp,
} from './eval-harness';

const WARM_UP = 5;

/** The held-out set's shape: 40 cases, half Khmer, at least 6 follow-ups and 4 unknowables. */
function holdoutSetProblems(): string[] {
  const cases = heldOut ?? [];
  const problems: string[] = [];
  const count = (f: (c: BlindCase) => boolean) => cases.filter(f).length;
  if (cases.length !== 40) problems.push(`${cases.length} cases, not 40`);
  if (count((c) => c.lang === 'km') * 2 !== cases.length) problems.push('not half in Khmer');
  if (count((c) => c.kind === 'follow-up' && (c.context?.length ?? 0) > 0) < 6)
    problems.push('fewer than 6 follow-ups with a context');
  if (count((c) => c.kind === 'unknowable') < 4) problems.push('fewer than 4 unknowables');
  if (new Set(cases.map((c) => c.id)).size !== cases.length) problems.push('duplicate ids');
  for (const c of cases) if (c.must.length === 0) problems.push(`${c.id} has no must check`);
  return problems;
}
/** Verdicts come from the first pass; every pass adds to the times, for steadier percentiles. */
const PASSES = 3;

const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const only = args.find((a) => a.startsWith('--only='))?.slice('--only='.length);
/**
 * `--set=holdout` or `--set=holdout2`: 40 held-out questions (chatbot-holdout-set.ts,
 * chatbot-holdout2-set.ts) instead of the blind 80.
 */
const setName = args.find((a) => a.startsWith('--set='))?.slice('--set='.length);
const HELD_OUT: Record<string, readonly BlindCase[]> = {
  holdout: HOLDOUT_CASES,
  holdout2: HOLDOUT2_CASES,
};
const heldOut = setName ? HELD_OUT[setName] : undefined;
const holdout = !!heldOut;

const requestOf = (c: BlindCase) =>
  chatRequest({ message: c.message, ...(c.context ? { context: c.context } : {}), lang: c.lang });

interface Result {
  c: BlindCase;
  judgement: Judgement;
  ms: number;
}

function judgeAnswer(c: BlindCase, status: number, body: unknown): Judgement & { text: string } {
  if (status !== 200)
    return {
      verdict: 'wrong',
      score: 0,
      why: [`HTTP ${status}: ${clip(JSON.stringify(body), 120)}`],
      text: '',
    };
  const parsed = ReplyEnvelope.safeParse(body);
  if (!parsed.success)
    return {
      verdict: 'wrong',
      score: 0,
      why: [`reply does not match the contract: ${parsed.error.message}`],
      text: '',
    };
  const reply = parsed.data.data;
  const links = reply.links.map((l) => l.href).join(' ') || '(none)';
  return {
    ...judgeReply(c, reply),
    text: `${reply.message.replace(/\n/g, '\n   ')}\n   links: ${links} · reply lang ${reply.lang}`,
  };
}

async function main(): Promise<number> {
  const problems = holdout ? holdoutSetProblems() : blindSetProblems();
  if (problems.length > 0) {
    console.error(`The ${holdout ? 'held-out' : 'blind'} set is malformed:`);
    for (const p of problems) console.error(`  ${p}`);
    return 2;
  }
  if (setName && !heldOut) {
    console.error(`No set "${setName}": holdout or holdout2.`);
    return 2;
  }
  const set = heldOut ?? BLIND_CASES;
  const cases = only ? set.filter((c) => c.id.includes(only)) : set;
  if (cases.length === 0) {
    console.error(`No case id contains "${only}".`);
    return 2;
  }

  const t = await startEvalApp();
  try {
    if (!(await warmUp(t, cases.map(requestOf), WARM_UP))) return 2;
    const results: Result[] = [];
    for (const c of cases) {
      const answer = await ask(t, requestOf(c));
      const judged = judgeAnswer(c, answer.status, answer.body);
      results.push({ c, judgement: judged, ms: answer.ms });
      if (verbose) {
        console.info(`\n── ${c.id} [${c.lang}, ${c.kind}]`);
        for (const entry of c.context ?? [])
          console.info(`   (${entry.role}) ${clip(entry.content, 100)}`);
        console.info(`Q: ${c.message}`);
        console.info(`A: ${judged.text || '(no reply)'}`);
        console.info(
          `   ${Math.round(answer.ms)} ms, ${judged.verdict.toUpperCase()}${judged.why.length ? `: ${judged.why.join('; ')}` : ''}`,
        );
      }
    }
    const times = results.map((r) => r.ms);
    for (let pass = 2; pass <= PASSES; pass += 1)
      for (const c of cases) times.push((await ask(t, requestOf(c))).ms);
    report(results, times);
    return 0;
  } finally {
    await t.close();
  }
}

function report(results: readonly Result[], times: readonly number[]) {
  const out = (line = '') => console.info(line);
  const count = (rs: readonly Result[], v: Verdict) =>
    rs.filter((r) => r.judgement.verdict === v).length;
  const sum = (rs: readonly Result[]) => rs.reduce((s, r) => s + r.judgement.score, 0);
  const row = (label: string, rs: readonly Result[]) => {
    if (rs.length === 0) return `| ${label} | 0 | | | | | |`;
    const score = sum(rs);
    return `| ${label} | ${rs.length} | ${count(rs, 'right')} | ${count(rs, 'half')} | ${count(rs, 'wrong')} | ${score.toFixed(1)} | ${((score * 100) / rs.length).toFixed(1)}% |`;
  };

  const notRight = results.filter((r) => r.judgement.verdict !== 'right');
  if (notRight.length > 0) {
    out(`\nNot fully right (${notRight.length}):\n`);
    out('| id | verdict | question | why |');
    out('| --- | --- | --- | --- |');
    for (const { c, judgement } of notRight)
      out(
        `| ${c.id} | ${judgement.verdict} | ${clip(c.message, 44).replace(/\|/g, '/')} | ${judgement.why.join('; ').replace(/\|/g, '/')} |`,
      );
  }

  out('\n| kind | cases | right | half | wrong | score | % |');
  out('| --- | ---: | ---: | ---: | ---: | ---: | ---: |');
  const kinds: readonly BlindKind[] = BLIND_KINDS;
  for (const kind of kinds)
    out(
      row(
        kind,
        results.filter((r) => r.c.kind === kind),
      ),
    );
  const langs: readonly Lang[] = ['en', 'km'];
  for (const lang of langs)
    out(
      row(
        `lang ${lang}`,
        results.filter((r) => r.c.lang === lang),
      ),
    );
  out(row('all', results));

  const total = sum(results);
  const strict = count(results, 'right');
  const sorted = [...times].sort((a, b) => a - b);
  const ms = (v: number) => v.toFixed(1);
  out(
    `\nscore: ${total.toFixed(1)}/${results.length} (${((total * 100) / results.length).toFixed(1)}%)`,
  );
  out(
    `strict: ${strict}/${results.length} fully right (${((strict * 100) / results.length).toFixed(1)}%)`,
  );
  out(
    `time over ${sorted.length} answers (${PASSES} passes, PGlite, no LLM): p50 ${ms(percentile(sorted, 50))} ms, p95 ${ms(percentile(sorted, 95))} ms, max ${ms(sorted.at(-1) ?? Number.NaN)} ms`,
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
