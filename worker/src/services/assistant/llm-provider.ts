// The hosted models the assistant can use to read a question, behind one small interface. Which one (if any)
// follows configuration: a Workers AI binding, or any OpenAI-compatible chat-completions URL. Either is asked
// for structured output (a JSON schema) and returns the parsed object; what it means is checked by the caller.
import * as z from 'zod';
import type { Env } from '../../env';
import type { ChatMessage } from './prompt';

export type LlmProvider = {
  readonly name: 'workers-ai' | 'openai-compatible';
  /** The model's JSON object for `schema`, parsed but not yet validated. */
  fill(messages: ChatMessage[], schema: Record<string, unknown>, signal: AbortSignal): Promise<unknown>;
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
const SCHEMA_NAME = 'package_query';

const openAiReply = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().min(1) }) })).min(1),
});
// Workers AI gives JSON mode's object already parsed in `response`, or its text.
const workersAiReply = z.union([
  z.object({ response: z.union([z.string().min(1), z.record(z.string(), z.unknown())]) }),
  openAiReply,
]);

/** The model's text as JSON; text that is not JSON is the model's failure, logged as such. */
function parsedJson(text: string): unknown {
  // Some servers wrap JSON mode's answer in a code fence.
  const bare = text.trim().replace(/^```(?:json)?\s*|\s*```$/g, '');
  try {
    return JSON.parse(bare);
  } catch {
    throw new ProviderError('malformed_json');
  }
}

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
    async fill(messages, schema, signal) {
      const res = await fetcher(chatCompletionsUrl(config.url), {
        method: 'POST',
        signal,
        headers: {
          'Content-Type': 'application/json',
          // Local servers (Ollama, llama.cpp) need no key; hosted ones do.
          ...(config.key ? { Authorization: `Bearer ${config.key}` } : {}),
        },
        body: JSON.stringify({
          model: config.model,
          messages,
          temperature: 0,
          max_tokens: MAX_TOKENS,
          response_format: { type: 'json_schema', json_schema: { name: SCHEMA_NAME, strict: true, schema } },
        }),
      });
      if (!res.ok) throw new ProviderError(`http_${res.status}`);
      const parsed = openAiReply.safeParse(await res.json().catch(() => null));
      if (!parsed.success) throw new ProviderError('bad_response');
      return parsedJson(parsed.data.choices[0]!.message.content);
    },
  };
}

// The binding's run() is typed per model; the chat models take messages and a JSON schema for JSON mode.
type ChatRunner = {
  run(
    model: string,
    input: {
      messages: ChatMessage[];
      max_tokens: number;
      response_format: { type: 'json_schema'; json_schema: unknown };
    },
  ): Promise<unknown>;
};

export function workersAiProvider(ai: Ai, model: string): LlmProvider {
  return {
    name: 'workers-ai',
    async fill(messages, schema) {
      const output = await (ai as unknown as ChatRunner).run(model, {
        messages,
        max_tokens: MAX_TOKENS,
        response_format: { type: 'json_schema', json_schema: schema },
      });
      const parsed = workersAiReply.safeParse(output);
      if (!parsed.success) throw new ProviderError('bad_response');
      if (!('response' in parsed.data)) return parsedJson(parsed.data.choices[0]!.message.content);
      const { response } = parsed.data;
      return typeof response === 'string' ? parsedJson(response) : response;
    },
  };
}

/** Workers AI when bound, else an OpenAI-compatible service when its URL and model are set, else none (rules). */
export function providerFor(env: Env, fetcher: typeof fetch): LlmProvider | null {
  if (env.AI) return workersAiProvider(env.AI, env.AI_MODEL || DEFAULT_WORKERS_AI_MODEL);
  if (env.AI_API_URL && env.AI_MODEL) {
    return openAiCompatibleProvider({ url: env.AI_API_URL, key: env.AI_API_KEY, model: env.AI_MODEL }, fetcher);
  }
  return null;
}
