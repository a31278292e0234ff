import { ApiClientError } from '../../lib/api-client';
import { useQuery } from '../../lib/query';
import { useValidationText } from '../../lib/use-validation-text';
import { fetchStations, fetchTrain, fetchTrains } from './api';

/**
 * `failureText(error, fallback)`: the worker's message when it refused (in the visitor's language where the
 * validation set knows it), else the screen's own words for a failure.
 */
export function useFailureText() {
  const validationText = useValidationText();
  return (error: unknown, fallback: string) =>
    error instanceof ApiClientError ? validationText(error.message) : fallback;
}

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
