import type { Metadata } from 'next';
import { listMetadata, OffersPage } from '../../../../list';

// /offres-emploi?contrat=…&secteur=…&page=N, served from the page cache: the site's server hands it
// here (lib/server/list-routes.mjs; `tous`: no filter). The segments are slug-shaped; one that is not
// its term's slug (`8`, a uuid, an old slug) is redirected (308) by the list to the public address
// with the slug, `/offres-emploi?secteur=…`, never to this path.
// Must be a literal for Next to read it; keep in step with REVALIDATE_SECONDS.
export const revalidate = 60;
export const dynamicParams = true;

const ANY = 'tous';

type Params = { contrat: string; secteur: string; page: string };
type Props = { params: Promise<Params> };

export function generateStaticParams(): Params[] {
  return [{ contrat: ANY, secteur: ANY, page: '1' }];
}

async function queryOf(params: Promise<Params>): Promise<Record<string, string>> {
  const { contrat, secteur, page } = await params;
  // Page 1 is the list's address without `?page=` (what a redirect from here leads to).
  return { ...(contrat !== ANY ? { contrat } : {}), ...(secteur !== ANY ? { secteur } : {}), ...(page !== '1' ? { page } : {}) };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await queryOf(params));
}

export default async function Page({ params }: Props) {
  return <OffersPage query={await queryOf(params)} />;
}
