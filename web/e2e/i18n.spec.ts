import { agreeToPrivacy, expect, isPhone, ONE_SIZE, test } from './helpers/fixtures';

// The screens of issue #30 in English, Tamil and Hindi: what a visitor reads there, and <html lang>.
const LANGUAGES = {
  en: {
    html: 'en-IN',
    search: 'Search for car rentals or tickets',
    tours: 'Explore Our Packages',
    kerala: 'Kerala Backwaters & Munnar',
    itinerary: 'Itinerary',
    tickets: 'Book Tickets',
    darshan: 'Tirupati Darshan Booking',
    submit: 'Book Darshan',
    nameRequired: 'Name is required for Person 1',
    forex: 'Forex/Foreign Exchange Form',
    chat: 'Chat with Visbot',
    greeting: "Hi! I'm Visbot, your AI assistant. How can I help you today?",
    visaOption: 'Visa Services',
    notFound: 'Page not found',
    visaService: 'Visa and Passport Services',
    whatToSend: 'What to send us',
    visaForm: 'Visa Application',
    passportNumber: 'Passport number',
    consent: 'I agree that these details are used to answer this request',
    about: 'About Us',
    privacy: 'Privacy notice',
    carRental: 'Car Rental',
    trains: 'Trains',
    noTrains: 'No results found',
    trainNumber: 'Train 12952',
    trainRoute: 'Route: 8 stations',
    trainEnquire: 'Enquire on WhatsApp',
    trainMissing: 'Train 99999 is not in our timetable',
    stationHint: 'Type a name or code, then pick with ↓ and Enter.',
    bookCars: 'Book Car Rental',
    bookTickets: 'Book Tickets',
    keralaPrice: '₹24,500 per person',
    monthFilter: 'Month',
  },
  ta: {
    html: 'ta',
    search: 'கார் வாடகை அல்லது டிக்கெட்டுகளைத் தேடுங்கள்',
    tours: 'எங்கள் பேக்கேஜ்களைப் பாருங்கள்',
    kerala: 'கேரள உப்பங்கழிகளும் மூணாறும்',
    itinerary: 'பயணத் திட்டம்',
    tickets: 'டிக்கெட் முன்பதிவு',
    darshan: 'திருப்பதி தரிசன முன்பதிவு',
    submit: 'தரிசனம் முன்பதிவு',
    nameRequired: 'நபர் 1-இன் பெயர் அவசியம்',
    forex: 'அந்நியச் செலாவணிப் படிவம்',
    chat: 'விஸ்பாட்டுடன் உரையாடுங்கள்',
    greeting: 'வணக்கம்! நான் விஸ்பாட், உங்கள் AI உதவியாளர். இன்று உங்களுக்கு எப்படி உதவலாம்?',
    visaOption: 'விசா சேவைகள்',
    notFound: 'பக்கம் கிடைக்கவில்லை',
    visaService: 'விசா, பாஸ்போர்ட் சேவைகள்',
    whatToSend: 'நீங்கள் அனுப்ப வேண்டியவை',
    visaForm: 'விசா விண்ணப்பம்',
    passportNumber: 'பாஸ்போர்ட் எண்',
    consent: 'இந்தக் கோரிக்கைக்குப் பதிலளிக்க இந்த விவரங்கள் பயன்படுத்தப்படுவதை',
    about: 'எங்களைப் பற்றி',
    privacy: 'தனியுரிமை அறிவிப்பு',
    carRental: 'கார் வாடகை',
    trains: 'ரயில்கள்',
    noTrains: 'முடிவுகள் எதுவும் இல்லை',
    trainNumber: 'ரயில் 12952',
    trainRoute: 'வழித்தடம்: 8 நிலையங்கள்',
    trainEnquire: 'வாட்ஸ்அப்பில் விசாரிக்க',
    trainMissing: 'ரயில் 99999 எங்கள் கால அட்டவணையில் இல்லை',
    stationHint: 'பெயர் அல்லது குறியீட்டைத் தட்டச்சு செய்து, ↓, Enter விசைகளால் தேர்வு செய்யுங்கள்.',
    bookCars: 'கார் வாடகை முன்பதிவு',
    bookTickets: 'டிக்கெட் முன்பதிவு',
    keralaPrice: 'ஒருவருக்கு ₹24,500',
    monthFilter: 'மாதம்',
  },
  hi: {
    html: 'hi',
    search: 'कार किराया या टिकट खोजें',
    tours: 'हमारे पैकेज देखें',
    kerala: 'केरल बैकवॉटर्स और मुन्नार',
    itinerary: 'यात्रा कार्यक्रम',
    tickets: 'टिकट बुक करें',
    darshan: 'तिरुपति दर्शन बुकिंग',
    submit: 'दर्शन बुक करें',
    nameRequired: 'व्यक्ति 1 का नाम ज़रूरी है',
    forex: 'फ़ॉरेक्स/विदेशी मुद्रा फ़ॉर्म',
    chat: 'विसबॉट से चैट करें',
    greeting: 'नमस्ते! मैं विसबॉट हूँ, आपका AI सहायक। आज मैं आपकी क्या मदद कर सकता हूँ?',
    visaOption: 'वीज़ा सेवाएँ',
    notFound: 'पेज नहीं मिला',
    visaService: 'वीज़ा और पासपोर्ट सेवाएँ',
    whatToSend: 'हमें क्या भेजें',
    visaForm: 'वीज़ा आवेदन',
    passportNumber: 'पासपोर्ट नंबर',
    consent: 'मैं सहमत हूँ कि ये विवरण इस अनुरोध का जवाब देने के लिए इस्तेमाल हों',
    about: 'हमारे बारे में',
    privacy: 'गोपनीयता सूचना',
    carRental: 'कार किराया',
    trains: 'ट्रेनें',
    noTrains: 'कोई नतीजा नहीं मिला',
    trainNumber: 'ट्रेन 12952',
    trainRoute: 'रूट: 8 स्टेशन',
    trainEnquire: 'व्हाट्सऐप पर पूछें',
    trainMissing: 'ट्रेन 99999 हमारी समय-सारणी में नहीं है',
    stationHint: 'नाम या कोड लिखें, फिर ↓ और Enter से चुनें।',
    bookCars: 'कार किराये पर बुक करें',
    bookTickets: 'टिकट बुक करें',
    keralaPrice: '₹24,500 प्रति व्यक्ति',
    monthFilter: 'महीना',
  },
} as const;

