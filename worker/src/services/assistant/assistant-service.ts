// Answers a chat message. The rules always read it (embedded-answer.ts); with a hosted model configured, the
// model reads it instead into the same typed package query (structured output), and the code writes the reply
// from the catalog either way, so a model never states a price. A model that fails, answers with something
// that is not the query (malformed JSON, a schema violation, an id or place we do not hold) or takes longer
// than 5 s is logged (`assistant.provider_failed` with the reason) and the rules' answer is used.
import type { ChatReply, ChatTurn, Language } from '#shared/schemas/chat';
import type { Deps, Env } from '../../env';
import { businessOf } from '../../business';
import { errorField, log } from '../../log';
import { embeddedAnswer, queryAnswer } from './embedded-answer';
import { knowledgeIndexFor } from './knowledge-cache';
import { ProviderError, providerFor } from './llm-provider';
import { queryOf, slotsOf } from './model-query';
import { isPackage } from './package-answer';
import { buildPrompt } from './prompt';
import { QUERY_JSON_SCHEMA } from './query-schema';

export const PROVIDER_TIMEOUT_MS = 5_000;

export type AssistantReply = ChatReply & { source: 'embedded' | 'workers-ai' | 'openai-compatible' };

/** Runs `task` with an abort signal; rejects with ProviderError('timeout') after `ms`, whatever the task does. */
function withTimeout<T>(ms: number, task: (signal: AbortSignal) => Promise<T>): Promise<T> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | null = null;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      controller.abort();
      reject(new ProviderError('timeout'));
    }, ms);
  });
  return Promise.race([task(controller.signal), timeout]).finally(() => {
    if (timer !== null) clearTimeout(timer);
  });
}

/**
 * Answers `message`, read with the conversation so far in `history` (a follow-up changes one slot of the last
 * query). Whoever reads the question, the reply is written from the catalog, FAQ and service pages.
 */
export async function answerQuestion(
  env: Env,
  deps: Deps,
  message: string,
  history: ChatTurn[] = [],
  lang?: Language,
): Promise<AssistantReply> {
  const index = await knowledgeIndexFor(env, deps);
  const grounded = embeddedAnswer(index, message, history, lang, businessOf(env));
  const embedded: AssistantReply = { reply: grounded.reply, links: grounded.links, source: 'embedded' };
  const provider = providerFor(env, deps.fetch);
  const { question } = grounded;
  // Thanks, hellos, emoji and attempts to re-program the assistant get the rules' answer: nothing to search.
  // So do what we do not offer and general-knowledge questions: never sent to a model.
  if (
    !provider ||
    question.smallTalk ||
    question.greeting ||
    question.aboutBot ||
    question.empty ||
    question.injection ||
    question.unoffered ||
    question.offTopic
  )
    return embedded;

  const started = Date.now();
  try {
    const prompt = buildPrompt(message, index.docs.filter(isPackage), history);
    const raw = await withTimeout(PROVIDER_TIMEOUT_MS, (signal) => provider.fill(prompt, QUERY_JSON_SCHEMA, signal));
    const slots = slotsOf(raw);
    const durationMs = Date.now() - started;
    // A service, a car, a policy: not a search over the packages; the rules answer it from the FAQ and pages.
    if (slots.about === 'other') {
      log('info', 'assistant.provider_answered', { provider: provider.name, about: 'other', durationMs });
      return embedded;
    }
    const answer = queryAnswer(index, queryOf(slots, index), message, lang);
    if (!answer) throw new ProviderError('no_match');
    log('info', 'assistant.provider_answered', { provider: provider.name, about: 'packages', durationMs });
    return { ...answer, source: provider.name };
  } catch (error) {
    log('warn', 'assistant.provider_failed', {
      provider: provider.name,
      reason: error instanceof ProviderError ? error.reason : 'error',
      error: errorField(error),
      durationMs: Date.now() - started,
    });
    return embedded;
  }
}
