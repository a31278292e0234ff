/** A card's stand-in while its list loads: the same boxes and line heights, so nothing moves when it fills in. */
export function PackageCardSkeleton() {
  return (
    <span className="package-card package-card--skeleton" aria-hidden="true">
      <span className="package-card__image skeleton" />
      <span className="package-card__body">
        <span className="package-card__title package-card__lines">
          <span className="skeleton" style={{ width: '80%' }} />
        </span>
        <span className="package-card__text package-card__lines">
          <span className="skeleton" />
          <span className="skeleton" style={{ width: '65%' }} />
        </span>
        <span className="package-card__price package-card__lines">
          <span className="skeleton" style={{ width: '40%' }} />
        </span>
      </span>
    </span>
  );
}
