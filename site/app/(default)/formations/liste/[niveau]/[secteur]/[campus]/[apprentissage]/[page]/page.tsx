import type { Metadata } from 'next';
import { CataloguePage, catalogueMetadata } from '../../../../../../list';

// /formations?niveau=…&secteur=…&campus=…&apprentissage=oui&page=N, served from the page cache: the
// site's server hands it here (lib/server/list-routes.mjs; `tous`: no filter).
// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;
export const dynamicParams = true;

const ANY = 'tous';

type Params = { niveau: string; secteur: string; campus: string; apprentissage: string; page: string };
type Props = { params: Promise<Params> };

export function generateStaticParams(): Params[] {
  return [{ niveau: ANY, secteur: ANY, campus: ANY, apprentissage: ANY, page: '1' }];
}

async function queryOf(params: Promise<Params>): Promise<Record<string, string>> {
  const { page, ...filters } = await params;
  const query: Record<string, string> = {};
  for (const [name, value] of Object.entries(filters)) {
    if (value !== ANY) query[name] = value;
  }
  return { ...query, page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return catalogueMetadata(await queryOf(params));
}

export default async function Page({ params }: Props) {
  return <CataloguePage query={await queryOf(params)} />;
}
