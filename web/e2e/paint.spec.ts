import type { Page } from '@playwright/test';
import { expect, ONE_SIZE, test } from './helpers/fixtures';

// The first screen paints from index.html before any JavaScript (issue 13): the home page is prerendered and
// hydrated in place; a deep link shows the shell with a neutral placeholder until its own screen is ready.

const HEADLINE = 'Journeys across India and abroad, planned with care';
const TILES = ['Flights', 'Hotels', 'Visa', 'Car Rental', 'Holidays', 'Forex', 'Passport', 'Trains'];

/** Console errors and warnings of the page itself (Playwright's own note about blocking service workers aside). */
function collectWarnings(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (['error', 'warning'].includes(message.type()) && !message.text().includes('blocked by Playwright'))
      messages.push(message.text());
  });
  page.on('pageerror', (error) => messages.push(error.message));
  return messages;
}

type Watched = Window & { __rootReplaced?: boolean; __homeSeen?: boolean };

/** Records whether React threw the prerendered markup away (createRoot) instead of adopting it (hydrateRoot). */
function watchRoot() {
  new MutationObserver((records) => {
    for (const record of records) {
      if ((record.target as Element).id === 'root' && record.removedNodes.length)
        (window as Watched).__rootReplaced = true;
    }
  }).observe(document, { childList: true, subtree: true });
}

/** Before every frame the browser paints, notes whether any home-screen content is on show. */
function watchForHomeContent() {
  const check = () => {
    for (const element of document.querySelectorAll('#main .hero, #main .service-grid')) {
      if (element.getClientRects().length > 0) (window as Watched).__homeSeen = true;
    }
    requestAnimationFrame(check);
  };
  requestAnimationFrame(check);
}

test.describe('without JavaScript', ONE_SIZE, () => {
  test.use({ javaScriptEnabled: false });

  test('/ shows the header with its search bar, the hero headline, the service tiles and the footer', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('link', { name: 'Vishwa Tours & Travels, home' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Search for car rentals or tickets' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Book a service' }).getByRole('link')).toHaveText(TILES);
    await expect(page.getByRole('contentinfo')).toContainText('Head office');
    // The poster is in the HTML and asked for early, at high priority.
    await expect(page.locator('.hero__poster')).toHaveAttribute('fetchpriority', 'high');
    await expect(page.locator('link[rel="preload"][as="image"][fetchpriority="high"]')).toHaveCount(2);
  });
});

