import { Breadcrumbs } from '@campus/ui';
import type { Metadata } from 'next';
import Link from 'next/link';
import { notFound } from 'next/navigation';
import { getGenericPage } from '@/lib/drupal/pages';
import { breadcrumbList, JsonLd, pageMetadata, titleFromPath } from '@/lib/seo';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

type Props = { params: Promise<{ slug: string[] }> };

/** Generic pages live at one or two segments (`/{sub?}/{slug}`); anything deeper is unknown. */
function pathOf(slug: string[]): string | null {
  return slug.length >= 1 && slug.length <= 2 ? `/${slug.join('/')}` : null;
}

/** Rendered on first request, then cached and revalidated (none are built ahead of time). */
export function generateStaticParams(): { slug: string[] }[] {
  return [];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const path = pathOf((await params).slug);
  const page = path ? await getGenericPage(path) : null;
  if (!path || !page) return { title: { absolute: '404 - Page not found' } };
  return pageMetadata({ title: page.title || titleFromPath(path), description: page.summary || undefined, path: page.path });
}

export default async function GenericPageRoute({ params }: Props) {
  const path = pathOf((await params).slug);
  const page = path ? await getGenericPage(path) : null;
  if (!path || !page) notFound();
  const title = page.title || titleFromPath(path);
  return (
    <article>
      <Breadcrumbs items={[{ label: 'Accueil', href: '/' }, { label: title }]} linkAs={Link} />
      <JsonLd data={breadcrumbList([{ name: title }])} />
      <h1>{title}</h1>
      <div className="prose" dangerouslySetInnerHTML={{ __html: page.html }} />
    </article>
  );
}
