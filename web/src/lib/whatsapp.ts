import { whatsappUrl, withVisitorLanguage } from '#shared/whatsapp';
import { config } from './config';
import { currentLocale } from './locale';

/** The business's WhatsApp link for a prefilled text, naming the visitor's language when it is not English. */
export const businessWhatsappUrl = (text: string) =>
  whatsappUrl(config.whatsappNumber, withVisitorLanguage(text, currentLocale()));

/** Opens WhatsApp with the text in a new tab, never giving the new page a handle on ours. */
export function openWhatsApp(text: string): void {
  window.open(businessWhatsappUrl(text), '_blank', 'noopener,noreferrer');
}
