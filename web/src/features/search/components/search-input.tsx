import './search-input.css';
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
  return (
    <input
      className={className ? `search-input ${className}` : 'search-input'}
      type="search"
      name="query"
      value={value}
      onChange={(event) => onChange(event.target.value)}
      placeholder="Search tours, cars, tickets…"
      aria-label="Search"
      enterKeyHint="search"
      autoComplete="off"
      data-autofocus={autoFocus || undefined}
    />
  );
}
