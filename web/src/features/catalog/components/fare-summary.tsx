import { GST, TCS } from '#shared/constants';

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });

/** The first amount in a price text: '₹1,19,999 per couple' → 119999. */
export function amountOf(price: string): number | null {
  const match = price.replace(/,/g, '').match(/(\d+(?:\.\d+)?)/);
  return match ? Number(match[1]) : null;
}

/** Package cost with GST (5%) and TCS (5%) shown apart, as Indian tour invoices do. */
export function FareSummary({ price }: { price: string }) {
  const amount = amountOf(price);
  const basis = price.replace(/^[^a-zA-Z]*/, '').trim(); // 'per person', 'per couple'
  const line = (rate: number) => (amount === null ? '—' : rupees.format(Math.round(amount * rate)));
  return (
    <section className="fare-summary panel" aria-labelledby="fare-summary-title">
      <h2 id="fare-summary-title" className="fare-summary__title">Fare summary</h2>
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
            <dd>{rupees.format(Math.round(amount * (1 + GST.rate + TCS.rate)))}</dd>
          </div>
        ) : null}
      </dl>
      <p className="fare-summary__note">Indicative; your coordinator confirms the final fare for your dates.</p>
    </section>
  );
}
