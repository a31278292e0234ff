/**
 * What a deep link's page can draw from its screen's first answer before the app's code arrives: the markup of
 * the screen's first render (web/src/prerender.tsx), with the places an answer fills marked `data-fill`
 * (`title`, `text`, `price`: text; `image`: the picture, described by the title where the render gave it an alt
 * text; `link`: the package's id, after the link's path).
 */
export type PreviewTemplates = {
  /** A package's page: its title, lead and first picture. */
  package: string;
  /** /tours: the header, the filter chips and the first row, with the cards that row shows, in order. */
  tours: { screen: string; type: string; cards: string[]; more: string };
};

/** What index.html's start script hands over (`window.__boot.screenPreview`, start-app-code.ts). */
export type PreviewPage = {
  kind: keyof PreviewTemplates;
  /** The route's path, as index.html's head script named it. */
  path: string;
  /** The screen's first answer, asked for beside the code. */
  answer: Promise<Response>;
  /** Asks for the app's code; called again, does nothing. */
  start: () => void;
  started: () => boolean;
};

type Item = {
  id?: unknown;
  type?: unknown;
  title?: unknown;
  description?: unknown;
  image?: unknown;
  images?: unknown;
};

/**
 * Runs in the browser as the whole of a small script (the build serializes it, so it uses nothing from outside
 * its body), once the full stylesheet is in. It draws the screen from its answer and asks for the app's code
 * once the first picture has loaded or failed; with nothing it can draw (an error, a 404, another shape, a
 * filtered list), it asks at once. Answers fill text and attributes, never markup.
 */
export function drawScreenPreview(templates: PreviewTemplates, page: PreviewPage): void {
  const fields = (item: Item): Record<string, string> | undefined => {
    const images = Array.isArray(item.images) ? item.images : [];
    const values = {
      link: item.id,
      title: item.title,
      text: item.description,
      // The price line waits for the app: it is written by the one price formatter (offers, nights and days).
      price: '',
      image: images[0] ?? item.image,
    };
    return Object.values(values).every((value) => typeof value === 'string')
      ? (values as Record<string, string>)
      : undefined;
  };
  const fill = (element: ParentNode, values: Record<string, string>) => {
    for (const slot of element.querySelectorAll<HTMLElement>('[data-fill]')) {
      const name = slot.dataset.fill!;
      if (slot instanceof HTMLImageElement) {
        slot.src = values.image!;
        if (slot.alt) slot.alt = values.title!;
      } else if (slot instanceof HTMLAnchorElement) slot.setAttribute('href', slot.getAttribute('href') + values.link!);
      else slot.textContent = values[name] ?? '';
    }
  };
  const markup = (html: string) => {
    const template = document.createElement('template');
    template.innerHTML = html;
    return template.content;
  };
  /** The screen's markup filled from `answer`, or nothing to draw. */
  const draw = (answer: { data?: unknown } | undefined): DocumentFragment | undefined => {
    const data = answer?.data;
    if (page.kind === 'package') {
      const values = data && typeof data === 'object' ? fields(data) : undefined;
      if (!values) return undefined;
      const content = markup(templates.package);
      fill(content, values);
      return content;
    }
    const { screen, type, cards, more } = templates.tours;
    // ?filter= and ?max= show other cards than the first row's.
    if (!Array.isArray(data) || location.hash.includes('?')) return undefined;
    const items = (data as Item[]).filter((item) => item?.type === type).map(fields);
    if (!items.length || items.some((values) => !values)) return undefined;
    const content = markup(screen);
    const list = content.querySelector('ul')!;
    items.slice(0, cards.length).forEach((values, index) => {
      list.insertAdjacentHTML('beforeend', cards[index]!);
      fill(list.lastElementChild!, values!);
    });
    if (items.length > cards.length) {
      list.insertAdjacentHTML('beforeend', more);
      const count = list.lastElementChild!.querySelector('[data-fill="count"]')!;
      count.textContent = count.textContent!.replace(/\d+/, String(items.length - cards.length));
    }
    return content;
  };

  page.answer
    .then((response) => (response.ok ? response.clone().json() : undefined))
    .then((answer) => {
      const main = document.getElementById('main');
      const content = draw(answer);
      // Once the code is asked for, the screen is React's to draw.
      if (page.started() || !main || !content) return page.start();
      const picture = content.querySelector('img');
      if (!picture) return page.start();
      picture.fetchPriority = 'high';
      picture.loading = 'eager';
      picture.addEventListener('load', page.start);
      picture.addEventListener('error', page.start);
      // A plain screen's header, drawn as the page was parsed, gives way to the whole first screen.
      const holder = main.querySelector(':scope > .screen-preview') ?? document.createElement('div');
      holder.className = 'screen-preview';
      (holder as HTMLElement).dataset.path = page.path;
      holder.replaceChildren(content);
      if (!holder.parentNode) main.insertBefore(holder, main.firstChild);
    })
    .catch(page.start);
}
