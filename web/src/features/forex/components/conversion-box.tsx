import { EMPTY_TEXT, LOADING_TEXT } from '../conversion';
import type { ConversionState } from '../use-conversion';

/** The live converted value (spec §2), announced politely as it changes. */
export function ConversionBox({ state }: { state: ConversionState }) {
  return (
    <div className={`conversion conversion--${state.status}`} role="status" aria-label="Converted value">
      {state.status === 'empty' ? <p className="conversion__placeholder">{EMPTY_TEXT}</p> : null}
      {state.status === 'loading' ? <p className="conversion__placeholder">{LOADING_TEXT}</p> : null}
      {state.status === 'error' ? <p className="conversion__error">{state.message}</p> : null}
      {state.status === 'ready' ? (
        <>
          <p className="conversion__value">{state.line}</p>
          <p className="conversion__rate">{state.rateLine}</p>
          <p className="conversion__date">
            {state.indicative ? `Indicative rate as of ${state.date}` : `Rate as of ${state.date}`}
          </p>
        </>
      ) : null}
    </div>
  );
}
