import { layout } from '#shared/i18n/en/layout';
import { LOCALE_NAMES, LOCALES, matchLocale } from '#shared/i18n/locales';
import { switchLocale, useLocale, useT } from '../../lib/locale';

/** A shared link's `?lang=` follows the choice, so reloading keeps the language just chosen. */
function replaceLangInAddress(locale: string) {
  const { hash } = window.location;
  if (!/[?&]lang=/.test(hash)) return;
  window.history.replaceState(window.history.state, '', hash.replace(/([?&]lang=)[^&]*/, `$1${locale}`));
}

/** English, தமிழ், हिन्दी, each in its own script; the choice is remembered on the device. */
export function LanguageSwitcher({ className }: { className: string }) {
  const t = useT(layout);
  const locale = useLocale();
  return (
    <select
      className={`language-switcher ${className}`}
      aria-label={t('language')}
      value={locale}
      onChange={(event) => {
        const chosen = matchLocale(event.target.value);
        if (!chosen) return;
        replaceLangInAddress(chosen);
        void switchLocale(chosen);
      }}
    >
      {LOCALES.map((option) => (
        <option key={option} value={option} lang={option}>
          {LOCALE_NAMES[option]}
        </option>
      ))}
    </select>
  );
}
