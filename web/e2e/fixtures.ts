import { test as base, expect, type Page } from '@playwright/test';

type Options = {
  /** Console errors this test causes on purpose (a server error it provokes, say), as substrings. */
  expectedConsoleErrors: string[];
};

/**
 * Every browser test runs under two guards: no console error or uncaught exception, and no request
 * leaving the machine (anything not on loopback is aborted and reported).
 */
export const test = base.extend<Options & { guard: void }>({
  expectedConsoleErrors: [[], { option: true }],
  guard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expectedConsoleErrors.some((expected) => text.includes(expected))) problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      await page.route(
        (url) => !['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol),
        async (route) => {
          problems.push(`request left the machine: ${route.request().url()}`);
          await route.abort();
        },
      );
      await use();
      expect(problems, 'console errors or outside requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** Records window.open calls (WhatsApp hand-offs) instead of opening tabs; read them with openedUrls(). */
export async function captureWindowOpen(page: Page) {
  await page.addInitScript(() => {
    const opened: { url: string; target?: string; features?: string }[] = [];
    (window as unknown as { __opened: typeof opened }).__opened = opened;
    window.open = (url?: string | URL, target?: string, features?: string) => {
      opened.push({ url: String(url), target, features });
      return null;
    };
  });
}

export function openedUrls(page: Page) {
  return page.evaluate(() => (window as unknown as { __opened: { url: string; target?: string; features?: string }[] }).__opened);
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;
