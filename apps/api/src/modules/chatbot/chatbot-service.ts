import { suggestionsFor } from '@camtour/shared/data/chatbot-suggestions';
import { linksIn } from '@camtour/shared/domain/chat-text';
import { replyLang } from '@camtour/shared/domain/chatbot/language';
import type { ChatbotQuery, ChatbotReply } from '@camtour/shared/schemas/chatbot';
import type { Db } from '../../db/client';
import { cached, type NamedPlace } from './answer-builder';
import * as repo from './chatbot-repository';
import type { ChatEnv } from './decide';
import { grounded } from './dialogue-state';
import { loadCatalog } from './entities';
import type { LlmClient } from './llm-client';

export interface ChatbotDeps {
  db: Db;
  llm?: LlmClient | null;
}

/**
 * The tour guide: a grounded answer (dialogue-state.ts reads the conversation, decide.ts picks
 * the answerer, answerers/ build it from our rows), then, when a model is configured, the model's
 * phrasing of it, checked; and the suggestions to show under it.
 */
export function createChatbotService({ db, llm }: ChatbotDeps) {
  const env: ChatEnv = {
    db,
    // Names added or renamed by staff are recognised within a minute.
    catalog: cached(() => loadCatalog(db), 60_000),
    provinces: cached(() => repo.allProvinces(db), 10 * 60_000),
    // A place renamed or added by staff is linked from FAQ answers within a minute.
    placeNames: cached(
      async () =>
        (await repo.placeNames(db)).map((r): NamedPlace => ({
          id: r.id,
          name: { en: r.name_en, km: r.name_km },
        })),
      60_000,
    ),
  };

  return {
    async answer(q: ChatbotQuery): Promise<ChatbotReply> {
      const lang = replyLang(q.message, q.context, q.lang);
      const b = await grounded(env, q, lang);
      const message = b.message();
      const location = q.location ?? null;
      const seed = [...q.message].reduce(
        (h, c) => (h * 31 + c.charCodeAt(0)) >>> 0,
        q.context.length,
      );
      // A city's four stay as they are; quick questions skip the one just asked.
      let suggestions = suggestionsFor(location, lang, seed);
      if (!location && suggestions.includes(q.message)) {
        suggestions = suggestionsFor(null, lang, seed + 1);
        if (suggestions.includes(q.message)) suggestions = suggestionsFor(null, lang, seed + 2);
      }
      let finalMessage = message;
      let source: ChatbotReply['source'] = 'grounded';
      if (llm) {
        const phrased = await llm.rephrase({
          lang,
          question: q.message,
          context: q.context,
          grounded: message,
          links: b.links,
        });
        if (phrased) {
          finalMessage = phrased;
          source = 'llm';
        }
      }
      // Links the message no longer names are dropped; every link in it is one of ours.
      const used = new Set(linksIn(finalMessage).map((l) => l.href));
      const links = b.links.filter((l) => used.has(l.href) || source === 'grounded');
      return { message: finalMessage, suggestions, links, lang, location, source };
    },
  };
}

export type ChatbotService = ReturnType<typeof createChatbotService>;
