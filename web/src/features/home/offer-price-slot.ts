import { createContext, type ComponentType } from 'react';
import type { PackageCollection } from '#shared/catalog/collections';

/**
 * Where a package offer's price goes. The home feature knows no catalog: the page hands it the catalog's price
 * component, so a banner shows the very numbers the package's card and page show. Nothing is drawn without one.
 */
export const OfferPriceSlot = createContext<ComponentType<{ collection: PackageCollection; id: string }> | null>(null);
