// A loopback stand-in for an OpenAI-compatible chat-completions service, answering with recorded model
// answers (worker/test/fixtures/model-answers.json) so the worker tests reach a real HTTP server through the
// configured AI_API_URL. The first path segment picks how it behaves:
//   POST /recorded/v1/chat/completions          the recorded answer for the visitor's message (404 when none)
//   POST /malformed/v1/chat/completions         text that is not JSON
//   POST /schema-violating/v1/chat/completions  JSON that breaks the query's schema
//   POST /unknown-package/v1/chat/completions   a well-formed query naming a package we do not have
//   POST /slow/v1/chat/completions              no answer until the caller gives up
//   POST /failing/v1/chat/completions           a 500
//   GET  /received                              every request body, oldest first
// Used as the worker test project's globalSetup (vitest.config.ts), which provides its base URL as modelStubUrl.
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';

const answers = JSON.parse(readFileSync(new URL('../../worker/test/fixtures/model-answers.json', import.meta.url)));

const send = (res, status, body) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};
const completion = (content) => ({
  id: 'chatcmpl-stub',
  object: 'chat.completion',
  choices: [{ index: 0, message: { role: 'assistant', content }, finish_reason: 'stop' }],
});

/** What the stub answers for one request, by scenario; null keeps the request open (the slow service). */
function answerFor(scenario, body) {
  const question = body.messages?.at(-1)?.content ?? '';
  switch (scenario) {
    case 'recorded': {
      const recorded = answers.recorded[question];
      return recorded ? [200, completion(JSON.stringify(recorded))] : [404, { error: { message: 'no recording' } }];
    }
    case 'malformed':
    case 'schema-violating':
    case 'unknown-package': {
      const content = answers[scenario];
      return [200, completion(typeof content === 'string' ? content : JSON.stringify(content))];
    }
    case 'failing':
      return [500, { error: { message: 'upstream exploded' } }];
    case 'slow':
      return null;
    default:
      return [404, { error: { message: 'no such scenario' } }];
  }
}

/** @param {{ port?: number }} options */
export function startModelStub({ port = 0 } = {}) {
  const received = [];
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    if (req.method === 'GET' && url.pathname === '/received') return send(res, 200, received);
    const route = /^\/([a-z-]+)\/v1\/chat\/completions$/.exec(url.pathname);
    if (req.method !== 'POST' || !route) return send(res, 404, { error: { message: 'not found' } });
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      received.push({ scenario: route[1], authorization: req.headers.authorization ?? null, body });
      const answer = answerFor(route[1], body);
      if (answer) send(res, ...answer);
    });
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

/** vitest globalSetup: starts the stub on a free port for the worker tests, stops it after them. */
export default async function setup(project) {
  const server = await startModelStub();
  project.provide('modelStubUrl', `http://127.0.0.1:${server.address().port}`);
  return () =>
    new Promise((resolve) => {
      server.closeAllConnections();
      server.close(resolve);
    });
}
