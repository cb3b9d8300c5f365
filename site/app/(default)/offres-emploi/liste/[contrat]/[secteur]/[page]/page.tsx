import type { Metadata } from 'next';
import { listMetadata, OffersPage } from '../../../../list';

// /offres-emploi?contrat=…&secteur=…&page=N, served from the page cache: the site's server hands it
// here (lib/server/list-routes.mjs; `tous`: no filter).
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
  return { ...(contrat !== ANY ? { contrat } : {}), ...(secteur !== ANY ? { secteur } : {}), page };
}

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return listMetadata(await queryOf(params));
}

export default async function Page({ params }: Props) {
  return <OffersPage query={await queryOf(params)} />;
}
