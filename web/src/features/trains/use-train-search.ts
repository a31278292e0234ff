import { tickets } from '#shared/i18n/en/tickets';
import { useNavigate } from 'react-router-dom';
import { ticketEnquirySchema } from '#shared/schemas/tickets';
import { stationCodeOf } from './train-format';
import { useT } from '../../lib/locale';

type Values = { from: string; fromCode: string; to: string; toCode: string; date: string; passengers: string };
type Errors = Partial<Record<'from' | 'to', string>>;

/**
 * The train form's 'Search Trains': needs two stations (picked, or typed as codes), then opens the results
 * with type, from, to, date and passengers in the query.
 */
export function useTrainSearch() {
  const t = useT(tickets);
  const navigate = useNavigate();
  const run = (values: Values): Errors | void => {
    const from = stationCodeOf(values.fromCode, values.from);
    const to = stationCodeOf(values.toCode, values.to);
    const errors: Errors = {};
    if (!from) errors.from = 'Pick the From station from the suggestions, or type its code (e.g. NDLS)';
    if (!to) errors.to = 'Pick the To station from the suggestions, or type its code (e.g. BCT)';
    else if (from === to) errors.to = 'From and To must be different stations';
    if (errors.from || errors.to) return errors;
    const { passengers } = ticketEnquirySchema.parse({ passengers: values.passengers });
    const params = new URLSearchParams({ type: 'train', from, to });
    if (values.date) params.set('date', values.date);
    params.set('passengers', String(passengers));
    navigate(`/train-results?${params}`);
  };
  return { label: t('searchTrains'), run };
}
