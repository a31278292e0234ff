import type { PackageCollection } from '#shared/catalog/collections';
import { useCatalogList } from '../use-catalog';
import { PackagePrice } from './package-price';

/** A home banner's price: the package's own numbers from the catalog list (nothing until the list is in). */
export default function OfferPackagePrice({ collection, id }: { collection: PackageCollection; id: string }) {
  const item = useCatalogList(collection).items.find((entry) => entry.id === id);
  return item ? <PackagePrice item={item} className="offer__price" /> : null;
}
