import { API } from '#shared/api-paths';
import { stationsAnswerSchema, trainDetailAnswerSchema, trainsAnswerSchema } from '#shared/schemas/trains';
import { apiGet } from '../../lib/api-client';

export function fetchStations(q: string, signal?: AbortSignal) {
  return apiGet(`${API.stations}?${new URLSearchParams({ q })}`, stationsAnswerSchema, { signal });
}

export function fetchTrains(query: { from: string; to: string; date?: string }, signal?: AbortSignal) {
  const params = new URLSearchParams({ from: query.from, to: query.to });
  if (query.date) params.set('date', query.date);
  return apiGet(`${API.trains}?${params}`, trainsAnswerSchema, { signal });
}

export function fetchTrain(number: string, codes: { from?: string; to?: string }, signal?: AbortSignal) {
  const params = new URLSearchParams();
  if (codes.from) params.set('from', codes.from);
  if (codes.to) params.set('to', codes.to);
  const query = params.size ? `?${params}` : '';
  return apiGet(`${API.train(number)}${query}`, trainDetailAnswerSchema, { signal });
}
