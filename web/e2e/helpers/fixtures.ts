import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { WELCOME_POPUP_SESSION_KEY } from '../../src/features/home/welcome-popup-key';

type Options = {
  /** Console errors this test causes on purpose (a server error it provokes, say), as substrings. */
  expectedConsoleErrors: string[];
  /**
   * The home page's welcome popup shows once per session. Off by default (the session flag is set before
   * the page loads) so it never covers other screens' tests; `test.use({ showWelcomePopup: true })` lets it show.
   */
  showWelcomePopup: boolean;
};

/**
 * Every browser test runs under two guards: no console error or uncaught exception, and no request
 * leaving the machine (anything not on loopback cannot resolve and is reported).
 */
export const test = base.extend<Options & { guard: void; welcomePopup: void }>({
  // Each test is its own visitor: the worker limits submissions and chats per client address, and the whole
  // suite would otherwise count as one client and meet the limit depending on test order.
  extraHTTPHeaders: async ({ extraHTTPHeaders }, use, testInfo) => {
    await use({
      ...extraHTTPHeaders,
      'CF-Connecting-IP': visitorAddress(`${testInfo.testId}:${testInfo.repeatEachIndex}:${testInfo.retry}`),
    });
  },
  expectedConsoleErrors: [[], { option: true }],
  showWelcomePopup: [false, { option: true }],
  welcomePopup: [
    async ({ page, showWelcomePopup }, use) => {
      if (!showWelcomePopup)
        await page.addInitScript((key) => sessionStorage.setItem(key, '1'), WELCOME_POPUP_SESSION_KEY);
      await use();
    },
    { auto: true },
  ],
  guard: [
    async ({ page, expectedConsoleErrors }, use) => {
      const problems: string[] = [];
      page.on('console', (message) => {
        if (message.type() !== 'error') return;
        const text = message.text();
        if (!expectedConsoleErrors.some((expected) => text.includes(expected))) problems.push(`console error: ${text}`);
      });
      page.on('pageerror', (error) => problems.push(`uncaught: ${error.message}`));
      // Watched, not routed: routing every request through the test process slows each page load. Chromium
      // cannot reach another host anyway (playwright.config.ts resolves every other name to nothing).
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!['127.0.0.1', 'localhost'].includes(url.hostname) && !['data:', 'blob:'].includes(url.protocol))
          problems.push(`request left the machine: ${request.url()}`);
      });
      await use();
      expect(problems, 'console errors or outside requests').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/**
 * For a test whose subject does not change with the screen's width (texts in a language, an answer, a stored
 * row, the service worker, the first paint on a slow phone): it runs at phone size only, where most visitors
 * are (the desktop project in playwright.config.ts leaves out this tag). Layout and controls are tested at both.
 */
export const ONE_SIZE = { tag: '@one-size' };

/** The operators' token the browser tests' server runs with (scripts/serve-e2e.mjs sets the same text). */
export const ADMIN_TOKEN = 'e2e-admin-token-0123456789-abcdefghij';
export const ADMIN_HEADERS = { Authorization: `Bearer ${ADMIN_TOKEN}` };

/**
 * Waits until the service worker controls `page`. It takes control once it has precached the whole build (some
 * 270 files): a busy two-core machine, serving them through wrangler dev one by one, can take half a minute,
 * so the test calling this gets the slow test's time.
 */
export async function controlledByServiceWorker(page: Page) {
  test.slow();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null), { timeout: 45_000 })
    .toBe(true);
}

/** Signs in to the console with the owner's token, as an operator does, and waits for the inbox. */
export async function signInToConsole(page: Page) {
  await page.goto('/#/admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
  await page.getByLabel('Admin token').fill(ADMIN_TOKEN);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Inbox' })).toBeVisible();
}

/** A stable address in the 198.18.0.0/15 test range for one test run. */
function visitorAddress(seed: string): string {
  let hash = 0;
  for (const char of seed) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) >>> 0;
  return `198.${18 + ((hash >>> 16) % 2)}.${(hash >>> 8) & 255}.${hash & 255}`;
}

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
  return page.evaluate(
    () => (window as unknown as { __opened: { url: string; target?: string; features?: string }[] }).__opened,
  );
}

export const isPhone = (page: Page) => (page.viewportSize()?.width ?? 0) < 768;

/** Ticks the privacy consent (components/consent-field.tsx) every form that collects personal data asks for. */
export const agreeToPrivacy = (scope: Page | Locator) =>
  scope
    .getByRole('checkbox', {
      // The consent box in English, Tamil or Hindi.
      name: /I agree that these details are used|இந்த விவரங்கள் பயன்படுத்தப்படுவதை|मैं सहमत हूँ कि ये विवरण/,
    })
    .check();
