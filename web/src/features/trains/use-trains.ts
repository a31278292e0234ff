import { ApiClientError } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { fetchStations, fetchTrain, fetchTrains } from './api';

/** The worker's message when it refused, else the screen's own words for a failure. */
export const failureText = (error: unknown, fallback: string) =>
  error instanceof ApiClientError ? error.message : fallback;

/** Trains between two stations (null: nothing to search). */
export function useTrains(query: { from: string; to: string; date?: string } | null) {
  return useQuery(query && ['trains', query.from, query.to, query.date], () => fetchTrains(query!));
}

/** One train by number, with the searched segment when the codes are known. */
export function useTrain(number: string, codes: { from?: string; to?: string }) {
  return useQuery(['train', number, codes.from, codes.to], () => fetchTrain(number, codes));
}

/** Station suggestions for settled text (empty: none asked). */
export function useStations(text: string) {
  return useQuery(text ? ['stations', text] : null, () => fetchStations(text));
}
