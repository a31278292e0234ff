import { BRAND } from '#shared/constants';
import type { InboxItem } from '#shared/schemas/admin';
import { whatsappUrl } from '#shared/whatsapp';
import { KIND_LABELS } from './admin-format';

// One-tap replies from a lead's screen: a call, a WhatsApp message to the customer, an email.

/** The greeting a WhatsApp reply starts with: who we are, and the reference the customer can quote. */
export function customerGreeting(item: Pick<InboxItem, 'id' | 'kind' | 'name'>): string {
  const hello = item.name ? `Hello ${item.name.trim()},` : 'Hello,';
  return `${hello} this is ${BRAND.name} about your ${KIND_LABELS[item.kind].toLowerCase()} enquiry (reference ${item.id}). How can we help you?`;
}

export const callUrl = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

export const customerWhatsappUrl = (phone: string, item: Pick<InboxItem, 'id' | 'kind' | 'name'>) =>
  whatsappUrl(phone, customerGreeting(item));

export function mailUrl(email: string, item: Pick<InboxItem, 'id' | 'kind'>): string {
  const subject = `Your ${KIND_LABELS[item.kind].toLowerCase()} enquiry ${item.id} · ${BRAND.name}`;
  return `mailto:${email}?subject=${encodeURIComponent(subject)}`;
}
