import { useMemo, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { POPULAR_SEARCHES, SEARCH_CHIPS, type SearchChip } from '#shared/constants';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { Icon } from '../../components/icon';
import { ModalDialog } from '../../components/modal-dialog';
import { useT } from '../../lib/locale';
import { SearchInput } from './components/search-input';
import './search-overlay.css';

/** Where a submitted search goes: /search?query=… (trimmed, URL-encoded), with the chip as category. */
export function searchUrl(text: string, chip: SearchChip | null): string | null {
  const query = text.trim();
  if (!query) return null;
  const category = chip && chip !== 'All' ? `&category=${encodeURIComponent(chip)}` : '';
  return `/search?query=${encodeURIComponent(query)}${category}`;
}

const CHIP_LABELS = {
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
  const popular = useMemo(
    () => POPULAR_SEARCHES.filter((item) => !chip || chip === 'All' || item.category === chip),
    [chip],
  );

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
    </div>
  );
}
