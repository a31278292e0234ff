import { stationsAnswerSchema, trainDetailAnswerSchema, trainsAnswerSchema } from '#shared/schemas/trains';
import { api, segment } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

export function fetchStations(q: string) {
  return readAnswer(() => api.stations.$get({ query: { q } }), stationsAnswerSchema);
}

export function fetchTrains(query: { from: string; to: string; date?: string }) {
  return readAnswer(() => api.trains.$get({ query }), trainsAnswerSchema);
}

export function fetchTrain(number: string, codes: { from?: string; to?: string }) {
  return readAnswer(
    () => api.trains[':number'].$get({ param: { number: segment(number) }, query: codes }),
    trainDetailAnswerSchema,
  );
}
