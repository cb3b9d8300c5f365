import type { Metadata } from 'next';
import { env } from './env';

/** Query parameters a canonical link keeps: the pager and the list filters; everything else is dropped. */
export const CANONICAL_QUERY_PARAMETERS = ['page', 'secteur', 'niveau', 'categorie', 'type', 'ville', 'mois', 'contrat', 'lieu'] as const;

export type SearchParams = Record<string, string | string[] | undefined>;

/** The absolute canonical URL of `path` on SITE_URL, keeping only whitelisted query parameters. */
export function canonicalUrl(path: string, query: SearchParams = {}, lowercase = env.canonicalLowercase): string {
  const cleanPath = (lowercase ? path.toLowerCase() : path).replace(/\/+$/, '') || '/';
  const url = new URL(cleanPath, `${env.siteUrl}/`);
  for (const name of CANONICAL_QUERY_PARAMETERS) {
    const value = query[name];
    const first = Array.isArray(value) ? value[0] : value;
    // `?page=1` is the list itself.
    if (first && !(name === 'page' && first === '1')) url.searchParams.set(name, first);
  }
  return url.toString();
}

/** "mentions-legales" → "Mentions Legales": the title of a page that has none. */
export function titleFromPath(path: string): string {
  const last = path.split('/').filter(Boolean).pop() ?? '';
  return decodeURIComponent(last)
    .split(/[-_]+/)
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export type PageMetadataInput = {
  /** The page's own title (the layout's template adds the separator and the site name). */
  title?: string | undefined;
  description?: string | undefined;
  /** Path of the page, e.g. `/article/portes-ouvertes`. */
  path: string;
  query?: SearchParams | undefined;
  /** Absolute or site-relative URL of the sharing image. */
  image?: { url: string; alt?: string | undefined; width?: number | null | undefined; height?: number | null | undefined } | undefined;
};

/** Title, description, canonical link, Open Graph (type website) and Twitter card of a page. */
export function pageMetadata({ title, description, path, query, image }: PageMetadataInput): Metadata {
  const pageTitle = title || titleFromPath(path) || env.siteName;
  const canonical = canonicalUrl(path, query);
  const pageDescription = description || env.siteDescription;
  const images = image ? [{ url: image.url, alt: image.alt ?? '', width: image.width ?? undefined, height: image.height ?? undefined }] : undefined;
  return {
    title: pageTitle,
    description: pageDescription,
    alternates: { canonical },
    openGraph: {
      type: 'website',
      siteName: env.siteName,
      locale: 'fr_FR',
      url: canonical,
      title: pageTitle,
      description: pageDescription,
      ...(images ? { images } : {}),
    },
    twitter: {
      card: images ? 'summary_large_image' : 'summary',
      title: pageTitle,
      description: pageDescription,
      ...(images ? { images: images.map((i) => i.url) } : {}),
    },
  };
}

/** A JSON-LD object (schema.org), typed loosely on purpose: each page builds its own type. */
export type JsonLdObject = { '@context'?: 'https://schema.org'; '@type': string } & Record<string, unknown>;

/** Serialises structured data into a script tag; `<` is escaped so content cannot close the tag. */
export function JsonLd({ data }: { data: JsonLdObject | JsonLdObject[] }) {
  const json = JSON.stringify(Array.isArray(data) ? data : { '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}

export type Crumb = { name: string; path?: string | undefined };

/** schema.org BreadcrumbList of an inner page: "Accueil" first, the page itself last (no URL needed). */
export function breadcrumbList(crumbs: Crumb[]): JsonLdObject {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: [{ name: 'Accueil', path: '/' }, ...crumbs].map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      ...(crumb.path ? { item: canonicalUrl(crumb.path) } : {}),
    })),
  };
}
