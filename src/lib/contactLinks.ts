import type { Owner } from '../content/types';

export const mailtoUrl = (email: string) => `mailto:${email}`;

/** The wa.me chat with the owner's prefilled message; null for an owner without WhatsApp. */
export function whatsappUrl({ phone, whatsappMessage }: Pick<Owner, 'phone' | 'whatsappMessage'>): string | null {
  if (!phone) return null;
  return `https://wa.me/${phone}?text=${encodeURIComponent(whatsappMessage ?? '')}`;
}
