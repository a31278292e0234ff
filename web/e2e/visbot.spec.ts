import type { Page } from '@playwright/test';
import { expect, isPhone, ONE_SIZE, test } from './helpers/fixtures';

const GREETING = "Hi! I'm Visbot, your AI assistant. How can I help you today?";
const CHAT_ERROR = "I'm having trouble connecting to my brain right now. Please try again in a moment.";

const launcher = (page: Page) => page.getByRole('button', { name: /Chat with Visbot|Close chat with Visbot/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Chat with Visbot' });
const input = (page: Page) => panel(page).getByRole('textbox', { name: 'Message Visbot' });

async function openChat(page: Page) {
  await launcher(page).click();
  await expect(panel(page).getByText(GREETING)).toBeVisible();
}
async function send(page: Page, text: string) {
  await input(page).fill(text);
  await input(page).press('Enter');
}
/** Counts the assistant calls the page makes. */
function countChatCalls(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/get-ai-response')) calls.push(request.postData() ?? '');
  });
  return calls;
}

test.beforeEach(async ({ page }) => {
  await page.goto('/#/about');
  await expect(page.getByRole('heading', { level: 1, name: 'About Us' })).toBeVisible();
  // The heading is painted from index.html before the app; measuring boxes then could catch the app replacing it.
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
});

test('the chat button opens the panel, loading the chat code only then, with focus in the input', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.waitForLoadState('networkidle');
  expect(scripts.filter((url) => /chat-panel/.test(url))).toEqual([]);
  await expect(panel(page)).toHaveCount(0);

  await openChat(page);
  expect(scripts.filter((url) => /chat-panel/.test(url))).toHaveLength(1);
  await expect(input(page)).toBeFocused();
  await expect(panel(page).getByRole('group', { name: 'Quick options' }).getByRole('button')).toHaveText([
    'Visa Services',
    'Passport Help',
    'Flight Tickets',
  ]);
});

test('Escape closes the panel and gives focus back to the chat button; the button toggles it', async ({ page }) => {
  await openChat(page);
  await send(page, 'hello');
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(launcher(page)).toBeFocused();
  await expect(launcher(page)).toHaveAttribute('aria-expanded', 'false');
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  // The conversation is kept while closed.
  await expect(panel(page).getByText(GREETING)).toHaveCount(2);
  await expect(input(page)).toBeFocused();
  await launcher(page).click();
  await expect(panel(page)).toBeHidden();
  await launcher(page).click();
  await expect(panel(page)).toBeVisible();
  await panel(page).getByRole('button', { name: 'Close chat' }).click();
  await expect(panel(page)).toBeHidden();
});

test('each quick option answers with a link to its form', ONE_SIZE, async ({ page }) => {
  const calls = countChatCalls(page);
  await openChat(page);
  const options = panel(page).getByRole('group', { name: 'Quick options' }).first();
  for (const [option, link, path] of [
    ['Visa Services', 'Apply for a visa', '/visa-form'],
    ['Passport Help', 'Start a passport application', '/passport-form'],
    ['Flight Tickets', 'Book a flight', '/flight-booking'],
  ] as const) {
    await options.getByRole('button', { name: option }).click();
    await expect(panel(page).locator('.react-chatbot-kit-user-chat-message').last()).toHaveText(option);
    const reply = panel(page).getByRole('link', { name: link });
    await expect(reply).toBeVisible();
    await expect(reply).toHaveAttribute('href', `#${path}`);
  }
  await expect(panel(page).getByText('We arrange tourist, business and student visas', { exact: false })).toBeVisible();
  await panel(page).getByRole('link', { name: 'Book a flight' }).click();
  await expect(page).toHaveURL(/#\/flight-booking$/);
  expect(calls).toEqual([]);
});

test(
  'visa, passport and flight words get the canned reply and hello gets the greeting, without a server call',
  ONE_SIZE,
  async ({ page }) => {
    const calls = countChatCalls(page);
    await openChat(page);
    await send(page, 'What documents do I need for a Dubai visa?');
    await expect(panel(page).getByText('Indian citizens get a UAE e-visa', { exact: false })).toBeVisible();
    await expect(panel(page).getByRole('link', { name: 'Apply for a visa' })).toHaveAttribute('href', '#/visa-form');
    await send(page, 'Need help with my passport');
    await expect(panel(page).getByRole('link', { name: 'Start a passport application' })).toBeVisible();
    await send(page, 'Hi');
    await expect(panel(page).getByText(GREETING)).toHaveCount(2);
    expect(calls).toEqual([]);
  },
);

test(
  'free text shows the thinking line, then the assistant’s reply with links to the packages',
  ONE_SIZE,
  async ({ page }) => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/api/get-ai-response', async (route) => {
      await released;
      await route.continue();
    });
    const calls = countChatCalls(page);
    await openChat(page);
    await send(page, 'Which Kerala tours do you have under 30,000?');
    await expect(panel(page).locator('.react-chatbot-kit-user-chat-message').last()).toHaveText(
      'Which Kerala tours do you have under 30,000?',
    );
    await expect(panel(page).getByText('Visbot is thinking...')).toBeVisible();
    release();
    await expect(
      panel(page).getByText('Kerala Backwaters & Munnar — ₹24,500 per person', { exact: false }),
    ).toBeVisible();
    await expect(panel(page).getByText('Visbot is thinking...')).toHaveCount(0);
    expect(calls).toEqual([JSON.stringify({ message: 'Which Kerala tours do you have under 30,000?' })]);

    await panel(page).getByRole('link', { name: 'Kerala Backwaters & Munnar' }).click();
    await expect(page).toHaveURL(/#\/tour\/kerala-backwaters-munnar$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Kerala Backwaters & Munnar' })).toBeVisible();
    // On a phone the panel gets out of the way of the page it opened.
    if (isPhone(page)) await expect(panel(page)).toBeHidden();
    else await expect(panel(page)).toBeVisible();
  },
);

