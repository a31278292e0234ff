// On a deep link, index.html's start script asks for the answers the screen reads first beside the screen's
// code (web/build/prerender-first-screen.ts), keyed by their path under /api/. Each is taken once.
type EarlyWindow = Window & { __earlyAnswers?: Record<string, Promise<Response> | undefined> };

/** The answer to `path` already on its way, if the start script asked for it; later calls ask afresh. */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answers = (window as EarlyWindow).__earlyAnswers;
  const answer = answers?.[path];
  if (answer) delete answers[path];
  return answer;
}
