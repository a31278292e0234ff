export const inputs: string[];
/** The seed's SQL: departures relative to India's today, computed by SQLite as it runs. */
export const departuresSql: string;
export function build(outDir: string): Promise<string[]>;
