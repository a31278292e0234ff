/** The home page's devotional, tour and trekking rows (catalog issue fills this in). */
export function HomePackageRows() {
  return null;
}
