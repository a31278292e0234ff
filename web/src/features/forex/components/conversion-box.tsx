import { forex } from '#shared/i18n/en/forex';
import { SERVICE_UNAVAILABLE, UNAVAILABLE_PAIR } from '../conversion';
import type { ConversionState } from '../use-conversion';
import { useT } from '../../../lib/locale';

/** The live converted value (spec §2), announced politely as it changes. */
export function ConversionBox({ state }: { state: ConversionState }) {
  const t = useT(forex);
  return (
    <div className={`conversion conversion--${state.status}`} role="status" aria-label={t('convertedValue')}>
      {state.status === 'empty' ? <p className="conversion__placeholder">{t('empty')}</p> : null}
      {state.status === 'loading' ? <p className="conversion__placeholder">{t('converting')}</p> : null}
      {state.status === 'error' ? (
        <p className="conversion__error">
          {state.message === UNAVAILABLE_PAIR
            ? t('unavailablePair')
            : state.message === SERVICE_UNAVAILABLE
              ? t('serviceUnavailable')
              : state.message}
        </p>
      ) : null}
      {state.status === 'ready' ? (
        <>
          <p className="conversion__value">{state.line}</p>
          <p className="conversion__rate">{state.rateLine}</p>
          <p className="conversion__date">
            {t(state.indicative ? 'indicativeAsOf' : 'rateAsOf', { date: state.date })}
          </p>
        </>
      ) : null}
    </div>
  );
}
