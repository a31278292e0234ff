// The LLMs the assistant can use instead of its embedded answer, behind one small interface. Which one
// (if any) follows configuration: a Workers AI binding, or any OpenAI-compatible chat-completions URL.
import * as z from 'zod';
import type { Env } from '../../env';
import type { ChatMessage } from './prompt';

export type LlmProvider = {
  readonly name: 'workers-ai' | 'openai-compatible';
  complete(messages: ChatMessage[], signal: AbortSignal): Promise<string>;
};

/** A provider answer we cannot use; `reason` is what the log records (never the message or a key). */
export class ProviderError extends Error {
  constructor(readonly reason: string) {
    super(reason);
    this.name = 'ProviderError';
  }
}

export const DEFAULT_WORKERS_AI_MODEL = '@cf/meta/llama-3.1-8b-instruct';
const MAX_TOKENS = 400;

const openAiReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});
const workersAiReply = z.union([z.object({ response: z.string().min(1) }), openAiReply]);

/** Accepts a base URL ('https://api.openai.com/v1', 'http://127.0.0.1:11434/v1') or the full endpoint. */
export function chatCompletionsUrl(url: string): string {
  const trimmed = url.trim().replace(/\/+$/, '');
  return /\/chat\/completions$/.test(trimmed) ? trimmed : `${trimmed}/chat/completions`;
}

export function openAiCompatibleProvider(
  config: { url: string; key?: string; model: string },
  fetcher: typeof fetch,
): LlmProvider {
  return {
    name: 'openai-compatible',
    async complete(messages, signal) {
      const res = await fetcher(chatCompletionsUrl(config.url), {
        method: 'POST',
        signal,
        headers: {
          'Content-Type': 'application/json',
          // Local servers (Ollama, llama.cpp) need no key; hosted ones do.
          ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}),
        },
        body: JSON.stringify({ model: config.model, messages, temperature: 0.2, max_tokens: MAX_TOKENS }),
      });
      if (!res.ok) throw new ProviderError(`http_${res.status}`);
      const parsed = openAiReply.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new ProviderError('bad_response');
      return parsed.data.choices[0]!.message.content;
    },
  };
}

// The binding's run() is typed per model; the chat models all take messages and answer with `response`.
type ChatRunner = { run(model: string, input: { messages: ChatMessage[]; max_tokens: number }): Promise<unknown> };

export function workersAiProvider(ai: Ai, model: string): LlmProvider {
  return {
    name: 'workers-ai',
    async complete(messages) {
      const output = await (ai as unknown as ChatRunner).run(model, { messages, max_tokens: MAX_TOKENS });
      const parsed = workersAiReply.safeParse(output);
      if (!parsed.success) throw new ProviderError('bad_response');
      return 'response' in parsed.data ? parsed.data.response : parsed.data.choices[0]!.message.content;
    },
  };
}

/** Workers AI when bound, else an OpenAI-compatible service when its URL and model are set, else none (embedded). */
export function providerFor(env: Env, fetcher: typeof fetch): LlmProvider | null {
  if (env.AI) return workersAiProvider(env.AI, env.AI_MODEL || DEFAULT_WORKERS_AI_MODEL);
  if (env.AI_API_URL && env.AI_MODEL) {
    return openAiCompatibleProvider({ url: env.AI_API_URL, key: env.AI_API_KEY, model: env.AI_MODEL }, fetcher);
  }
  return null;
}