for (const [lang, text] of Object.entries(LANGUAGES)) {
  test.describe(`?lang=${lang}`, () => {
    test('home, /tours and a package page', ONE_SIZE, async ({ page }) => {
      await page.goto(`/#/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('lang', text.html);
      await expect(page.getByRole('button', { name: text.search })).toBeVisible();
      await page.goto(`/#/tours?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.tours })).toBeVisible();
      await expect(page.getByLabel(text.monthFilter)).toBeVisible();
      await page.goto(`/#/tour/kerala-backwaters-munnar?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.kerala })).toBeVisible();
      await expect(page.locator('.package-detail__price')).toContainText(text.keralaPrice);
      await expect(page.getByRole('tab', { name: text.itinerary })).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', text.html);
    });

    test('/tickets, the Tirupati form with its validation messages, /forex', ONE_SIZE, async ({ page }) => {
      await page.goto(`/#/tickets?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.tickets })).toBeVisible();
      await page.goto(`/#/tirupati-tickets?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.darshan })).toBeVisible();
      await agreeToPrivacy(page);
      await page.getByRole('button', { name: text.submit }).click();
      await expect(page.getByText(text.nameRequired)).toBeVisible();
      await page.goto(`/#/forex?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.forex })).toBeVisible();
    });

    test('the chat panel and the 404', ONE_SIZE, async ({ page }) => {
      await page.goto(`/#/?lang=${lang}`);
      await page.getByRole('button', { name: text.chat }).click();
      const panel = page.getByRole('dialog', { name: text.chat });
      await expect(panel.getByText(text.greeting)).toBeVisible();
      await expect(panel.getByRole('button', { name: text.visaOption })).toBeVisible();
      await page.goto(`/#/no-such-page?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.notFound })).toBeVisible();
    });

    test('a service page, the visa form, about, privacy, car rental and train results', ONE_SIZE, async ({ page }) => {
      await page.goto(`/#/services/visa?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.visaService })).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: text.whatToSend })).toBeVisible();
      await page.goto(`/#/visa-form?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.visaForm })).toBeVisible();
      await expect(page.getByLabel(text.passportNumber)).toBeVisible();
      await expect(page.getByText(text.consent)).toBeVisible();
      for (const [path, heading] of [
        ['about', text.about],
        ['privacy', text.privacy],
        ['car-rental', text.carRental],
        ['train-results', text.trains],
      ] as const) {
        await page.goto(`/#/${path}?lang=${lang}`);
        await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      }
      await expect(page.getByText(text.noTrains)).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', text.html);
    });

    test.describe('trains and the bookings bar', () => {
      // The unknown train's 404 is the answer the screen words in the visitor's language.
      test.use({ expectedConsoleErrors: ['404 (Not Found)'] });
      test('a train’s screen, its refusal, the station hint and the wide screen’s bookings bar', async ({ page }) => {
        await page.goto(`/#/ticket/train/12952?from=NDLS&to=BCT&lang=${lang}`);
        await expect(page.getByText(text.trainNumber, { exact: true })).toBeVisible();
        await expect(page.getByText(text.trainRoute)).toBeVisible();
        await expect(page.getByRole('button', { name: text.trainEnquire })).toBeVisible();
        await page.goto(`/#/ticket/train/99999?lang=${lang}`);
        await expect(page.getByRole('alert')).toHaveText(text.trainMissing);
        await page.goto(`/#/train-booking?lang=${lang}`);
        await expect(page.getByText(text.stationHint).first()).toBeVisible();
        if (isPhone(page)) return;
        const bar = page.getByRole('complementary').filter({ has: page.getByRole('link', { name: text.bookCars }) });
        await expect(bar.getByRole('link', { name: text.bookTickets })).toBeVisible();
      });
    });
  });
}

test('the switcher: Tamil from the header, Hindi from the menu drawer (the header on desktop), remembered, and back to English', async ({
  page,
}) => {
  await page.goto('/#/tours');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
  // The prerendered header's switcher takes no input: wait until the app's own header has replaced it.
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
  await page.getByRole('banner').getByRole('combobox', { name: 'Language' }).selectOption('ta');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES.ta.tours })).toBeVisible();
  // The choice holds on every screen of the issue, with no ?lang in the address.
  for (const [path, heading] of [
    ['/#/tour/kerala-backwaters-munnar', LANGUAGES.ta.kerala],
    ['/#/tickets', LANGUAGES.ta.tickets],
    ['/#/tirupati-tickets', LANGUAGES.ta.darshan],
    ['/#/forex', LANGUAGES.ta.forex],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  }
  await page.goto('/#/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
  await page.getByRole('button', { name: LANGUAGES.ta.chat }).click();
  await expect(page.getByRole('dialog', { name: LANGUAGES.ta.chat }).getByText(LANGUAGES.ta.greeting)).toBeVisible();
  await page.goto('/#/tours');
  await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
  // Phones choose in the menu drawer; desktops have no drawer, only the header's switcher.
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'பட்டியலைத் திற' }).click();
    await page.getByRole('dialog').getByRole('combobox', { name: 'மொழி' }).selectOption('hi');
  } else {
    await page.getByRole('banner').getByRole('combobox', { name: 'மொழி' }).selectOption('hi');
  }
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES.hi.tours })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: LANGUAGES.hi.tours })).toBeVisible();
  await page.getByRole('banner').getByRole('combobox', { name: 'भाषा' }).selectOption('en');
  await expect(page.getByRole('heading', { level: 1, name: 'Explore Our Packages' })).toBeVisible();
});

