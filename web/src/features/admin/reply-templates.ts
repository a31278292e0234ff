import type { InboxItem, ReplyTemplate } from '#shared/schemas/admin';
import { replyTemplatesSchema } from '#shared/schemas/admin';
import { api } from '../../lib/api';
import { readAnswer } from '../../lib/api-client';

// Reply templates: kept in the console (GET/PUT /api/admin/templates), filled from a lead on its screen.

/** What names the templates in the shared cache: their page and each lead's screen read the same answer. */
export const TEMPLATES_KEY = ['admin-templates'] as const;

export const getTemplates = () => readAnswer(() => api.admin.templates.$get(), replyTemplatesSchema);
export const saveTemplates = (data: ReplyTemplate[]) =>
  readAnswer(() => api.admin.templates.$put({ json: { data } }), replyTemplatesSchema);

const text = (value: unknown) => (typeof value === 'string' || typeof value === 'number' ? String(value) : '');

/** A template's text for one lead: {name} {reference} {package} {date} {amount}, blank when the lead has none. */
export function fillTemplate(body: string, item: Pick<InboxItem, 'id' | 'name' | 'data'>): string {
  const d = item.data;
  const values: Record<string, string> = {
    name: item.name?.trim().split(/\s+/)[0] ?? '',
    reference: item.id,
    package: text(d.title),
    date: text(d.date ?? d.travelDate ?? d.checkin),
    amount: text(d.amount ?? d.price),
  };
  return body.replace(/\{(\w+)\}/g, (whole, word: string) => values[word] ?? whole);
}
