import {
  adminBookingsAnswerSchema,
  adminDeparturesAnswerSchema,
  type AdminBooking,
  type BookableCollection,
  type BookingPatch,
  type BookingStatus,
} from '#shared/schemas/bookings';
import * as z from 'zod';
import { api, segment } from '../../../lib/api';
import { readAnswer } from '../../../lib/api-client';
import { config } from '../../../lib/config';

// The console's booking and departure calls, each answer checked by its shared schema.

export type BookingFilters = {
  status?: BookingStatus;
  collection?: BookableCollection;
  id?: string;
  date?: string;
};

export const listBookings = (filters: BookingFilters) =>
  readAnswer(() => api.admin.bookings.$get({ query: filters }), adminBookingsAnswerSchema).then(
    (answer) => answer.data,
  );

const oneBooking = z.object({ data: adminBookingsAnswerSchema.shape.data.element });

export const changeBooking = (reference: string, patch: BookingPatch) =>
  readAnswer(
    () => api.admin.bookings[':reference'].$patch({ param: { reference: segment(reference) }, json: patch }),
    oneBooking,
  ).then((answer): AdminBooking => answer.data);

/** A package's departures from today on, with the seats taken (never cached, unlike the visitors' list). */
export const listDepartures = (collection: BookableCollection, id: string) =>
  readAnswer(
    () => api.admin.departures[':collection'][':id'].$get({ param: { collection, id: segment(id) } }),
    adminDeparturesAnswerSchema,
  ).then((answer) => answer.data);

export const addDepartureSeries = (series: {
  collection: BookableCollection;
  id: string;
  from: string;
  to: string;
  weekday: number;
  seats: number;
  perPerson?: number;
}) =>
  readAnswer(
    () => api.admin.departures.$post({ json: series }),
    z.object({ data: z.object({ added: z.number(), dates: z.array(z.string()) }) }),
  ).then((answer) => answer.data);

export const changeDeparture = (
  key: { collection: BookableCollection; id: string; date: string },
  patch: { status?: 'open' | 'closed'; seats?: number },
) =>
  readAnswer(
    () =>
      api.admin.departures[':collection'][':id'][':date'].$patch({
        param: { collection: key.collection, id: segment(key.id), date: key.date },
        json: patch,
      }),
    z.object({ data: z.unknown() }),
  );

/** The manifest's CSV: a link the browser follows with the session cookie (the download is audited). */
export const manifestCsvUrl = (collection: string, id: string, date: string) =>
  `${config.apiBase}/api/admin/departures/${encodeURIComponent(collection)}/${encodeURIComponent(id)}/${encodeURIComponent(date)}/manifest.csv`;
