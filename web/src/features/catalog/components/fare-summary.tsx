import { GST, TCS } from '#shared/constants';
import { amountOf, formatRupees } from '#shared/package-format';

/** Package cost with GST (5%) and TCS (5%) shown apart, as Indian tour invoices do. */
export function FareSummary({ price }: { price: string }) {
  const amount = amountOf(price);
  const basis = price.replace(/^[^a-zA-Z]*/, '').trim(); // 'per person', 'per couple'
  const line = (rate: number) => (amount === null ? '—' : formatRupees(Math.round(amount * rate)));
  return (
    <section className="fare-summary panel" aria-labelledby="fare-summary-title">
      <h2 id="fare-summary-title" className="fare-summary__title">
        Fare summary
      </h2>
      <dl className="fare-summary__lines">
        <div>
          <dt>Package cost</dt>
          <dd>{price}</dd>
        </div>
        <div>
          <dt>{GST.label}</dt>
          <dd>{line(GST.rate)}</dd>
        </div>
        <div>
          <dt>{TCS.label}</dt>
          <dd>{line(TCS.rate)}</dd>
        </div>
        {amount !== null ? (
          <div className="fare-summary__total">
            <dt>Total {basis ? `(${basis})` : ''}</dt>
            <dd>{formatRupees(Math.round(amount * (1 + GST.rate + TCS.rate)))}</dd>
          </div>
        ) : null}
      </dl>
      <p className="fare-summary__note">Indicative; your coordinator confirms the final fare for your dates.</p>
    </section>
  );
}
