import { execFileSync } from 'node:child_process';
import { statSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

// The test layout of docs/testing.md, checked: a misplaced spec, helper or data set fails here, not in review.

const LARGE = 20 * 1024;

/** Every file of the repository, tracked or new (what .gitignore keeps out is not ours). */
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard'], { encoding: 'utf8' })
  .split('\n')
  .filter((file) => file !== '')
  .filter((file) => {
    try {
      return statSync(file).isFile();
    } catch {
      return false; // deleted in the working tree, not yet staged
    }
  });

const isUnitTest = (file: string) => /\.test\.[cm]?[jt]sx?$/.test(file);
const isBrowserTest = (file: string) => /\.spec\.[cm]?[jt]sx?$/.test(file);

describe('the test layout', () => {
  it('keeps worker tests directly in worker/test/, where they run in workerd', () => {
    const misplaced = files.filter((file) => file.startsWith('worker/') && isUnitTest(file));
    expect(misplaced.filter((file) => !/^worker\/test\/[^/]+$/.test(file))).toEqual([]);
  });

  it('keeps web, shared and script unit tests beside their code, never in a test folder', () => {
    const elsewhere = files.filter((file) => isUnitTest(file) && !file.startsWith('worker/'));
    expect(elsewhere.filter((file) => !/^(web\/src|web\/build|shared|scripts)\//.test(file))).toEqual([]);
    expect(elsewhere.filter((file) => /(^|\/)(test|tests|__tests__)\//.test(file))).toEqual([]);
  });

  it('keeps browser tests directly in web/e2e/', () => {
    expect(files.filter((file) => isBrowserTest(file) && !/^web\/e2e\/[^/]+$/.test(file))).toEqual([]);
  });

  it('keeps helpers and data apart from the specs', () => {
    const loose = files.filter(
      (file) =>
        (/^worker\/test\/[^/]+$/.test(file) && !isUnitTest(file) && file !== 'worker/test/env.d.ts') ||
        (/^web\/e2e\/[^/]+$/.test(file) && !isBrowserTest(file) && file !== 'web/e2e/tsconfig.json'),
    );
    expect(loose).toEqual([]);
  });

  it('keeps large test data (over 20 KB) under a fixtures/ folder', () => {
    const testData = files.filter(
      (file) => /^(worker\/test|web\/e2e|scripts\/bench)\//.test(file) && !isUnitTest(file) && !isBrowserTest(file),
    );
    const large = testData.filter((file) => statSync(file).size > LARGE && !/\/fixtures\//.test(file));
    expect(large).toEqual([]);
  });
});
