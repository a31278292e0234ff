import { localizePackage } from '#shared/catalog/localize-package';
import { packages } from '#shared/i18n/en/packages';
import { useId, useState, type ReactNode } from 'react';
import { collectionOfType } from '#shared/catalog/collections';
import type { TourPackage } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
import { priceText } from '#shared/package-format';
import { packageEnquiryMessage } from '#shared/whatsapp';
import { CallbackFields, useCallbackContact } from '../../../components/callback-fields';
import { openWhatsApp } from '../../../lib/whatsapp';
import { FareSummary } from './fare-summary';
import { ImageSlider } from './image-slider';
import { PackagePrice } from './package-price';
import { PackageFacts } from './package-facts';
import { packagePageUrl, ShareButton } from './share-button';
import { useLocale, useT } from '../../../lib/locale';

const TABS = [
  { id: 'overview', label: 'tabOverview' },
  { id: 'itinerary', label: 'tabItinerary' },
  { id: 'accommodation', label: 'tabAccommodation' },
  { id: 'inclusion', label: 'tabInclusion' },
] as const;
type Tab = (typeof TABS)[number]['id'];

/** What the inbox records when this package's WhatsApp button is pressed. */
const packageLead = ({ id, type, title, price }: TourPackage) =>
  ({
    kind: 'package',
    collection: collectionOfType(type),
    packageId: id,
    title,
    price: priceText(price, indiaToday()),
  }) as const;

/** Intros longer than this show a '+ More' hint (spec §2). */
const INTRO_PREVIEW = 60;

/** `booking`: what the page puts below the fare summary and enquiry (the booking panel, when it has departures). */
export function PackageDetail({ item, booking }: { item: TourPackage; booking?: ReactNode }) {
  const t = useT(packages);
  const [tab, setTab] = useState<Tab>('overview');
  const [introOpen, setIntroOpen] = useState(false);
  const baseId = useId();
  const contact = useCallbackContact();
  // Shown in the visitor's language; the WhatsApp message keeps the English title staff work from.
  const shown = localizePackage(item, useLocale());
  const { details } = shown;
  const longIntro = details.intro.length > INTRO_PREVIEW;
  const images = item.images.length ? item.images : [item.image];

  const focusTab = (index: number) => {
    const next = TABS[(index + TABS.length) % TABS.length]!;
    setTab(next.id);
    document.getElementById(`${baseId}-tab-${next.id}`)?.focus();
  };

  return (
    <article className="package-detail container">
      <h1 className="package-detail__title">{shown.title}</h1>
      <p className="package-detail__lead">{shown.description}</p>
      <PackagePrice item={item} className="package-detail__price" />
      <PackageFacts item={shown} />
      <div className="package-detail__layout">
        <div className="package-detail__main">
          <ImageSlider images={images} title={shown.title} />
          <div className="tabs" role="tablist" aria-label={t('tabsLabel')}>
            {TABS.map((entry, index) => (
              <button
                key={entry.id}
                id={`${baseId}-tab-${entry.id}`}
                type="button"
                role="tab"
                className="tabs__tab"
                aria-selected={tab === entry.id}
                aria-controls={`${baseId}-panel`}
                tabIndex={tab === entry.id ? 0 : -1}
                onClick={() => setTab(entry.id)}
                onKeyDown={(event) => {
                  if (event.key === 'ArrowRight') focusTab(index + 1);
                  if (event.key === 'ArrowLeft') focusTab(index - 1);
                }}
              >
                {t(entry.label)}
              </button>
            ))}
          </div>
          <div
            id={`${baseId}-panel`}
            role="tabpanel"
            aria-labelledby={`${baseId}-tab-${tab}`}
            className="tabs__panel panel"
          >
            {tab === 'overview' ? (
              <div className="package-detail__intro">
                <p>
                  {longIntro && !introOpen
                    ? `${details.intro.slice(0, INTRO_PREVIEW).trimEnd()}… `
                    : `${details.intro} `}
                  {longIntro && !introOpen ? (
                    <button
                      type="button"
                      className="link-button"
                      onClick={() => setIntroOpen(true)}
                      aria-expanded={false}
                    >
                      {t('more')}
                    </button>
                  ) : null}
                </p>
              </div>
            ) : null}
            {tab === 'itinerary' ? (
              <ol className="itinerary">
                {details.itinerary.map((day) => {
                  const [label, ...rest] = day.split(': ');
                  return (
                    <li key={day}>
                      {rest.length ? (
                        <>
                          <strong>{label}</strong> {rest.join(': ')}
                        </>
                      ) : (
                        day
                      )}
                    </li>
                  );
                })}
              </ol>
            ) : null}
            {tab === 'accommodation' ? <p>{details.accommodation}</p> : null}
            {tab === 'inclusion' ? (
              <div className="inclusions">
                <section>
                  <h3>{t('inclusions')}</h3>
                  <ul className="tick-list">
                    {details.inclusion.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </section>
                <section>
                  <h3>{t('exclusions')}</h3>
                  <ul className="cross-list">
                    {details.exclusion.map((line) => (
                      <li key={line}>{line}</li>
                    ))}
                  </ul>
                </section>
              </div>
            ) : null}
          </div>
        </div>
        <aside className="package-detail__side">
          <FareSummary item={item} />
          <div className="package-detail__actions">
            <CallbackFields contact={contact} />
            <button
              type="button"
              className="button button--whatsapp button--block"
              onClick={() =>
                contact.handOff(
                  () =>
                    openWhatsApp(
                      packageEnquiryMessage(item.title, priceText(item.price, indiaToday()), packagePageUrl(item)),
                    ),
                  packageLead(item),
                )
              }
            >
              {t('enquireWhatsApp')}
            </button>
            <ShareButton item={item} />
            {item.pdf ? (
              <a
                className="button button--secondary button--block"
                href={item.pdf}
                target="_blank"
                rel="noopener"
                download
              >
                {t('downloadPdf')}
              </a>
            ) : null}
          </div>
          {/* Last in the column: it appears once the departures are in, and moves nothing already on screen. */}
          {booking}
        </aside>
      </div>
    </article>
  );
}