test.describe('a browser set to Tamil', ONE_SIZE, () => {
  test.use({ locale: 'ta-IN' });
  test('opens the site in Tamil on the first visit', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('button', { name: LANGUAGES.ta.search })).toBeVisible();
  });
});

// What was still English on Tamil and Hindi pages (catalog content, headings, rates, options, the chat's loading
// line), and the FAQ's contact answer filled with the business's own numbers (shared/business.ts).
const LEFT_IN_ENGLISH = {
  ta: {
    holidays: 'விடுமுறைப் பேக்கேஜ்கள்',
    international: 'வெளிநாட்டு விடுமுறைகள்',
    dubai: 'இனிய துபாய்',
    dubaiPlaces: 'புர்ஜ் கலீஃபா · பாலைவன சஃபாரி',
    trek: 'கேதார்கண்டா பனிக்கால மலையேற்றம்',
    trekDay1: 'நாள் 1: டேராடூனிலிருந்து சாங்க்ரி (200 கி.மீ., 9 மணி நேரம்)',
    trekStart: 'தொடங்குமிடம்: டேராடூன்',
    hatchback: 'ஹேட்ச்பேக்',
    innova: 'டொயோட்டா இன்னோவா கிரிஸ்டா',
    innovaRate: 'கி.மீ.க்கு ₹18, நாளுக்குக் குறைந்தது 250 கி.மீ.; ஓட்டுநர் படி நாளுக்கு ₹400',
    train: 'ரயில் டிக்கெட் முன்பதிவு',
    paySafely: 'பாதுகாப்பாகப் பணம் செலுத்த',
    purpose: 'வணிகப் பயணம்',
    hours: 'திங்கள்–சனி, காலை 9:30 முதல் இரவு 7:00 வரை (IST)',
    contactAnswer:
      'எங்கள் அலுவலகம் திங்கள்–சனி, காலை 9:30 முதல் இரவு 7:00 வரை (IST) திறந்திருக்கும். +91 44 4859 2040 அல்லது +91 98400 12345 எண்ணில் அழையுங்கள், +91 98400 12345 எண்ணுக்கு வாட்ஸ்அப் செய்யுங்கள், அல்லது hello@vishwatravels.in முகவரிக்கு மின்னஞ்சல் அனுப்புங்கள்.',
    contactQuestion: 'உங்கள் அலுவலக நேரம் என்ன, உங்களை எப்படித் தொடர்புகொள்வது?',
    opening: 'விஸ்பாட் திறக்கிறது…',
  },
  hi: {
    holidays: 'हॉलिडे पैकेज',
    international: 'विदेश में छुट्टियाँ',
    dubai: 'दुबई की सैर',
    dubaiPlaces: 'बुर्ज ख़लीफ़ा · रेगिस्तान सफ़ारी',
    trek: 'केदारकांठा शीतकालीन ट्रेक',
    trekDay1: 'दिन 1: देहरादून से सांकरी (200 किमी, 9 घंटे)',
    trekStart: 'शुरुआत: देहरादून',
    hatchback: 'हैचबैक',
    innova: 'टोयोटा इनोवा क्रिस्टा',
    innovaRate: '₹18 प्रति किमी, रोज़ कम से कम 250 किमी; ड्राइवर भत्ता ₹400 प्रतिदिन',
    train: 'ट्रेन टिकट बुक करें',
    paySafely: 'सुरक्षित भुगतान',
    purpose: 'कारोबारी यात्रा',
    hours: 'सोम–शनि, सुबह 9:30 से शाम 7:00 बजे तक (IST)',
    contactAnswer:
      'हमारा दफ़्तर सोम–शनि, सुबह 9:30 से शाम 7:00 बजे तक (IST) खुला रहता है। +91 44 4859 2040 या +91 98400 12345 पर फ़ोन करें, +91 98400 12345 पर व्हाट्सऐप करें, या hello@vishwatravels.in पर ईमेल करें।',
    contactQuestion: 'आपके दफ़्तर का समय क्या है और आपसे कैसे संपर्क करें?',
    opening: 'विसबॉट खुल रहा है…',
  },
} as const;