test(
  'a follow-up refines the previous answer, and the reply’s links open the filtered tours and the package',
  ONE_SIZE,
  async ({ page }) => {
    const calls = countChatCalls(page);
    await openChat(page);
    await send(page, 'treks under 15000');
    const first = panel(page).getByText('Our treks under ₹15,000:', { exact: false });
    await expect(first).toBeVisible();
    await expect(
      panel(page).getByText('3 more match — see them all with the link below.', { exact: false }),
    ).toBeVisible();

    await send(page, 'which is the shortest?');
    await expect(panel(page).getByText('Our treks under ₹15,000, shortest first:', { exact: false })).toBeVisible();
    const [, followUp] = calls.map(
      (body) => JSON.parse(body) as { message: string; history?: { role: string; text: string }[] },
    );
    expect(followUp!.message).toBe('which is the shortest?');
    expect(followUp!.history?.map((turn) => turn.role)).toEqual(['user', 'bot']);
    expect(followUp!.history?.[0]).toEqual({ role: 'user', text: 'treks under 15000' });
    expect(followUp!.history?.[1]!.text).toContain('Our treks under ₹15,000:');

    // The link to the rest opens /tours filtered to treks within the budget.
    await panel(page).getByRole('link', { name: 'See all 6 treks' }).last().click();
    await expect(page).toHaveURL(/#\/tours\?filter=trekking&max=15000$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Trekking Packages up to ₹15,000 (6)' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Up to ₹15,000: show every price' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    // A package named in the reply opens its own page.
    if (isPhone(page)) await launcher(page).click();
    await panel(page).getByRole('link', { name: 'Triund Weekend Trek' }).last().click();
    await expect(page).toHaveURL(/#\/trek\/triund-trek$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Triund Weekend Trek' })).toBeVisible();
  },
);

test('a car question names the car that seats the group, and "and for 4?" refines it', ONE_SIZE, async ({ page }) => {
  await openChat(page);
  await send(page, 'vehicle for 12 of us');
  await expect(
    panel(page).getByText('For 12 people, the Force Tempo Traveller 12-seater fits (12 seats)', { exact: false }),
  ).toBeVisible();
  await send(page, 'and for 4?');
  await expect(
    panel(page).getByText('For 4 people, the Maruti Suzuki Swift fits (4 seats)', { exact: false }),
  ).toBeVisible();
  await panel(page).getByRole('link', { name: 'Book a car' }).last().click();
  await expect(page).toHaveURL(/#\/car-rental$/);
});

test.describe('when the assistant fails', ONE_SIZE, () => {
  test.use({ expectedConsoleErrors: ['500'] });

  test('a server error shows the error text', async ({ page }) => {
    await page.route('**/api/get-ai-response', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'boom' } }),
      }),
    );
    await openChat(page);
    await send(page, 'Any trips to Ladakh?');
    await expect(panel(page).getByText(CHAT_ERROR)).toBeVisible();
    await expect(panel(page).getByText('Visbot is thinking...')).toHaveCount(0);
  });
});

test('a reply is shown as text, never as HTML', ONE_SIZE, async ({ page }) => {
  const markup = '<img src="/x.png" onerror="window.__pwned = 1"><b>Bold claim</b>';
  await page.route('**/api/get-ai-response', (route) =>
    route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ reply: markup, links: [] }) }),
  );
  await openChat(page);
  await send(page, 'Tell me something');
  await expect(panel(page).getByText(markup)).toBeVisible();
  await expect(panel(page).locator('img, b')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
});

test('the panel scrolls to the newest message', async ({ page }) => {
  await openChat(page);
  const log = panel(page).getByRole('log', { name: 'Conversation with Visbot' });
  for (const text of ['Visa please', 'Passport please', 'Flight please', 'hello']) await send(page, text);
  await expect(panel(page).getByText(GREETING)).toHaveCount(2);
  await expect
    .poll(() =>
      log.evaluate(
        (element) =>
          element.scrollHeight > element.clientHeight &&
          element.scrollTop + element.clientHeight >= element.scrollHeight - 2,
      ),
    )
    .toBe(true);
});

test('the chat button covers neither the bottom navigation nor the booking bar', async ({ page }) => {
  const button = await launcher(page).boundingBox();
  // The button is docked at the right end of the bar along the bottom, beside its links: the phone's five
  // navigation links, the desktop's two quick bookings.
  const bars = await (
    isPhone(page)
      ? page.getByRole('navigation', { name: 'Bottom' })
      : page.getByRole('complementary', { name: 'Quick bookings' })
  )
    .getByRole('link')
    .all();
  expect(bars.length).toBeGreaterThan(0);
  for (const bar of bars) {
    const box = await bar.boundingBox();
    expect(button && box).toBeTruthy();
    const overlaps =
      button!.x < box!.x + box!.width &&
      box!.x < button!.x + button!.width &&
      button!.y < box!.y + box!.height &&
      box!.y < button!.y + button!.height;
    expect(overlaps, (await bar.textContent()) ?? '').toBe(false);
  }
  // The open panel sits between the site header and the chat button.
  await openChat(page);
  const box = await panel(page).boundingBox();
  const header = await page.getByRole('banner').boundingBox();
  expect(box!.y).toBeGreaterThanOrEqual(header!.y + header!.height);
  expect(box!.y + box!.height).toBeLessThanOrEqual((await launcher(page).boundingBox())!.y);
});
