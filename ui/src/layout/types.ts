/** An entry of the main navigation. */
export type MainNavigationItem = {
  label: string;
  href: string;
  /** The page being shown: marked `aria-current="page"` and highlighted. */
  current?: boolean;
};

/** The school's contact details, shown in the footer and on printed sheets. */
export type SiteContact = {
  /** Postal address, one string per line, e.g. `['12 rue des Métiers', '35000 Rennes']`. */
  address?: readonly string[];
  /** Phone number as displayed, e.g. "02 99 12 34 56"; the `tel:` link keeps its digits and `+`. */
  phone?: string;
  email?: string;
};

/** The `tel:` URL of a displayed phone number ("02 99 12 34 56" → "tel:0299123456"). */
export function phoneHref(phone: string): string {
  return `tel:${phone.replace(/[^\d+]/g, '')}`;
}