for (const [lang, text] of Object.entries(LEFT_IN_ENGLISH)) {
  test(
    `nothing left in English in ${lang}: holidays, a trek, cars, the ticket pages, forex, contact, FAQ, chat`,
    ONE_SIZE,
    async ({ page }) => {
      await page.goto(`/#/holidays?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.holidays })).toBeVisible();
      const abroad = page.getByRole('region', { name: text.international });
      await expect(abroad.getByRole('link', { name: text.dubai })).toBeVisible();
      await expect(abroad.getByText(text.dubaiPlaces)).toBeVisible();
      await page.goto(`/#/trek/kedarkantha-winter-trek?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.trek })).toBeVisible();
      await expect(page.getByText(text.trekStart)).toBeVisible();
      await page.getByRole('tab', { name: LANGUAGES[lang as 'ta' | 'hi'].itinerary }).click();
      await expect(page.getByRole('tabpanel')).toContainText(text.trekDay1.replace(/^\S+ 1: /, ''));
      await page.goto(`/#/car-rental?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 3, name: text.hatchback })).toBeVisible();
      const innova = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: text.innova }) });
      await expect(innova.getByText(text.innovaRate)).toBeVisible();
      await page.goto(`/#/train-booking?lang=${lang}`);
      await expect(page.getByRole('heading', { level: 1, name: text.train })).toBeVisible();
      await expect(page.locator('.booking-steps').getByRole('link', { name: text.paySafely })).toBeVisible();
      await page.goto(`/#/forex?lang=${lang}`);
      await expect(page.locator('select[name="purpose"] option[value="Business Visit"]')).toHaveText(text.purpose);
      await page.goto(`/#/contact?lang=${lang}`);
      await expect(page.getByText(text.hours)).toBeVisible();
      await page.goto(`/#/faq?lang=${lang}`);
      await page.getByText(text.contactQuestion).click();
      await expect(page.getByText(text.contactAnswer)).toBeVisible();
      // The chat panel's code held back a moment, so its loading line shows.
      await page.route('**/assets/chat-panel-*.js', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1500));
        await route.continue();
      });
      await page.goto(`/#/?lang=${lang}`);
      await expect(page.locator('html')).toHaveAttribute('data-screen', 'ready');
      await page.locator('.visbot-launcher').click();
      await expect(page.getByRole('status').filter({ hasText: text.opening })).toBeVisible();
    },
  );
}

