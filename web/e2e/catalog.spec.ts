import { DEFAULT_WHATSAPP_NUMBER } from '../../shared/constants';
import { carRentalEnquiryMessage, packageEnquiryMessage, whatsappUrl } from '../../shared/whatsapp';
import { captureWindowOpen, expect, openedUrls, test, ONE_SIZE } from './helpers/fixtures';

test.describe('home package rows', () => {
  test('show at most 7 cards and a View More card with the rest counted', async ({ page }) => {
    await page.goto('/');
    for (const [name, more, filter] of [
      ['Devotional Packages', '+4 more', 'devotional'],
      ['Tour Packages', '+3 more', 'domestic'],
      ['Trekking Adventures', '+2 more', 'trekking'],
    ] as const) {
      const row = page.getByRole('region', { name });
      await expect(row.locator('.package-card')).toHaveCount(7);
      const viewMore = row.getByRole('link', { name: /View More/ });
      await expect(viewMore).toContainText(more);
      await expect(viewMore).toHaveAttribute('href', `#/tours?filter=${filter}`);
    }
    await page
      .getByRole('region', { name: 'Trekking Adventures' })
      .getByRole('link', { name: /View More/ })
      .click();
    await expect(page).toHaveURL(/#\/tours\?filter=trekking$/);
    await expect(page.getByRole('heading', { name: 'Trekking Packages (9)' })).toBeVisible();
  });

  test('wait for the first screen to settle: nothing is asked for them until the visitor scrolls', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/catalog/')) asked.push(new URL(request.url()).pathname);
    });
    await page.goto('/');
    // Under the two quiet seconds after the load that would start them on their own.
    await page.waitForTimeout(1_200);
    expect(asked).toEqual([]);
    await page.mouse.wheel(0, 600);
    const row = page.getByRole('region', { name: 'Devotional Packages' });
    await expect(row.getByRole('link', { name: /View More/ })).toContainText('+4 more');
    expect(asked).toEqual(expect.arrayContaining(['/api/catalog/devotionals', '/api/catalog/tours']));
  });

  test('a row scrolled sideways is where the visitor left it after opening a package and coming back', async ({
    page,
  }) => {
    await page.goto('/');
    const row = page.getByRole('region', { name: 'Tour Packages' });
    const list = row.locator('.package-row__list');
    await expect(row.locator('.package-card')).toHaveCount(7);
    // Sideways as a finger would, to the fourth card, then open it.
    const fourth = row.locator('.package-card').nth(3);
    await list.evaluate(
      (element, left) => element.scrollTo({ left }),
      await fourth.evaluate((card) => (card as HTMLElement).offsetLeft),
    );
    const left = await list.evaluate((element) => element.scrollLeft);
    expect(left).toBeGreaterThan(300);
    await fourth.click();
    await expect(page).toHaveURL(/#\/tour\//);
    await expect(row).toHaveCount(0); // the package page has replaced home, rows and all
    await page.goBack();
    await expect(row.locator('.package-card')).toHaveCount(7);
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(left);
    // A new visit of the home page (not a step back) starts each row at its first card.
    await fourth.click();
    await expect(row).toHaveCount(0);
    await page.getByRole('link', { name: /, home$/ }).click();
    await expect(row.locator('.package-card')).toHaveCount(7);
    await expect.poll(() => list.evaluate((element) => element.scrollLeft)).toBe(0);
  });
});

