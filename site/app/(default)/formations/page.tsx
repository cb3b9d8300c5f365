import type { Metadata } from 'next';
import type { SearchParams } from '@/lib/seo';
import { CataloguePage, catalogueMetadata } from './list';

// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;

// Reached with a query the site's server does not send to the cached route (lib/server/list-routes.mjs).
type Props = { searchParams: Promise<SearchParams> };

export async function generateMetadata({ searchParams }: Props): Promise<Metadata> {
  return catalogueMetadata(await searchParams);
}

export default async function Page({ searchParams }: Props) {
  return <CataloguePage query={await searchParams} />;
}
