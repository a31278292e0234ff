import type { PackageType } from '#shared/catalog/collections';
import type { booking } from '#shared/i18n/en/screens/booking';

// What the booking page tells every traveller besides their booking: what to carry and how cancelling works
// (keys of the booking messages, so each language gives its own text).

type CarryKey = `carry${string}` & Key;
type PolicyKey = `policy${string}` & Key;
type Key = keyof (typeof booking)['en'];

const ALWAYS: CarryKey[] = ['carryId', 'carryReference', 'carryMedicines'];

export const WHAT_TO_CARRY: Record<PackageType, CarryKey[]> = {
  domestic: [...ALWAYS, 'carryShoes', 'carryJacket'],
  devotional: [...ALWAYS, 'carryTempleClothes', 'carryFootwearBag'],
  trekking: [...ALWAYS, 'carryTrekShoes', 'carryWarm', 'carryRain', 'carryFitness'],
  international: ['carryPassport', 'carryVisa', 'carryPan', 'carryReference', 'carryMedicines'],
};

export const CANCELLATION_POLICY: PolicyKey[] = ['policy30', 'policy15', 'policyLate', 'policyOurs', 'policyRefund'];
