import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { SEARCH_CHIPS, type SearchChip } from '#shared/constants';
import { MORE_POPULAR_SEARCHES, POPULAR_SEARCHES } from '#shared/popular-searches';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { Icon } from '../../components/icon';
import { ModalDialog } from '../../components/modal-dialog';
import { useT } from '../../lib/locale';
import { SearchInput } from './components/search-input';
import './search-overlay.css';

/**
 * The popular searches under a chip, narrowed to those holding every word typed so far: All (or no chip) shows
 * the spec's four, any other chip its own.
 */
export function popularSearches(chip: SearchChip | null, text: string) {
  const items =
    !chip || chip === 'All'
      ? POPULAR_SEARCHES
      : [...POPULAR_SEARCHES, ...MORE_POPULAR_SEARCHES].filter((item) => item.category === chip);
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return items.filter((item) => words.every((word) => item.title.toLowerCase().includes(word)));
}

/** Where a submitted search goes: /search?query=… (trimmed, URL-encoded), with the chip as category. */
export function searchUrl(text: string, chip: SearchChip | null): string | null {
  const query = text.trim();
  if (!query) return null;
  const category = chip && chip !== 'All' ? `&category=${encodeURIComponent(chip)}` : '';
  return `/search?query=${encodeURIComponent(query)}${category}`;
}

/** Each chip's label in the shell's later messages (the overlay and the /search screen). */
export const CHIP_LABELS = {
  All: 'chipAll',
  Tours: 'chipTours',
  'Car Rental': 'chipCarRental',
  Tickets: 'chipTickets',
  Hotels: 'chipHotels',
  Packages: 'chipPackages',
} as const satisfies Record<SearchChip, keyof typeof layoutLater.en>;

/** The full-screen search (spec §2): chips filter the popular searches; submit goes to /search. */
export function SearchOverlay({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT(layoutLater);
  return (
    <ModalDialog open={open} onClose={onClose} className="search-overlay" label={t('search')} closeOnBackdrop={false}>
      <SearchPanel onClose={onClose} />
    </ModalDialog>
  );
}

function SearchPanel({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const t = useT(layoutLater);
  const [text, setText] = useState('');
  const [chip, setChip] = useState<SearchChip | null>(null);
  const popular = useMemo(() => popularSearches(chip, text), [chip, text]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = searchUrl(text, chip);
    if (!url) return;
    onClose();
    navigate(url);
  };

  return (
    <div className="search-overlay__panel">
      <form className="search-overlay__bar" role="search" onSubmit={submit}>
        <button type="button" className="icon-button" onClick={onClose} aria-label={t('searchBack')}>
          <Icon name="back" />
        </button>
        <SearchInput value={text} onChange={setText} autoFocus />
        <button type="submit" className="icon-button search-overlay__go" aria-label={t('search')}>
          <Icon name="search" />
        </button>
      </form>

      <div className="chips" role="group" aria-label={t('filterByCategory')}>
        {SEARCH_CHIPS.map((name) => (
          <button key={name} type="button" className="chip" aria-pressed={chip === name} onClick={() => setChip(name)}>
            {t(CHIP_LABELS[name])}
          </button>
        ))}
      </div>

      {/* Typing narrows the list; when nothing is left, the heading goes with it. */}
      {popular.length ? (
        <section className="search-overlay__popular" aria-labelledby="popular-searches">
          <h2 id="popular-searches">{t('popularSearches')}</h2>
          <ul>
            {popular.map((item) => (
              <li key={item.id}>
                <button type="button" className="popular-item" onClick={() => setText(item.title)}>
                  <img src={item.image} alt="" width={56} height={56} />
                  <span className="popular-item__title">{item.title}</span>
                  <span className="popular-item__category">{t(CHIP_LABELS[item.category])}</span>
                </button>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