test.describe('/tours', () => {
  test('chips change the URL and the grid', async ({ page }) => {
    await page.goto('/#/tours');
    await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Packages' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'all', exact: true })).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('button', { name: 'international', exact: true }).click();
    await expect(page).toHaveURL(/#\/tours\?filter=international$/);
    await expect(page.getByRole('heading', { name: 'International Tours (6)' })).toBeVisible();
    await expect(page.locator('.package-grid .package-card')).toHaveCount(6);
    await page.getByRole('button', { name: 'domestic', exact: true }).click();
    await expect(page).toHaveURL(/filter=domestic$/);
    await expect(page.locator('.package-grid .package-card')).toHaveCount(10);
    await page.getByRole('button', { name: 'all', exact: true }).click();
    await expect(page).toHaveURL(/#\/tours$/);
  });

  test('all shows a section per type with 7 cards, and View More expands one', async ({ page }) => {
    await page.goto('/#/tours');
    for (const name of ['International Tours', 'Domestic Tours', 'Devotional Packages', 'Trekking Packages']) {
      await expect(page.getByRole('region', { name })).toBeVisible();
    }
    await expect(page.getByRole('region', { name: 'Devotional Packages' }).locator('.package-card')).toHaveCount(7);
    await page
      .getByRole('region', { name: 'Devotional Packages' })
      .getByRole('button', { name: /View More/ })
      .click();
    await expect(page).toHaveURL(/filter=devotional$/);
    await expect(page.locator('.package-grid .package-card')).toHaveCount(11);
  });

  test('the chosen chip is in view on a deep link, in English and in Tamil', async ({ page }) => {
    const inView = async (name: string) => {
      const chip = page.getByRole('button', { name, exact: true });
      await expect(chip).toHaveAttribute('aria-pressed', 'true');
      const width = page.viewportSize()!.width;
      await expect
        .poll(async () => {
          const box = (await chip.boundingBox())!;
          return box.x >= 0 && box.x + box.width <= width;
        })
        .toBe(true);
    };
    await page.goto('/#/tours?filter=trekking');
    await inView('trekking');
    await page.goto('/#/tours?filter=trekking&lang=ta');
    await inView('மலையேற்றம்');
    // The page itself stays at its top.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
  });

  test('a filter with no packages says so', ONE_SIZE, async ({ page }) => {
    await page.route('**/api/catalog/trekking', (route) => route.fulfill({ json: { data: [] } }));
    await page.goto('/#/tours?filter=trekking');
    await expect(page.getByText('No packages found for this filter.')).toBeVisible();
  });

  test('each card opens the right detail route', async ({ page }) => {
    for (const [filter, card, url, heading] of [
      [
        'devotional',
        'Tirupati Balaji Special Darshan',
        '#/devotion/tirupati-balaji-darshan',
        'Tirupati Balaji Special Darshan',
      ],
      ['trekking', 'Kedarkantha Winter Trek', '#/trek/kedarkantha-winter-trek', 'Kedarkantha Winter Trek'],
      ['international', 'Dubai Delight', '#/tour/dubai-delight', 'Dubai Delight'],
      ['domestic', 'Goa Beach Holiday', '#/tour/goa-beach-holiday', 'Goa Beach Holiday'],
    ] as const) {
      await page.goto(`/#/tours?filter=${filter}`);
      await page.getByRole('link', { name: new RegExp(card) }).click();
      await expect(page).toHaveURL(new RegExp(`${url.replace(/[/?]/g, '\\$&')}$`));
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    }
  });
});

test.describe('detail pages', () => {
  test('the tabs are each whole on screen, in English and in Tamil', async ({ page }) => {
    for (const lang of ['en', 'ta']) {
      await page.goto(`/#/tour/kerala-backwaters-munnar?lang=${lang}`);
      const tabs = page.getByRole('tab');
      await expect(tabs).toHaveCount(4);
      const width = page.viewportSize()!.width;
      for (const tab of await tabs.all()) {
        const box = (await tab.boundingBox())!;
        expect(box.x, lang).toBeGreaterThanOrEqual(0);
        expect(box.x + box.width, lang).toBeLessThanOrEqual(width);
        expect(await tab.evaluate((el) => el.scrollWidth <= el.clientWidth), lang).toBe(true);
      }
    }
  });

  test('tabs, the + More hint, the fare summary and the PDF', async ({ page }) => {
    await page.goto('/#/tour/kerala-backwaters-munnar');
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    const panel = page.getByRole('tabpanel');
    await expect(panel).toContainText('Six days in God');
    await expect(panel).not.toContainText('Chinese fishing nets');
    await panel.getByRole('button', { name: '+ More' }).click();
    await expect(panel).toContainText('the Chinese fishing nets of Fort Kochi.');

    await page.getByRole('tab', { name: 'Itinerary' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(6);
    await expect(panel.getByRole('listitem').first()).toContainText('Day 1 Arrive in Kochi');
    await page.getByRole('tab', { name: 'Accommodation' }).click();
    await expect(panel).toContainText('one night on a private AC houseboat');
    await page.getByRole('tab', { name: 'Inclusion' }).click();
    await expect(panel.getByRole('heading', { name: 'Inclusions' })).toBeVisible();
    await expect(panel.getByRole('heading', { name: 'Exclusions' })).toBeVisible();
    await expect(panel).toContainText('All meals on the houseboat');

    // The header's price with nights and days; a domestic package's fare carries GST and no TCS.
    await expect(page.locator('.package-detail__price')).toHaveText('₹24,500 per person · 5N/6D');
    const fare = page.getByRole('region', { name: 'Fare summary' });
    await expect(fare).toContainText('GST (5%)₹2,450');
    await expect(fare).not.toContainText('TCS');
    const pdf = page.getByRole('link', { name: 'Download PDF' });
    await expect(pdf).toHaveAttribute('href', '/docs/kerala-backwaters-munnar.pdf');
    const brochure = await page.request.get('/docs/kerala-backwaters-munnar.pdf');
    expect((await brochure.body()).subarray(0, 5).toString()).toBe('%PDF-');
  });

  test('the pictures become a carousel once the first screen settles, not during its first paint', async ({ page }) => {
    const asked: string[] = [];
    page.on('request', (request) => {
      if (/\/assets\/image-swiper-[^/]+\.js$/.test(request.url())) asked.push(request.url());
    });
    await page.goto('/#/tour/kerala-backwaters-munnar');
    const first = page.getByRole('img', { name: 'Kerala Backwaters & Munnar, picture 1 of 3' });
    await expect(first).toBeVisible();
    const box = await first.boundingBox();
    // Not before two quiet seconds after the load bring it on its own (a busy machine may show the picture late,
    // so the rule is read from the page's own clock, not from when the test saw the picture).
    await page.waitForTimeout(1_000);
    const afterLoad = await page.evaluate(() => {
      const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      const swiper = performance
        .getEntriesByType('resource')
        .find((entry) => /\/assets\/image-swiper-[^/]+\.js$/.test(entry.name));
      return swiper ? swiper.startTime - navigation!.loadEventEnd : null;
    });
    if (afterLoad !== null) expect(afterLoad).toBeGreaterThanOrEqual(1_900);
    await page.mouse.wheel(0, 50);
    await page.getByRole('button', { name: 'Next photo' }).click();
    await expect(page.getByRole('img', { name: 'Kerala Backwaters & Munnar, picture 2 of 3' })).toBeInViewport();
    expect(asked).toHaveLength(1);
    // The carousel took the first picture's box: same width, same height.
    const slide = await page.getByRole('img', { name: 'Kerala Backwaters & Munnar, picture 2 of 3' }).boundingBox();
    expect(slide?.width).toBeCloseTo(box!.width, 0);
    expect(slide?.height).toBeCloseTo(box!.height, 0);
  });

  test('no Download PDF without a pdf link', ONE_SIZE, async ({ page }) => {
    await page.goto('/#/tour/goa-beach-holiday');
    await expect(page.getByRole('heading', { level: 1, name: 'Goa Beach Holiday' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Enquire on WhatsApp' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Download PDF' })).toHaveCount(0);
  });

  test(
    'Enquire on WhatsApp opens the exact link in a new tab, with the catalog price and the package page address',
    ONE_SIZE,
    async ({ page, baseURL }) => {
      await captureWindowOpen(page);
      await page.goto('/#/devotion/tirupati-balaji-darshan');
      await page.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
      const pageUrl = `${baseURL}/devotion/tirupati-balaji-darshan`;
      expect(await openedUrls(page)).toEqual([
        {
          url: whatsappUrl(
            DEFAULT_WHATSAPP_NUMBER,
            packageEnquiryMessage('Tirupati Balaji Special Darshan', '₹6,999 per person', pageUrl),
          ),
          target: '_blank',
          features: 'noopener,noreferrer',
        },
      ]);
      expect((await openedUrls(page))[0]!.url).toBe(
        `https://wa.me/919840012345?text=Hi%2C%20I'm%20interested%20in%20the%20%22Tirupati%20Balaji%20Special%20Darshan%22%20package.%0AListed%20price%3A%20%E2%82%B96%2C999%20per%20person%0APlease%20share%20availability%20and%20more%20details.%0A${encodeURIComponent(pageUrl)}`,
      );
    },
  );

  test.describe('not found', () => {
    test.use({ expectedConsoleErrors: ['404'] });
    for (const [path, text] of [
      ['/#/tour/no-such-tour', 'Tour not found'],
      ['/#/devotion/no-such-yatra', 'Devotional not found'],
      ['/#/trek/no-such-trek', 'Trekking package not found'],
      ['/#/detail/devotional/no-such-yatra', 'Devotional not found'],
    ] as const) {
      test(`${path} says '${text}'`, ONE_SIZE, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: text })).toBeVisible();
      });
    }
  });

  test('/detail/{type}/{id} shows the same screen', ONE_SIZE, async ({ page }) => {
    await page.goto('/#/detail/trekking/kedarkantha-winter-trek');
    await expect(page.getByRole('heading', { level: 1, name: 'Kedarkantha Winter Trek' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Itinerary' })).toBeVisible();
  });
});

test('/holidays lists hand-picked packages, each with its own catalog price', ONE_SIZE, async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/holidays');
  for (const name of ['Domestic Holidays', 'International Holidays', 'Devotional Packages']) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  const kerala = page.getByRole('listitem').filter({ hasText: 'Kerala Backwaters & Munnar' });
  await expect(kerala).toContainText('₹24,500 per person · 5N/6D');
  await expect(page.getByRole('listitem').filter({ hasText: 'Tirupati Balaji' })).toContainText('₹6,999 per person');
  await expect(page.getByText('From ₹25,000')).toHaveCount(0);
  await kerala.getByRole('button', { name: 'Enquire on WhatsApp' }).click();
  expect((await openedUrls(page))[0]!.url).toBe(
    whatsappUrl(DEFAULT_WHATSAPP_NUMBER, packageEnquiryMessage('Kerala Backwaters & Munnar', '₹24,500 per person')),
  );
});

test('/car-rental searches by pickup location on WhatsApp and lists cars', ONE_SIZE, async ({ page }) => {
  await captureWindowOpen(page);
  await page.goto('/#/car-rental');
  await expect(page.getByRole('heading', { name: 'Explore the world' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Popular car models' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Toyota Innova Crysta' })).toBeVisible();
  await page.getByLabel('Pickup location').fill('Chennai Central');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByRole('button', { name: 'Book your rental now' }).click();
  const opened = await openedUrls(page);
  expect(opened.map((entry) => entry.url)).toEqual([
    whatsappUrl(DEFAULT_WHATSAPP_NUMBER, carRentalEnquiryMessage({ location: 'Chennai Central' })),
    whatsappUrl(DEFAULT_WHATSAPP_NUMBER, carRentalEnquiryMessage({ location: 'Chennai Central' })),
  ]);
  expect(decodeURIComponent(opened[0]!.url.split('text=')[1]!)).toBe(
    "Hi, I'd like to rent a car.\nPickup location: Chennai Central\nPlease share the available cars and rates.",
  );
});

test(
  '/car-rental asks for the pickup place instead of sending a blank enquiry, and asks when in the booking call',
  ONE_SIZE,
  async ({ page }) => {
    await captureWindowOpen(page);
    const leads: string[] = [];
    page.on('request', (request) => request.url().includes('/api/leads') && leads.push(request.method()));
    await page.goto('/#/car-rental');
    await expect(page.getByRole('heading', { name: 'Toyota Innova Crysta' })).toBeVisible();

    // A phone shows at least two cars side by side; every model has its own picture.
    const cards = page.locator('#car-models ~ .car-grid .car-card');
    const [first, second] = [await cards.nth(0).boundingBox(), await cards.nth(1).boundingBox()];
    expect(second!.y).toBeLessThan(first!.y + first!.height);
    const pictures = await cards.locator('img').evaluateAll((images) => images.map((img) => img.getAttribute('src')));
    expect(pictures.length).toBeGreaterThan(5);
    expect(new Set(pictures).size).toBe(pictures.length);

    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Type where we should pick you up');
    await expect(page.getByLabel('Pickup location')).toBeFocused();
    await page.getByRole('button', { name: 'Book your rental now' }).click();
    const place = page.getByLabel('Pickup place');
    await expect(place).toBeFocused();
    await expect(place).toHaveAccessibleDescription('Type where we should pick you up');
    expect(await openedUrls(page)).toEqual([]);

    await place.fill('T. Nagar');
    await expect(page.getByText('Type where we should pick you up')).toHaveCount(0);
    await expect(page.getByLabel('Pickup location')).toHaveValue('T. Nagar');
    await page.getByLabel('Date and time').fill('2030-01-15T09:30');
    await page.getByRole('button', { name: 'Book your rental now' }).click();
    expect(decodeURIComponent((await openedUrls(page))[0]!.url.split('text=')[1]!)).toBe(
      "Hi, I'd like to rent a car.\nPickup location: T. Nagar\nPickup time: 2030-01-15 09:30\nPlease share the available cars and rates.",
    );
    await expect.poll(() => leads).toEqual(['POST']);
  },
);

test.describe('data connection', () => {
  test.use({ expectedConsoleErrors: ['Failed to load resource'] });

  test('shows nothing online, then Offline with the packages kept for the session when the API is gone', async ({
    page,
  }) => {
    await page.goto('/#/tours?filter=trekking');
    const indicator = page.locator('.connection');
    await expect(page.locator('.package-grid .package-card')).toHaveCount(9);
    await expect(indicator).toHaveCount(0);

    await page.route('**/api/catalog/**', (route) => route.abort('internetdisconnected'));
    await page.reload();
    await expect(indicator).toHaveText('Offline');
    await expect(page.getByRole('heading', { name: 'Trekking Packages (9)' })).toBeVisible();
    await expect(page.locator('.package-grid .package-card')).toHaveCount(9);
  });

  test('settles on screens without package data too', ONE_SIZE, async ({ page }) => {
    await page.goto('/#/tickets');
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expect(page.locator('.connection')).toHaveCount(0);

    await page.route('**/api/health', (route) => route.abort('internetdisconnected'));
    await page.goto('/#/visa-form');
    await page.reload();
    await expect(page.locator('.connection')).toHaveText('Offline');
  });

  test('counts 10 seconds without an answer as offline', ONE_SIZE, async ({ page }) => {
    await page.clock.install();
    await page.route('**/api/catalog/**', () => {
      // Never answered: the API is silent.
    });
    // The clock jumps only once the screen itself is up and waiting for the packages (the page asks for them
    // beside the screen's code; the 10 s count from when the screen reads them). On a loaded machine that can
    // take longer than the 1.5 s after which a screen without catalog calls probes /api/health.
    await page.goto('/#/tours?filter=international');
    await expect(page.getByRole('group', { name: 'Filter packages' })).toBeVisible();
    const indicator = page.locator('.connection');
    await expect(indicator).toHaveCount(0);
    await page.clock.fastForward(9_000);
    await expect(indicator).toHaveCount(0);
    await page.clock.fastForward(1_000);
    await expect(indicator).toHaveText('Offline');
  });
});

test(
  'the fare summary prices the party: GST on every package, TCS with the PAN line only abroad',
  ONE_SIZE,
  async ({ page }) => {
    await page.goto('/#/tour/kerala-backwaters-munnar');
    const kerala = page.getByRole('region', { name: 'Fare summary' });
    await expect(kerala.getByText('₹49,000', { exact: true })).toBeVisible(); // 2 adults × ₹24,500
    await expect(kerala).toContainText('GST (5%)₹2,450');
    await expect(kerala).not.toContainText('TCS');
    await expect(kerala).toContainText('Total for your party₹51,450');
    await kerala.getByLabel('Children with bed').selectOption('1');
    await expect(kerala).toContainText('Total for your party₹72,030'); // (49,000 + 19,600) × 1.05
    await expect(kerala).toContainText('Indicative');

    await page.goto('/#/tour/dubai-delight');
    const dubai = page.getByRole('region', { name: 'Fare summary' });
    await expect(dubai).toContainText('TCS (2%)₹2,360'); // 2% of 1,17,998
    await expect(dubai).toContainText('TCS is collected against your PAN and adjustable against your income tax.');
    await expect(dubai).toContainText('Total for your party₹1,26,258');
  },
);
