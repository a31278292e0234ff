import { useEffect, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { SEARCH_CHIPS, type SearchChip } from '#shared/constants';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { search as messages } from '#shared/i18n/en/screens/search';
import type { Translate } from '#shared/i18n/messages';
import type { SearchGroup, SearchHit } from '#shared/schemas/search';
import { Icon } from '../../../components/icon';
import { useScreenT, useT } from '../../../lib/locale';
import { CHIP_LABELS, searchUrl } from '../search-overlay';
import { useSearchResults } from '../use-search-results';
import { SearchInput } from './search-input';
import './search-results.css';

const chipOf = (value: string | null): SearchChip | null =>
  value && (SEARCH_CHIPS as readonly string[]).includes(value) && value !== 'All' ? (value as SearchChip) : null;

type T = Translate<(typeof messages)['en']>;

/** '12 results for “goa” in Tours', in the visitor's language (the chip by its translated label). */
function summaryLine(t: T, count: number, query: string, category: string | null): string {
  if (category)
    return count === 1 ? t('resultCountOneIn', { query, category }) : t('resultCountIn', { count, query, category });
  return count === 1 ? t('resultCountOne', { query }) : t('resultCount', { count, query });
}

function ResultCard({ hit }: { hit: SearchHit }) {
  return (
    <li>
      <Link to={hit.path} className="search-hit">
        <span className="search-hit__top">
          <span className="search-hit__label">{hit.label}</span>
          {hit.price ? <span className="search-hit__price">{hit.price}</span> : null}
        </span>
        <span className="search-hit__title">{hit.title}</span>
        <span className="search-hit__summary">{hit.summary}</span>
      </Link>
    </li>
  );
}

function ResultGroup({ group }: { group: SearchGroup }) {
  const t = useScreenT(messages);
  const headingId = `search-group-${group.kind}`;
  return (
    <section className="search-group" aria-labelledby={headingId}>
      <h2 id={headingId} className="search-group__title">
        {t(`group.${group.kind}`)} <span className="search-group__count">{group.count}</span>
      </h2>
      <ul className="search-group__list">
        {group.items.map((hit) => (
          <ResultCard key={hit.id} hit={hit} />
        ))}
      </ul>
    </section>
  );
}

function NoResults({
  query,
  category,
  categoryLabel,
  suggestions,
}: {
  query: string;
  category: SearchChip | null;
  categoryLabel: string | null;
  suggestions: string[];
}) {
  const t = useScreenT(messages);
  return (
    <div className="panel search-empty">
      <h2 className="search-empty__title">
        {categoryLabel ? t('noResultsIn', { query, category: categoryLabel }) : t('noResults', { query })}
      </h2>
      <p className="search-empty__text">{t('noResultsHint')}</p>
      {category ? (
        <p>
          <Link className="button button--secondary" to={searchUrl(query, null)!}>
            {t('searchAll')}
          </Link>
        </p>
      ) : null}
      <ul className="search-empty__suggestions" aria-label={t('suggestions')}>
        {suggestions.map((text) => (
          <li key={text}>
            <Link className="chip" to={searchUrl(text, null)!}>
              {text}
            </Link>
          </li>
        ))}
      </ul>
      <p className="search-empty__text">
        {t('stillStuck')} <Link to="/contact">{t('contactDesk')}</Link>.
      </p>
    </div>
  );
}

/** The /search screen (spec §2): the query, the chips as a filter, results grouped with counts. */
export function SearchResultsView() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const query = (params.get('query') ?? '').trim();
  const category = chipOf(params.get('category'));
  const [text, setText] = useState(query);
  const state = useSearchResults(query, category);
  const t = useScreenT(messages);
  const chips = useT(layoutLater);
  const categoryLabel = category ? chips(CHIP_LABELS[category]) : null;

  useEffect(() => setText(query), [query]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const url = searchUrl(text, category);
    if (url) navigate(url);
  };

  return (
    <div className="search-results">
      <form className="search-results__bar" role="search" onSubmit={submit}>
        <Icon name="search" />
        <SearchInput className="search-results__input" value={text} onChange={setText} />
        <button type="submit" className="button button--primary search-results__go">
          {t('submit')}
        </button>
      </form>

      <div className="chips" role="group" aria-label={chips('filterByCategory')}>
        {SEARCH_CHIPS.map((name) => (
          <button
            key={name}
            type="button"
            className="chip"
            aria-pressed={name === 'All' ? category === null : category === name}
            disabled={!query}
            onClick={() => {
              const url = searchUrl(query, name);
              if (url) navigate(url, { replace: true });
            }}
          >
            {chips(CHIP_LABELS[name])}
          </button>
        ))}
      </div>

      <div aria-live="polite" className="search-results__status">
        {state.status === 'done' ? (
          <p className="search-results__summary">
            {state.results.total ? summaryLine(t, state.results.total, query, categoryLabel) : ''}
          </p>
        ) : null}
      </div>

      {state.status === 'idle' ? (
        <div className="panel search-empty">
          <h2 className="search-empty__title">{t('idleTitle')}</h2>
          <p className="search-empty__text">{t('idleText')}</p>
        </div>
      ) : null}

      {state.status === 'loading' ? (
        <div className="search-group" aria-hidden="true">
          {[0, 1, 2].map((i) => (
            <div key={i} className="search-hit search-hit--skeleton">
              <span className="skeleton" style={{ height: 14, width: '30%' }} />
              <span className="skeleton" style={{ height: 20, width: '70%' }} />
              <span className="skeleton" style={{ height: 14, width: '90%' }} />
            </div>
          ))}
        </div>
      ) : null}

      {state.status === 'error' ? (
        <div className="panel search-empty" role="alert">
          <h2 className="search-empty__title">{t('errorTitle')}</h2>
          <p className="search-empty__text">{t('errorText')}</p>
          <button type="button" className="button button--secondary" onClick={state.retry}>
            {t('tryAgain')}
          </button>
        </div>
      ) : null}

      {state.status === 'done' && state.results.total === 0 ? (
        <NoResults
          query={query}
          category={category}
          categoryLabel={categoryLabel}
          suggestions={state.results.suggestions}
        />
      ) : null}

      {state.status === 'done'
        ? state.results.groups.map((group) => <ResultGroup key={group.kind} group={group} />)
        : null}
    </div>
  );
}
