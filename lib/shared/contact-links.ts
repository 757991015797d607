/** Digits of a phone number with its country code, as wa.me and tel: want them. */
function phoneDigits(phone: string): string {
  return phone.replace(/\D/g, '');
}

export function phoneHref(phone: string): string {
  return `tel:+${phoneDigits(phone)}`;
}

/** WhatsApp click-to-chat link, optionally with a prefilled message. */
export function whatsappHref(phone: string, text?: string): string {
  const query = text ? `?text=${encodeURIComponent(text)}` : '';
  return `https://wa.me/${phoneDigits(phone)}${query}`;
}
