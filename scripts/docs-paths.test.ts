import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The README and docs/ name files and folders of this repository; a rename that forgets them fails here.
// A repo path is a `code` span or a Markdown link target that starts with one of the folders or root files
// below; a placeholder ({id}, …, *) ends the part that is checked. URLs (/api/…) and ../shared/ are not ours.

const ROOTS = ['web/', 'worker/', 'shared/', 'scripts/', 'docs/', '.ci/'];
const ROOT_FILES =
  /^(README\.md|package\.json|wrangler\.toml|eslint\.config\.js|vitest\.config\.ts|playwright\.config\.ts|tsconfig\.base\.json|\.dev\.vars\.example)$/;

// What a build or a seed writes (and .gitignore keeps out) is not in a fresh clone: such paths are not checked.
const GENERATED = ['web/dist/', 'worker/seed/generated/'];

const DOCS = [
  'README.md',
  ...readdirSync('docs')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The checkable part of a candidate: up to the first placeholder, without a trailing `:line` or `#anchor`. */
function checkable(candidate: string): string | null {
  const path = candidate
    .split(/[\s{…*<[(]/)[0]!
    .replace(/[#:].*$/, '')
    .replace(/[.,;]+$/, '');
  if (ROOT_FILES.test(path)) return path;
  if (!ROOTS.some((root) => path.startsWith(root))) return null;
  if (GENERATED.some((folder) => path.startsWith(folder))) return null;
  // A cut at a placeholder leaves a folder prefix ('worker/seed/' of 'worker/seed/…'): check that folder.
  return path.includes('/') && !path.endsWith('/') && candidate.length > path.length && !/\.\w+$/.test(path)
    ? path.slice(0, path.lastIndexOf('/') + 1)
    : path;
}

/** Every repo path a Markdown file names, with its line. */
export function namedPaths(file: string): { path: string; line: number }[] {
  const found: { path: string; line: number }[] = [];
  readFileSync(file, 'utf8')
    .split('\n')
    .forEach((text, index) => {
      for (const [, code] of text.matchAll(/`([^`]+)`/g)) {
        const path = checkable(code!.trim());
        if (path) found.push({ path, line: index + 1 });
      }
      for (const [, target] of text.matchAll(/\]\(([^)\s]+)\)/g)) {
        if (/^[a-z]+:|^#|^\//.test(target!)) continue;
        const path = normalize(join(dirname(file), target!.replace(/#.*$/, '')));
        found.push({ path, line: index + 1 });
      }
    });
  return found;
}

describe('the README and docs/', () => {
  it.each(DOCS)('%s names only paths that exist', (file) => {
    const missing = namedPaths(file)
      .filter(({ path }) => !existsSync(path))
      .map(({ path, line }) => `${file}:${line} ${path}`);
    expect(missing).toEqual([]);
  });

  it('finds the paths it checks (a check that finds none could not fail)', () => {
    expect(namedPaths('README.md').length).toBeGreaterThan(20);
    expect(namedPaths('README.md').map(({ path }) => path)).toContain('docs/configuration.md');
  });

  it('keeps the README a front door of at most 200 lines', () => {
    expect(readFileSync('README.md', 'utf8').trimEnd().split('\n').length).toBeLessThanOrEqual(200);
  });
});