// /search in Tamil and Hindi: the page's own words, the chips, the groups and the nothing-found panel, and the
// results themselves, found by a query in the language's own script too.
const SEARCH_PAGE = {
  ta: {
    title: 'தேடல்',
    count: /^“kerala” — \d+ முடிவுகள்$/,
    group: 'பேக்கேஜ்கள்',
    hit: { title: 'கேரள உப்பங்கழிகளும் மூணாறும்', label: 'உள்நாட்டுச் சுற்றுலா', price: 'ஒருவருக்கு ₹24,500' },
    ownScript: 'கேரளா',
    chip: 'சுற்றுலா',
    none: '“zzqx” என்பதற்கு முடிவுகள் இல்லை',
  },
  hi: {
    title: 'खोज',
    count: /^“kerala” के \d+ नतीजे$/,
    group: 'पैकेज',
    hit: { title: 'केरल बैकवॉटर्स और मुन्नार', label: 'देश का टूर', price: '₹24,500 प्रति व्यक्ति' },
    ownScript: 'केरल',
    chip: 'टूर',
    none: '“zzqx” के लिए कोई नतीजा नहीं मिला',
  },
} as const;
for (const [lang, text] of Object.entries(SEARCH_PAGE)) {
  test(`/search reads in ${lang}`, ONE_SIZE, async ({ page }) => {
    await page.goto(`/#/search?query=kerala&lang=${lang}`);
    await expect(page.getByRole('heading', { level: 1, name: text.title })).toBeVisible();
    await expect(page.locator('.search-results__summary')).toHaveText(text.count);
    await expect(page.getByRole('heading', { level: 2, name: new RegExp(`^${text.group} \\d+$`) })).toBeVisible();
    const kerala = page.getByRole('link', { name: new RegExp(text.hit.title) });
    await expect(kerala).toContainText(text.hit.label);
    await expect(kerala).toContainText(text.hit.price);
    await page.goto(`/#/search?query=${encodeURIComponent(text.ownScript)}&lang=${lang}`);
    await expect(page.getByRole('link', { name: new RegExp(text.hit.title) })).toBeVisible();
    await expect(page.getByRole('button', { name: text.chip, exact: true })).toBeVisible();
    await page.goto(`/#/search?query=zzqx&lang=${lang}`);
    await expect(page.getByRole('heading', { level: 2, name: text.none })).toBeVisible();
  });
}

