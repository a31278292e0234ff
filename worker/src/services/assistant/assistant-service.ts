// Answers a chat message: retrieval first (always), then the configured LLM grounded on what was retrieved.
// A provider that fails, answers badly or takes longer than 10 s is logged and the embedded answer is used.
import type { ChatLink, ChatReply, ChatTurn } from '#shared/schemas/chat';
import type { Deps, Env } from '../../env';
import { errorField, log } from '../../log';
import { embeddedAnswer, type Grounded } from './embedded-answer';
import { linkTo } from './knowledge';
import { knowledgeIndexFor } from './knowledge-cache';
import { ProviderError, providerFor } from './llm-provider';
import { buildPrompt, cleanReply, ungroundedIn } from './prompt';

export const PROVIDER_TIMEOUT_MS = 10_000;
const MAX_LINKS = 4;

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

/** The pages a model's reply names: the retrieved documents whose title it mentions, else the embedded answer's. */
function linksNamedIn(reply: string, grounded: Grounded): ChatLink[] {
  const lower = reply.toLowerCase();
  const candidates = [...grounded.links, ...grounded.context.map(linkTo)];
  const named = candidates.filter((link) => lower.includes(link.label.toLowerCase()));
  const chosen = named.length ? named : grounded.links;
  return chosen.filter((link, i) => chosen.findIndex((other) => other.path === link.path) === i).slice(0, MAX_LINKS);
}

/**
 * Answers `message`, read with the visitor's earlier messages in `history` (a follow-up refines the previous
 * question). Whichever writes the answer, the understanding and the documents it rests on are the same.
 */
export async function answerQuestion(
  env: Env,
  deps: Deps,
  message: string,
  history: ChatTurn[] = [],
): Promise<AssistantReply> {
  const index = await knowledgeIndexFor(env, deps);
  const earlier = history.filter((turn) => turn.role === 'user').map((turn) => turn.text);
  const grounded = embeddedAnswer(index, message, history);
  const embedded: AssistantReply = { reply: grounded.reply, links: grounded.links, source: 'embedded' };
  const provider = providerFor(env, deps.fetch);
  const { question } = grounded;
  // Thanks, hellos, emoji and attempts to re-program the assistant get the embedded answer: nothing to ground.
  // So do what we do not offer and general-knowledge questions: a model could invent a rule or a fact there.
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
    const prompt = buildPrompt(message, grounded.context, question, earlier);
    const text = await withTimeout(PROVIDER_TIMEOUT_MS, (signal) => provider.complete(prompt, signal));
    const reply = cleanReply(text);
    if (!reply) throw new ProviderError('empty_reply');
    // A package or price the grounding does not hold is invented: the embedded answer is used instead.
    const invented = ungroundedIn(reply, prompt[1]!.content, index.docs, grounded.context);
    if (invented) throw new ProviderError(`ungrounded_${invented}`);
    log('info', 'assistant.provider_answered', { provider: provider.name, durationMs: Date.now() - started });
    return { reply, links: linksNamedIn(reply, grounded), source: provider.name };
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
