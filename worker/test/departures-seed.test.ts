import { env } from 'cloudflare:workers';
import { beforeAll, describe, expect, it } from 'vitest';
import { PACKAGE_COLLECTIONS } from '#shared/catalog/collections';
import { indiaToday } from '#shared/dates';
import { departuresSql } from '../../scripts/seeds/30-departures.mjs';
import { seedCatalog } from './helpers/seed-catalog';

beforeAll(async () => {
  await seedCatalog();
  const collections = PACKAGE_COLLECTIONS.map(({ collection }) => collection);
  const statements = departuresSql(collections)
    .split(/;\s*\n/)
    .filter((statement: string) => statement.trim());
  await env.DB.batch(statements.map((statement: string) => env.DB.prepare(statement)));
});

type Row = { collection: string; packageId: string; type: string; date: string; seats: number };

describe('the departures seed', () => {
  it('gives every package Saturdays after India’s today: weekly for six months, international ones monthly', async () => {
    const { results } = await env.DB.prepare(
      `SELECT d.collection, d.package_id AS packageId, json_extract(c.data, '$.type') AS type, d.date, d.seats
       FROM departures d JOIN catalog_documents c ON c.collection = d.collection AND c.id = d.package_id`,
    ).all<Row>();
    const today = indiaToday();
    const byPackage = new Map<string, Row[]>();
    for (const row of results) {
      const key = `${row.collection}/${row.packageId}`;
      byPackage.set(key, [...(byPackage.get(key) ?? []), row]);
    }
    const packages = await env.DB.prepare(
      `SELECT COUNT(*) AS n FROM catalog_documents WHERE collection IN (${PACKAGE_COLLECTIONS.map(() => '?').join(', ')})`,
    )
      .bind(...PACKAGE_COLLECTIONS.map(({ collection }) => collection))
      .first<{ n: number }>();
    expect(byPackage.size).toBe(packages!.n);
    for (const rows of byPackage.values()) {
      const international = rows[0]!.type === 'international';
      expect(rows).toHaveLength(international ? 6 : 26);
      for (const { date } of rows) {
        expect(date > today).toBe(true);
        expect(new Date(`${date}T00:00:00Z`).getUTCDay()).toBe(6);
      }
      const months = new Set(rows.map(({ date }) => date.slice(0, 7)));
      if (international) expect(months.size).toBe(6);
    }
    expect(new Set(results.map((row) => `${row.type}:${row.seats}`))).toEqual(
      new Set(['domestic:24', 'devotional:30', 'trekking:16', 'international:20']),
    );
  });
});
