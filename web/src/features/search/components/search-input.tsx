import './search-input.css';
import { layoutLater } from '#shared/i18n/en/layout-later';
import { useT } from '../../../lib/locale';

/** The site search's text box, the same in the header overlay and on /search. */
export function SearchInput({
  value,
  onChange,
  className,
  autoFocus = false,
}: {
  value: string;
  onChange: (value: string) => void;
  className?: string;
  autoFocus?: boolean;
}) {
  const t = useT(layoutLater);
  return (
    <input
      className={className ? `search-input ${className}` : 'search-input'}
      type="search"
      name="query"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder={t('searchPlaceholder')}
      aria-label={t('search')}
      enterKeyHint="search"
      autoComplete="off"
      data-autofocus={autoFocus || undefined}
    />
  );
}
