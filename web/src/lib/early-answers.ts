// On a deep link, index.html's start script asks for the answers the screen reads first beside the screen's
// code (web/build/start-app-code.ts, `window.__boot.earlyAnswers`), keyed by their path under /api/. Each is
// taken once.

/** The answer to `path` already on its way, if the start script asked for it; later calls ask afresh. */
export function takeEarlyAnswer(path: string): Promise<Response> | undefined {
  const answers = window.__boot?.earlyAnswers;
  const answer = answers?.[path];
  if (answer) delete answers[path];
  return answer;
}

const NOT_YET = Symbol('not yet');

/** The paths whose answers the start script asked for have come in (not failed), and nobody has taken yet. */
export async function arrivedEarlyAnswers(): Promise<string[]> {
  const asked = Object.entries(window.__boot?.earlyAnswers ?? {});
  const arrived = await Promise.all(
    asked.map(([path, answer]) =>
      // An answer already in wins the race against one settled after it was asked.
      Promise.race([answer, Promise.resolve(NOT_YET)]).then(
        (first) => (first === NOT_YET ? undefined : path),
        () => undefined,
      ),
    ),
  );
  return arrived.filter((path) => path !== undefined);
}
