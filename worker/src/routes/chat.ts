import { Hono } from 'hono';
import { chatRequestSchema } from '#shared/schemas/chat';
import type { AppEnv } from '../env';
import { log } from '../log';
import { rateLimit } from '../middleware/rate-limit';
import { answerQuestion } from '../services/assistant/assistant-service';
import { jsonBody } from '../validate';

/** POST /api/get-ai-response {message, history?, lang?} → {reply, links}: Visbot's answer, grounded on our catalog and FAQ. */
export const chatRoutes = new Hono<AppEnv>().post(
  '/',
  rateLimit('CHAT_LIMITER', 'You are sending messages too quickly. Please wait a minute and try again.'),
  jsonBody(chatRequestSchema),
  async (c) => {
    const { message, history, lang } = c.req.valid('json');
    const { reply, links, source } = await answerQuestion(c.env, c.get('deps'), message, history, lang);
    log('info', 'assistant.answer', { source, links: links.length });
    return c.json({ reply, links }, 200, { 'Cache-Control': 'no-store' });
  },
);
