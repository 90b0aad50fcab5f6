import {
  CHAT_RATE_PER_HOUR,
  CHAT_RATE_PER_MINUTE,
  ChatbotReplySchema,
  ChatbotRequestSchema,
} from '@camtour/shared/schemas/chatbot';
import { envelopeOf } from '@camtour/shared/schemas/envelope';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Config } from '../../config';
import { ok } from '../../lib/envelope';
import type { Limit } from '../../plugins/rate-limit';
import { createChatbotService } from './chatbot-service';
import { httpLlmClient } from './llm-client';

/** A person types a question every few seconds at most; a script asking hundreds is stopped. */
export const CHAT_MINUTE_LIMIT: Limit = {
  action: 'chatbot:ip:minute',
  max: CHAT_RATE_PER_MINUTE,
  windowMs: 60_000,
  errorKey: 'too-many-requests-try-later',
};
export const CHAT_HOUR_LIMIT: Limit = {
  action: 'chatbot:ip:hour',
  max: CHAT_RATE_PER_HOUR,
  windowMs: 60 * 60_000,
  errorKey: 'too-many-requests-try-later',
};

/** A 500-character question and 10 context entries of 2000 characters, even all \u-escaped, fit. */
const BODY_LIMIT = 160 * 1024;

/** The tour-guide chatbot (document 1 §7, DECISIONS D10), for visitors and users alike. */
export const chatbotRoutes: FastifyPluginAsyncZod<{ config: Config }> = async (app, { config }) => {
  const llm =
    config.LLM_BASE_URL && config.LLM_API_KEY && config.LLM_MODEL
      ? httpLlmClient({
          baseUrl: config.LLM_BASE_URL,
          apiKey: config.LLM_API_KEY,
          model: config.LLM_MODEL,
          timeoutMs: config.LLM_TIMEOUT_MS,
        })
      : null;
  const chatbot = createChatbotService({ db: app.db, llm });

  app.post(
    '/web/view/chatbot',
    {
      schema: {
        tags: ['chatbot'],
        summary:
          'Answers a traveller from our FAQ, places, hotels, products and planner prices, in the language of the question',
        body: ChatbotRequestSchema,
        response: { 200: envelopeOf(ChatbotReplySchema) },
      },
      bodyLimit: BODY_LIMIT,
    },
    async (req) => {
      await app.limiter.take([
        { limit: CHAT_MINUTE_LIMIT, key: req.ip },
        { limit: CHAT_HOUR_LIMIT, key: req.ip },
      ]);
      return ok(await chatbot.answer(req.body));
    },
  );
};
