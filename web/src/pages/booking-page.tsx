import { useParams } from 'react-router-dom';
import { booking as messages } from '#shared/i18n/en/screens/booking';
import type { BookingView } from '#shared/schemas/bookings';
import { BookingDetails, BookingLookup } from '../features/booking/booking-view';
import { useCatalogItem } from '../features/catalog/use-catalog';
import { useScreenT } from '../lib/locale';
import { usePageTitle } from '../lib/use-page-title';

function BookingWithPackage({ booking, mobile }: { booking: BookingView; mobile: string }) {
  const trip = useCatalogItem(booking.collection, booking.packageId);
  return <BookingDetails booking={booking} mobile={mobile} item={trip.item ?? null} />;
}

// The booking page's words, loaded in the visitor's language with the screen.
export const texts = [messages];

/** /booking/:reference: the traveller's own booking page. */
export default function BookingPage() {
  const { reference = '' } = useParams();
  const t = useScreenT(messages);
  usePageTitle(t('bookingTitle', { reference }));
  return (
    <div className="container">
      <BookingLookup reference={reference}>
        {(booking, mobile) => <BookingWithPackage booking={booking} mobile={mobile} />}
      </BookingLookup>
    </div>
  );
}
