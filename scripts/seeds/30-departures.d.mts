export const inputs: string[];
/** The seed's SQL: departures relative to India's today, computed by SQLite as it runs, for these collections. */
export function departuresSql(packageCollections: readonly string[]): string;
export function build(outDir: string): Promise<string[]>;
