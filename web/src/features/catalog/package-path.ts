import type { PackageType } from '#shared/constants';

/** Where a package card leads (spec §2): tours by type, devotionals and treks on their own routes. */
export function packagePath(type: PackageType, id: string): string {
  if (type === 'devotional') return `/devotion/${id}`;
  if (type === 'trekking') return `/trek/${id}`;
  return `/tour/${id}`;
}
