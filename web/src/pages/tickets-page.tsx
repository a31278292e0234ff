import { tickets } from '#shared/i18n/en/tickets';
import { BookingLayout } from '../features/enquiries/components/booking-layout';
import { TicketEnquiryForm } from '../features/enquiries/components/ticket-enquiry-form';
import { TicketTypeTabs } from '../features/enquiries/components/ticket-type-tabs';
import { StationCombobox } from '../features/trains/components/station-combobox';
import { useTrainSearch } from '../features/trains/use-train-search';
import { useT } from '../lib/locale';

export default function TicketsPage() {
  const t = useT(tickets);
  const trainSearch = useTrainSearch();
  return (
    <BookingLayout title={t('title')} intro={t('intro')}>
      <TicketTypeTabs
        renderPanel={(type) =>
          type === 'train' ? (
            <TicketEnquiryForm
              key={type}
              type="train"
              renderPlace={(field) => <StationCombobox {...field} />}
              search={trainSearch}
            />
          ) : (
            <TicketEnquiryForm key={type} type={type} />
          )
        }
      />
    </BookingLayout>
  );
}
