import { BRAND } from '#shared/constants';
import { PageHeader } from '../components/page-header';
import { ForexForm } from '../features/forex/components/forex-form';

export default function ForexPage() {
  return (
    <div className="forex-page container">
      <PageHeader
        title="Forex/Foreign Exchange Form"
        intro="Cash and travel cards in ten currencies at fair rates. See the conversion as you type, send the request, and our forex desk calls you to confirm."
      />
      <ForexForm />
      <p className="forex-page__note">
        Rates shown are for guidance; the final rate is confirmed by our forex desk at the time of exchange. Questions?
        Call <a href={`tel:${BRAND.mobile.replace(/[^\d+]/g, '')}`}>{BRAND.mobile}</a>.
      </p>
    </div>
  );
}