test('the home screen is hydrated in place, with no warning, and then works', ONE_SIZE, async ({ page }) => {
  const messages = collectWarnings(page);
  await page.addInitScript(watchRoot);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeVisible();
  // A click handler only works once React has adopted the markup.
  await page.getByRole('button', { name: 'Search for car rentals or tickets' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await expect.poll(() => page.evaluate(() => (window as Watched).__rootReplaced ?? false)).toBe(false);
  expect(messages).toEqual([]);
});

for (const [path, heading] of [
  ['/#/tours', 'Explore Our Packages'],
  ['/#/forex', 'Forex/Foreign Exchange Form'],
  ['/#/train-booking', 'Book Train Ticket'],
  ['/#/tour/kerala-backwaters-munnar', 'Kerala Backwaters & Munnar'],
  // A real path the worker renders for crawlers; the app moves it to its hash route.
  ['/tour/kerala-backwaters-munnar', 'Kerala Backwaters & Munnar'],
] as const) {
  test(`${path} never shows the home screen before its own`, ONE_SIZE, async ({ page }) => {
    const messages = collectWarnings(page);
    await page.addInitScript(watchForHomeContent);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Vishwa Tours & Travels, home' })).toBeVisible();
    expect(await page.evaluate(() => (window as Watched).__homeSeen ?? false)).toBe(false);
    expect(messages).toEqual([]);
  });
}

/** Holds one of the build's files back (`name` before its hash), to look at the page as a slow network shows it; returns the release. */
async function holdBuildFile(page: Page, name: string, extension: 'js' | 'css' = 'js'): Promise<() => void> {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(new RegExp(`/assets/${name}-[^/]+\\.${extension}$`), async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

test('a deep link shows the shell and a placeholder before its screen arrives', ONE_SIZE, async ({ page }) => {
  const release = await holdBuildFile(page, 'tours-page');
  await page.goto('/#/tours', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
  await expect(page.getByRole('button', { name: 'Search for car rentals or tickets' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeHidden();
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Packages' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
});

test(
  "a deep link to a plain screen paints that screen's own header before its code arrives",
  ONE_SIZE,
  async ({ page }) => {
    const release = await holdBuildFile(page, 'forex-page');
    await page.goto('/#/forex', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Forex/Foreign Exchange Form' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeHidden();
    release();
    await expect(page.getByRole('button', { name: 'Submit Forex Request' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    // The screen took the header's place: one page title, not two.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  },
);

test(
  'a booking link paints its heading, with the reference from the link, before its code arrives',
  ONE_SIZE,
  async ({ page }) => {
    const release = await holdBuildFile(page, 'booking-page');
    await page.goto('/#/booking/BK-261126-ABCDEFGH', { waitUntil: 'domcontentloaded' });
    await expect(page.getByRole('heading', { level: 1, name: 'Booking BK-261126-ABCDEFGH' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
    release();
    await expect(page.getByLabel('The mobile number you booked with')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  },
);

test('a link whose booking reference has another shape draws no heading from it', ONE_SIZE, async ({ page }) => {
  const release = await holdBuildFile(page, 'booking-page');
  await page.goto('/#/booking/%3Cb%3Ehi%3C%2Fb%3E', { waitUntil: 'domcontentloaded' });
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
  await expect(page.locator('#main .screen-preview')).toHaveCount(0);
  release();
});

test(
  "a package link shows the package's title and first picture before the app's code arrives",
  ONE_SIZE,
  async ({ page }) => {
    const warnings = collectWarnings(page);
    const release = await holdBuildFile(page, 'index');
    await page.goto('/#/tour/kerala-backwaters-munnar', { waitUntil: 'domcontentloaded' });
    const preview = page.locator('#main > .screen-preview');
    await expect(preview.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    await expect(preview.getByText("Munnar's tea hills, a night on an Alleppey houseboat")).toBeVisible();
    await expect(preview.getByRole('img', { name: 'Kerala Backwaters & Munnar' })).toHaveAttribute(
      'src',
      '/images/catalog/backwater.svg',
    );
    await expect(page.getByRole('heading', { level: 1, name: HEADLINE })).toBeHidden();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
    release();
    await expect(page.getByRole('tab', { name: 'Itinerary' })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    // The screen took the preview's place: one title, one first picture.
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('.screen-preview')).toHaveCount(0);
    await expect(page.getByRole('img', { name: 'Kerala Backwaters & Munnar, picture 1 of 3' })).toBeVisible();
    expect(warnings).toEqual([]);
  },
);

test("a package link asks for the app's code once its first picture is in", ONE_SIZE, async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => asked.push(new URL(request.url()).pathname));
  const picture = page.waitForResponse('**/images/catalog/backwater.svg');
  await page.goto('/#/tour/kerala-backwaters-munnar');
  await picture;
  await expect(page.getByRole('tab', { name: 'Itinerary' })).toBeVisible();
  const code = asked.findIndex((path) => /^\/assets\/index-[^/]+\.js$/.test(path));
  expect(code).toBeGreaterThan(asked.indexOf('/images/catalog/backwater.svg'));
});

test.describe('a missing package', ONE_SIZE, () => {
  test.use({ expectedConsoleErrors: ['404 (Not Found)'] });

  test('a link to a package that does not exist draws no preview and says so once its code is in', async ({ page }) => {
    const release = await holdBuildFile(page, 'index');
    const answer = page.waitForResponse('**/api/catalog/tours/no-such-tour');
    await page.goto('/#/tour/no-such-tour', { waitUntil: 'domcontentloaded' });
    expect((await answer).status()).toBe(404);
    await page.waitForTimeout(300);
    await expect(page.locator('.screen-preview')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeHidden();
    release();
    await expect(page.getByRole('heading', { level: 1, name: 'Tour not found' })).toBeVisible();
  });
});

test(
  'a deep link asks for its code before the full stylesheet is in, and shows its screen only after it',
  ONE_SIZE,
  async ({ page }) => {
    const release = await holdBuildFile(page, 'index', 'css');
    const screenCode = page.waitForResponse(/\/assets\/car-rental-page-[^/]+\.js$/);
    const answer = page.waitForResponse(/\/api\/catalog\/carModels$/);
    // 'commit': with a stylesheet outstanding, the page's parse does not finish.
    await page.goto('/#/car-rental', { waitUntil: 'commit' });
    await Promise.all([screenCode, answer]);
    // Everything the screen needs is in but its styles: it keeps the header index.html painted, never unstyled cards.
    await page.waitForTimeout(500);
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
    await expect(page.getByRole('heading', { name: 'Popular car models' })).toBeHidden();
    release();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    await expect(page.getByRole('heading', { name: 'Popular car models' })).toBeVisible();
  },
);

test(
  "a /tours link shows the first row of packages before the app's code arrives",
  ONE_SIZE,
  async ({ page, request }) => {
    const warnings = collectWarnings(page);
    const tours = (await (await request.get('/api/catalog/tours')).json()) as {
      data: { id: string; type: string; title: string }[];
    };
    const international = tours.data.filter((tour) => tour.type === 'international').slice(0, 7);
    expect(international.length).toBeGreaterThan(1);
    const release = await holdBuildFile(page, 'index');
    await page.goto('/#/tours', { waitUntil: 'domcontentloaded' });
    const preview = page.locator('#main > .screen-preview');
    const row = preview.getByRole('region', { name: 'International Tours' });
    await expect(row.getByRole('link')).toHaveCount(international.length);
    for (const [index, tour] of international.entries()) {
      const card = row.getByRole('link').nth(index);
      await expect(card).toHaveAttribute('href', `#/tour/${tour.id}`);
      await expect(card).toContainText(tour.title);
      // The price line is the app's to write (one formatter); the preview leaves it empty.
      await expect(card.locator('[data-fill="price"]')).toHaveText('');
    }
    // The chips work only with the code: their place is kept, but a tap cannot land on them before.
    await expect(preview.getByRole('group', { name: 'Filter packages' })).toBeHidden();
    await expect(preview.locator('.tours-browser__chips')).toHaveCSS('visibility', 'hidden');
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'elsewhere');
    // The navigation already marks Tours as the current page, not Home.
    const current = page.locator('#root .nav-link[aria-current="page"]');
    expect(new Set(await current.evaluateAll((links) => links.map((link) => link.getAttribute('href'))))).toEqual(
      new Set(['#/tours']),
    );
    release();
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    await expect(page.locator('.screen-preview')).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'all', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('region', { name: 'International Tours' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Trekking Packages' }).getByRole('link').first()).toBeVisible();
    // The drawn cards are the screen's own links: a tap opens the package.
    await page.getByRole('region', { name: 'International Tours' }).getByRole('link').first().click();
    await expect(page).toHaveURL(new RegExp(`#/tour/${international[0]!.id}$`));
    expect(warnings).toEqual([]);
  },
);

test(
  'a filtered /tours link draws no row before its code: its cards are not the first row',
  ONE_SIZE,
  async ({ page }) => {
    const release = await holdBuildFile(page, 'index');
    const answer = page.waitForResponse(/\/api\/catalog\/tours$/);
    await page.goto('/#/tours?filter=domestic', { waitUntil: 'domcontentloaded' });
    await answer;
    await page.waitForTimeout(300);
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Packages' })).toBeVisible();
    await expect(page.locator('#main .package-card:visible')).toHaveCount(0);
    release();
    await expect(page.getByRole('heading', { level: 2, name: /^Domestic Tours \(\d+\)$/ })).toBeVisible();
  },
);

/** Notes whether a loading state (a skeleton card, 'Loading...') is put on show after the page drew its preview. */
function watchForLoadingAfterPreview() {
  const watched = window as Window & { __drawn?: boolean; __loadingAfterPreview?: boolean };
  new MutationObserver(() => {
    if (document.querySelector('#main > .screen-preview [data-fill]')) watched.__drawn = true;
    // Laid out, so not the hidden home markup's skeletons.
    const loading = document.querySelectorAll('#main .package-card--skeleton, #main .loading-text');
    if (watched.__drawn && [...loading].some((element) => element.getClientRects().length > 0))
      watched.__loadingAfterPreview = true;
  }).observe(document, { childList: true, subtree: true });
}

for (const [path, shown] of [
  ['/#/tours', 'Trekking Packages'],
  ['/#/tour/kerala-backwaters-munnar', 'Itinerary'],
] as const)
  test(
    `${path}: the screen takes over from the preview with its answer, never a loading state in between`,
    ONE_SIZE,
    async ({ page }) => {
      await page.addInitScript(watchForLoadingAfterPreview);
      await page.goto(path);
      await expect(page.getByText(shown, { exact: true }).first()).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
      const seen = await page.evaluate(() => {
        const watched = window as Window & { __drawn?: boolean; __loadingAfterPreview?: boolean };
        return { drawn: watched.__drawn ?? false, loading: watched.__loadingAfterPreview ?? false };
      });
      expect(seen).toEqual({ drawn: true, loading: false });
    },
  );

test(
  "on the home page the app's code is asked for at low priority, after the hero poster",
  ONE_SIZE,
  async ({ page }) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Network.enable');
    const asked: { url: string; priority: string }[] = [];
    cdp.on('Network.requestWillBeSent', ({ request }) =>
      asked.push({ url: new URL(request.url).pathname, priority: request.initialPriority }),
    );
    await page.goto('/');
    const entry = asked.findIndex(({ url }) => /^\/assets\/index-[^/]+\.js$/.test(url));
    const poster = asked.findIndex(({ url }) => url.startsWith('/images/'));
    expect(asked[entry]?.priority).toBe('Low');
    expect(poster).toBeGreaterThanOrEqual(0);
    expect(poster).toBeLessThan(entry);
    // The home page is in the entry: no other screen's code is asked for (the catch-all route once was).
    expect(asked.filter(({ url }) => /^\/assets\/[\w-]+-page-[^/]+\.js$/.test(url))).toEqual([]);
  },
);

test('/ answers a tap as soon as it has loaded', ONE_SIZE, async ({ page }) => {
  await page.goto('/');
  // The load event waits for the app's code, so a test (or a visitor) that taps on load finds it running.
  const { loaded, entryIn } = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    const entry = (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
      /\/assets\/index-[^/]+\.js$/.test(resource.name),
    );
    return { loaded: navigation?.loadEventStart ?? NaN, entryIn: entry?.responseEnd ?? Infinity };
  });
  expect(entryIn).toBeLessThanOrEqual(loaded);
  await page.getByRole('button', { name: 'Search for car rentals or tickets' }).click();
  await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
});

for (const path of ['/#/forex', '/#/booking/BK-261126-ABCDEFGH'])
  test(`${path} shows its first screen before it asks for the app's code`, ONE_SIZE, async ({ page }) => {
    // A slow phone: its first paint comes a while (here half a second) after the stylesheet is in.
    await page.route(
      (url) => url.pathname === '/',
      async (route) => {
        const response = await route.fetch();
        const html = (await response.text()).replace('<html', '<html style="visibility: hidden"');
        await route.fulfill({ response, body: html });
      },
    );
    await page.addInitScript(() => setTimeout(() => document.documentElement.style.removeProperty('visibility'), 500));
    await page.goto(path);
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    const { painted, asked } = await page.evaluate(() => ({
      painted: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Infinity,
      asked:
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find((resource) =>
          /\/assets\/index-[^/]+\.js$/.test(resource.name),
        )?.startTime ?? -1,
    }));
    // The page's own header is up before the code competes with it for the line and the processor…
    expect(asked).toBeGreaterThanOrEqual(painted);
    // …and the app still takes over: the search button, dead until then, answers.
    await page.getByRole('button', { name: 'Search for car rentals or tickets' }).click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  });

test(
  "a deep link's prerendered buttons take no tap until the app's shell replaces them",
  ONE_SIZE,
  async ({ page }) => {
    const release = await holdBuildFile(page, 'index');
    await page.goto('/#/forex', { waitUntil: 'domcontentloaded' });
    const search = page.getByRole('button', { name: 'Search for car rentals or tickets' });
    await expect(search).toBeVisible();
    // A tap on the prerendered button, which could not answer yet, reaches the header behind it instead.
    const hit = await search.evaluate((button) => {
      const box = button.getBoundingClientRect();
      return button.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(hit).toBe(false);
    release();
    // The app's own button takes it.
    await search.click();
    await expect(page.getByRole('dialog', { name: 'Search' })).toBeVisible();
  },
);

test(
  'a package deep link asks for its package once, beside the screen code, not after it',
  ONE_SIZE,
  async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (path.startsWith('/api/catalog/') || /\/assets\/package-detail-page-[^/]+\.js$/.test(path)) asked.push(path);
    });
    await page.goto('/#/tour/kerala-backwaters-munnar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    await expect(page.getByRole('img', { name: 'Kerala Backwaters & Munnar, picture 1 of 3' })).toBeVisible();
    const answer = asked.indexOf('/api/catalog/tours/kerala-backwaters-munnar');
    const screen = asked.findIndex((path) => path.includes('/assets/package-detail-page-'));
    // (The reviews block below the fold asks for its own answer when it nears the screen: not a second read.)
    expect(asked.filter((path) => path.startsWith('/api/catalog/') && !path.endsWith('/reviews'))).toEqual([
      '/api/catalog/tours/kerala-backwaters-munnar',
    ]);
    expect(answer).toBeLessThan(screen);
  },
);

test(
  'the built files a page loads come without the headers only a document reads',
  ONE_SIZE,
  async ({ page, request }) => {
    const scripts: string[] = [];
    page.on('response', (response) => response.url().includes('/assets/') && scripts.push(response.url()));
    await page.goto('/#/tours');
    // The heading is in the first markup; the screen's own files have arrived once its cards are drawn.
    await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
    await expect(page.locator('.package-card:not(.package-card--skeleton)').first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(scripts.length).toBeGreaterThan(5);
    const policyOf = async (url: string) => (await request.head(url)).headers()['content-security-policy'];
    for (const url of scripts.slice(0, 8)) {
      const headers = (await request.head(url)).headers();
      expect(headers['content-security-policy'], url).toBeUndefined();
      expect(headers['x-frame-options'], url).toBeUndefined();
      expect(headers['x-content-type-options'], url).toBe('nosniff');
    }
    // The page, the service worker and an SVG (a document when opened on its own) keep the policy.
    for (const url of ['/', '/sw.js', '/favicon.svg']) expect(await policyOf(url), url).toContain("default-src 'self'");
  },
);
