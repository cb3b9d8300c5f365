import type { Metadata } from 'next';
import { ArticlesPage, listMetadata } from '../../list';

// /articles?page=N, served from the page cache: the site's server hands it here
// (lib/server/list-routes.mjs).
// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;
export const dynamicParams = true;

type Props = { params: Promise<{ page: string }> };

export function generateStaticParams(): { page: string }[] {
  return [{ page: '1' }];
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata({ page: (await params).page });
}

export default async function Page({ params }: Props) {
  return <ArticlesPage query={{ page: (await params).page }} />;
}
