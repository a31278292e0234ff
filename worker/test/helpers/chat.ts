import { env } from 'cloudflare:workers';
import { expect } from 'vitest';
import { createApp } from '../../src/app';

export type ChatReply = { reply: string; links: { label: string; path: string }[] };

const app = createApp();
let client = 0;

/**
 * Asks Visbot each message in turn through the real endpoint, with the conversation so far as history, from a
 * fresh address each time (the chat limit is per client); returns the last reply. `subnet` keeps one test
 * file's addresses apart from another's.
 */
export function conversation(subnet: number, ...messages: string[]): Promise<ChatReply> {
  return conversationWith(env, subnet, ...messages);
}

/** `conversation` against a worker with other bindings (its BUSINESS_* settings, say). */
export async function conversationWith(
  bindings: Cloudflare.Env,
  subnet: number,
  ...messages: string[]
): Promise<ChatReply> {
  const history: { role: 'user' | 'bot'; text: string }[] = [];
  let last: ChatReply | null = null;
  for (const message of messages) {
    const res = await app.request(
      '/api/get-ai-response',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'cf-connecting-ip': `198.19.${subnet}.${++client}` },
        body: JSON.stringify({ message, history }),
      },
      bindings,
    );
    expect(res.status, message).toBe(200);
    last = (await res.json()) as ChatReply;
    history.push({ role: 'user', text: message }, { role: 'bot', text: last.reply });
  }
  return last!;
}
