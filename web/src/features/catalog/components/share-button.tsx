import { packages } from '#shared/i18n/en/packages';
import { useState } from 'react';
import { packagePath } from '#shared/catalog/collections';
import type { TourPackage } from '#shared/catalog/schemas';
import { indiaToday } from '#shared/dates';
import { priceText } from '#shared/package-format';
import { packageShareMessage, whatsappUrl } from '#shared/whatsapp';
import { useT } from '../../../lib/locale';

/** The package's real-path address (/tour/{id}), which link previews and crawlers can read. */
export const packagePageUrl = (item: TourPackage) => `${window.location.origin}${packagePath(item.type, item.id)}`;

/**
 * Share: the phone's share sheet where the browser has one (Web Share API); elsewhere a WhatsApp link (to any
 * contact, not the business) and a copy-link button. Every way shares the real-path address, not the hash URL.
 */
export function ShareButton({ item }: { item: TourPackage }) {
  const t = useT(packages);
  const [open, setOpen] = useState(false);
  const [copied, setCopied] = useState<'yes' | 'no' | null>(null);
  // Read from the address when asked for, not while rendering: the build renders this page without a window.
  const url = () => packagePageUrl(item);

  const share = async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({
          title: item.title,
          text: `${item.title} (${priceText(item.price, indiaToday())})`,
          url: url(),
        });
        return;
      } catch (error) {
        if (error instanceof DOMException && error.name === 'AbortError') return; // the visitor closed the sheet
      }
    }
    setOpen((value) => !value);
  };

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url());
      setCopied('yes');
    } catch {
      setCopied('no');
    }
  };

  return (
    <div className="share">
      <button type="button" className="button button--secondary button--block" aria-expanded={open} onClick={share}>
        {t('share')}
      </button>
      {open ? (
        <div className="share__options" role="group" aria-label={t('share')}>
          <a
            className="button button--whatsapp"
            href={whatsappUrl('', packageShareMessage(item.title, priceText(item.price, indiaToday()), url()))}
            target="_blank"
            rel="noopener noreferrer"
          >
            WhatsApp
          </a>
          <button type="button" className="button button--secondary" onClick={copy}>
            {t('copyLink')}
          </button>
          <input
            className="share__url"
            readOnly
            value={url()}
            aria-label={t('linkToPackage')}
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="share__status" role="status">
            {copied === 'yes' ? t('linkCopied') : copied === 'no' ? t('copyAbove') : ''}
          </p>
        </div>
      ) : null}
    </div>
  );
}