// A Tamil visitor's first load (Lighthouse in Tamil): the start script asks for the catalog chunk and the font
// files at once, not after the app's code has run and asked for them; an English visitor asks for neither.
test(
  'a Tamil first load asks for its catalog and font before the app’s code; English asks for neither',
  ONE_SIZE,
  async ({ page }) => {
    type Loaded = { name: string; startTime: number };
    const loads = () =>
      page.evaluate(async () => {
        const entries = performance.getEntriesByType('resource').map(({ name, startTime }) => ({ name, startTime }));
        const scripts = entries.filter(({ name }) => /\/assets\/[^/]+\.js$/.test(name));
        const tamil = await Promise.all(
          scripts.map(async (entry) =>
            (await (await fetch(entry.name)).text()).includes('விஸ்பாட்டுடன்') ? entry : null,
          ),
        );
        const app = (document.querySelector('script[type="module"][src]') as HTMLScriptElement).src;
        return {
          catalog: tamil.filter((entry) => entry !== null),
          fonts: entries.filter(({ name }) => /noto-sans-(tamil|devanagari).*\.woff2$/.test(name)),
          app: entries.find(({ name }) => name === app)!,
          preloads: [...document.querySelectorAll('link[rel="preload"][as="font"]')].map((link) => link.outerHTML),
        };
      });
    await page.goto('/?lang=ta');
    await expect(page.locator('html')).toHaveAttribute('lang', 'ta');
    await expect(page.getByRole('button', { name: LANGUAGES.ta.search })).toBeVisible();
    const ta = await loads();
    expect(ta.catalog.length).toBeGreaterThan(0);
    expect(ta.fonts.map(({ name }) => name.match(/tamil-(\d+)-normal/)?.[1]).sort()).toEqual(['400', '700']);
    expect(ta.preloads).toHaveLength(2);
    for (const file of [...ta.catalog, ...ta.fonts] as Loaded[])
      expect(file.startTime, file.name).toBeLessThanOrEqual(ta.app.startTime);

    await page.goto('/?lang=en');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-IN');
    await expect(page.getByRole('button', { name: LANGUAGES.en.search })).toBeVisible();
    const en = await loads();
    expect(en.catalog).toEqual([]);
    expect(en.fonts).toEqual([]);
    expect(en.preloads).toEqual([]);
  },
);
