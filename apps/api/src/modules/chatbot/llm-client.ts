import type { Lang } from '@camtour/shared/constants';
import { linksIn } from '@camtour/shared/domain/chat-text';
import { scriptLang } from '@camtour/shared/domain/chatbot/language';
import type { ChatContextEntry, ChatLink } from '@camtour/shared/schemas/chatbot';

export interface RephraseInput {
  lang: Lang;
  question: string;
  context: readonly ChatContextEntry[];
  /** The grounded answer: every fact and link the model may use. */
  grounded: string;
  links: readonly ChatLink[];
}

export interface LlmClient {
  /** The model's phrasing, checked; null when it failed, timed out or broke a rule. */
  rephrase(input: RephraseInput): Promise<string | null>;
}

const MAX_ANSWER = 4000;

const SYSTEM = {
  en: "You are CamTour's friendly tour guide for Cambodia. Rewrite the GROUNDED ANSWER below as a natural, concise reply to the traveller, in English. Use only facts in the grounded answer: never add a place, price, time or link that is not in it. Keep links exactly in the form [label](/path) and only the paths listed. If the grounded answer says it does not know, say so too. Plain text, no headings, at most 150 words.",
  km: 'អ្នកជាមគ្គុទ្ទេសក៍ទេសចរណ៍ដ៏រួសរាយរបស់ CamTour សម្រាប់កម្ពុជា។ សូមសរសេរ GROUNDED ANSWER ខាងក្រោមឡើងវិញជាចម្លើយធម្មជាតិ និងខ្លី ជាភាសាខ្មែរ។ ប្រើតែការពិតនៅក្នុងចម្លើយនោះ៖ កុំបន្ថែមកន្លែង តម្លៃ ម៉ោង ឬតំណដែលមិនមាន។ រក្សាតំណក្នុងទម្រង់ [label](/path) ដដែល និងតែផ្លូវដែលបានរាយ។ បើចម្លើយនិយាយថាមិនដឹង ចូរនិយាយដូច្នោះដែរ។ អត្ថបទធម្មតា មិនលើសពី 150 ពាក្យ។',
};

/**
 * What the model wrote, made safe: a link to a path we did not retrieve loses its link (keeps
 * its words), web addresses are dropped, and an answer in the wrong language or empty is refused.
 */
export function checkModelAnswer(
  text: unknown,
  lang: Lang,
  allowed: ReadonlySet<string>,
): string | null {
  if (typeof text !== 'string') return null;
  let out = text.trim();
  if (out.length === 0 || out.length > MAX_ANSWER) return null;
  out = out.replace(/\[([^\]\n]{1,200})\]\(([^)\s]*)\)/g, (whole, label: string, href: string) =>
    allowed.has(href) ? whole : label,
  );
  out = out
    .replace(/(?:https?:\/\/|www\.)\S+/gi, '')
    .replace(/[ \t]{2,}/g, ' ')
    .trim();
  if (out.length === 0) return null;
  if (scriptLang(out) !== lang) return null;
  if (linksIn(out).some((l) => !allowed.has(l.href))) return null;
  return out;
}

/** An OpenAI-compatible chat completions client (any such service: D10). */
export function httpLlmClient(opts: {
  baseUrl: string;
  apiKey: string;
  model: string;
  timeoutMs: number;
  fetchImpl?: typeof fetch;
}): LlmClient {
  const doFetch = opts.fetchImpl ?? fetch;
  return {
    async rephrase(input) {
      const allowed = new Set(input.links.map((l) => l.href));
      const body = {
        model: opts.model,
        temperature: 0.2,
        max_tokens: 600,
        messages: [
          { role: 'system', content: SYSTEM[input.lang] },
          ...input.context.slice(-6).map((e) => ({ role: e.role, content: e.content })),
          {
            role: 'user',
            content: `QUESTION: ${input.question}\n\nGROUNDED ANSWER:\n${input.grounded}\n\nALLOWED LINK PATHS: ${[...allowed].join(', ') || '(none)'}`,
          },
        ],
      };
      try {
        const res = await doFetch(`${opts.baseUrl}/chat/completions`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            authorization: `Bearer ${opts.apiKey}`,
          },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(opts.timeoutMs),
        });
        if (!res.ok) return null;
        const json = (await res.json()) as {
          choices?: { message?: { content?: unknown } }[];
        };
        return checkModelAnswer(json.choices?.[0]?.message?.content, input.lang, allowed);
      } catch {
        // Timeout, refused connection, HTML instead of JSON: the grounded answer goes out.
        return null;
      }
    },
  };
}
