// A hosted model's reading of a question (issue 32 item 7). Its JSON object is checked against the query's
// zod schema, and every package id and place in it against the catalog and the gazetteer: anything we do not
// hold, or a query that contradicts itself, makes it unusable and the rules answer instead. The reply is then
// written by catalog-answer.ts from the catalog, so a model can never state a price, a title or a link.
import { FULL_MONTH_NAMES } from '#shared/catalog/attributes';
import type { KnowledgeIndex } from './knowledge-index';
import type { PackageDoc } from './knowledge';
import { wordsOf } from './lexicon';
import { ProviderError } from './llm-provider';
import { isPackage } from './package-answer';
import { modelId } from './prompt';
import type { PackageQuery } from './query';
import { querySlotsSchema, type QuerySlots } from './query-schema';

/** The model's object as query slots, or a ProviderError('schema_violation'). */
export function slotsOf(raw: unknown): QuerySlots {
  const parsed = querySlotsSchema.safeParse(raw);
  if (!parsed.success) throw new ProviderError('schema_violation');
  return parsed.data;
}

/** The slots resolved against the catalog: ids to packages, place names to the gazetteer's places. */
export function queryOf(slots: QuerySlots, index: KnowledgeIndex): PackageQuery {
  const packages = index.docs.filter(isPackage);
  const byId = new Map(packages.map((doc) => [modelId(doc), doc]));
  const packageOf = (id: string): PackageDoc => {
    const doc = byId.get(id);
    if (!doc) throw new ProviderError('unknown_package');
    return doc;
  };
  const { gazetteer } = index.vocabulary;
  const placeOf = (name: string) => {
    const [place] = gazetteer.find(wordsOf(name));
    if (!place) throw new ProviderError('unknown_place');
    return place;
  };
  const compare = slots.compare.map(packageOf);
  const focus = slots.focus === null ? null : packageOf(slots.focus);
  if ((slots.kind === 'compare' && compare.length < 2) || ((slots.kind === 'fact' || slots.kind === 'book') && !focus))
    throw new ProviderError('inconsistent_query');

  const excludedPlaces = slots.excludedPlaces.map(placeOf);
  const excludedPackages = slots.excludedPackages.map(packageOf);
  const excluded = packages.filter(
    (doc) => excludedPackages.includes(doc) || excludedPlaces.some((place) => gazetteer.strength(doc, place) >= 2),
  );
  const months = [...new Set(slots.months)].sort((a, b) => a - b);
  const days = slots.days && {
    min: Math.min(slots.days.min, slots.days.max),
    max: Math.max(slots.days.min, slots.days.max),
    target: slots.days.min === slots.days.max ? slots.days.min : null,
  };
  return {
    kind: slots.kind,
    types: slots.types,
    excludedTypes: slots.excludedTypes,
    places: slots.places.map(placeOf),
    excluded,
    excludedNames: [...excludedPlaces.map((place) => place.name), ...excludedPackages.map((doc) => doc.title)],
    tags: slots.tags,
    months,
    when: months.length ? months.map((m) => FULL_MONTH_NAMES[m - 1]).join(' or ') : null,
    grade: slots.grade,
    maxGrade: slots.maxGrade,
    maxAltitudeM: slots.maxAltitudeM,
    youngestAge: slots.youngestAge,
    includesFlights: slots.includesFlights,
    children: slots.children,
    adults: slots.adults,
    priceCap: slots.priceCap,
    basis: slots.basis,
    days,
    sort: slots.sort,
    compare,
    focus,
    fact: slots.fact,
  };
}
