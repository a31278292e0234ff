import { whatsappUrl } from '#shared/whatsapp';
import { config } from './config';

/** The business's WhatsApp link for a prefilled text. */
export const businessWhatsappUrl = (text: string) => whatsappUrl(config.whatsappNumber, text);

/** Opens WhatsApp with the text in a new tab, never giving the new page a handle on ours. */
export function openWhatsApp(text: string): void {
  window.open(businessWhatsappUrl(text), '_blank', 'noopener,noreferrer');
}
