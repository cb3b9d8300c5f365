import { describe, expect, it } from 'vitest';
import { fixture, type FixtureServer, type Resource, withCapturedBackend } from './__fixtures__/serve';
import type * as Formations from './formations';

// The courses of the demo content as the embedded cms answered the mappers' queries
// (__fixtures__/capture.mjs): the sectors and levels, the five courses of the sector
// "Boulangerie-pâtisserie", and the sheet of the CAP Boulanger.

let server: FixtureServer;
let formations: typeof Formations;
withCapturedBackend(async (backend) => {
  server = backend;
  formations = await import('./formations');
});

const BOULANGERIE = '22d87674-715d-5023-aa8c-96db524843b8';

describe('the sectors and levels', () => {
  it('are every term in the editors’ order, with the slug of its page and its description', async () => {
    const sectors = await formations.getSectors();
    expect(sectors.map((sector) => sector.slug)).toEqual([
      'boulangerie-patisserie',
      'cuisine',
      'service-et-commercialisation',
      'boucherie-charcuterie',
      'hotellerie',
      'commerce-alimentaire',
    ]);
    expect(sectors[0]).toEqual({
      id: BOULANGERIE,
      tid: 8,
      name: 'Boulangerie-pâtisserie',
      slug: 'boulangerie-patisserie',
      weight: 0,
      description: '<p>Pains, viennoiseries, entremets et chocolats : les métiers du fournil et du laboratoire de pâtisserie.</p>',
    });
    const levels = await formations.getLevels();
    expect(levels.map((level) => `${level.name} (${level.slug})`)).toEqual([
      'CAP (cap)',
      'BP (bp)',
      'Bac pro (bac-pro)',
      'BTS (bts)',
      'Licence pro (licence-pro)',
      'Mention complémentaire (mention-complementaire)',
    ]);
  });

  it('find a sector by its slug or another spelling of it (number, name with accents, percent-encoded)', async () => {
    for (const spelling of ['boulangerie-patisserie', '8', 'Boulangerie-pâtisserie', 'Boulangerie-p%C3%A2tisserie', BOULANGERIE]) {
      expect((await formations.getSectorBySlug(spelling))?.id, spelling).toBe(BOULANGERIE);
    }
    expect(await formations.getSectorBySlug('boulangerie')).toBeNull();
  });
});

describe('getSectorFormations', () => {
  it('gives the sector’s courses by level, then title, as cards: level, duration, campus, summary, picture', async () => {
    const teasers = await formations.getSectorFormations(BOULANGERIE);
    expect(server.answered).toEqual(['formations-boulangerie-patisserie.json']);
    expect(teasers.map((teaser) => `${teaser.level?.name} · ${teaser.title} · ${teaser.duration}`)).toEqual([
      'CAP · CAP Boulanger · 2 ans (800 heures)',
      'CAP · CAP Pâtissier · 2 ans (800 heures)',
      'BP · BP Boulanger · 2 ans (800 heures)',
      // fr-FR groups thousands with a narrow no-break space.
      'Bac pro · Bac pro Boulanger-pâtissier · 3 ans (1\u202f850 heures)',
      'Mention complémentaire · MC Pâtisserie boulangère · 1 an (420 heures)',
    ]);
    expect(teasers[0]).toEqual({
      id: '46e274ee-a28d-59ba-a8f3-472bbc611001',
      title: 'CAP Boulanger',
      path: '/formation/cap-boulanger',
      level: { id: '79be2a3b-003d-5b07-a854-861b340af92f', tid: 14, name: 'CAP', slug: 'cap', weight: 0, description: '' },
      duration: '2 ans (800 heures)',
      campus: 'Campus de Rennes',
      // The first paragraph of the objectives, as text.
      summary: 'Devenir boulanger qualifié, capable de fabriquer l’ensemble des pains et viennoiseries d’une boulangerie artisanale.',
      image: {
        url: '/sites/default/files/demo/formation-cap-boulanger.png',
        alt: 'Un apprenti façonne des baguettes sur un plan de travail fariné',
        width: 1200,
        height: 800,
      },
    });
  });

  it('offers the levels of these courses only, in the editors’ order, for the level filter', async () => {
    const levels = formations.levelsOf(await formations.getSectorFormations(BOULANGERIE));
    expect(levels.map((level) => level.name)).toEqual(['CAP', 'BP', 'Bac pro', 'Mention complémentaire']);
    expect(formations.findLevel(levels, 'bac-pro')?.name).toBe('Bac pro');
    expect(formations.findLevel(levels, 'Mention Complémentaire')?.slug).toBe('mention-complementaire');
    expect(formations.findLevel(levels, 'bts')).toBeNull();
  });

  it('leaves out a course without an alias (it has no page to lead to)', async () => {
    server.vary('formations-boulangerie-patisserie.json', (document) => {
      const [first] = document.data as Resource[];
      if (first) first.attributes['path'] = { alias: null, pid: null, langcode: 'fr' };
    });
    const teasers = await formations.getSectorFormations(BOULANGERIE);
    expect(teasers.map((teaser) => teaser.title)).toEqual(['CAP Pâtissier', 'BP Boulanger', 'Bac pro Boulanger-pâtissier', 'MC Pâtisserie boulangère']);
  });
});

describe('getFormation', () => {
  it('gives the course sheet: texts as sanitised HTML, duration, contact, RNCP code and certifier', async () => {
    const formation = await formations.getFormation('cap-boulanger');
    expect(server.answered).toEqual(['router-formation.json', 'formation.json']);
    expect(formation).toMatchObject({
      title: 'CAP Boulanger',
      path: '/formation/cap-boulanger',
      summary: 'Devenir boulanger qualifié, capable de fabriquer l’ensemble des pains et viennoiseries d’une boulangerie artisanale.',
      hours: 800,
      months: 24,
      duration: '2 ans (800 heures)',
      contact: { name: 'Nadia Bouvier, chargée des admissions', email: 'admissions-rennes@campus-des-metiers.example', phone: '02 99 12 34 60' },
      rncpCode: 'RNCP37861',
      certifier: 'Ministère de l’Éducation nationale',
      accessDelay: 'Inscriptions de janvier à octobre ; réponse sous quinze jours après l’entretien ; entrée possible jusqu’à trois mois après le début du cycle.',
      changed: '2026-01-08T08:00:00+00:00',
    });
    expect(formation?.objectives).toMatch(/^<p>Devenir boulanger qualifié.*<\/p><ul><li>Réceptionner, contrôler et stocker les matières premières<\/li>.*<\/ul>$/);
    expect(formation?.prerequisites).toBe(
      '<p>Avoir achevé la classe de troisième. Aucun diplôme n’est exigé. Goût du travail manuel et disponibilité pour des horaires matinaux.</p>',
    );
    expect(formation?.price).toMatch(/^<p>Formation gratuite pour l’apprenti : .*<\/p><p>Contrat de professionnalisation, .* devis sur demande auprès du service des admissions\.<\/p>$/);
    for (const text of ['rhythm', 'accessTerms', 'methods', 'assessment', 'accessibility'] as const) expect(formation?.[text], text).toMatch(/^<(p|ul)>/);
  });

  it('gives the published results as numbers (the sheet writes them "91,3 %", "38 %"), with their year and date', async () => {
    // The backend sends decimals as strings, with their scale.
    expect(fixture('formation.json').data).toMatchObject({ attributes: { field_taux_reussite: '91.3', field_taux_poursuite: '38.0', field_taux_insertion: '84.6' } });
    const formation = await formations.getFormation('cap-boulanger');
    expect(formation?.indicators).toEqual({ successRate: 91.3, furtherStudyRate: 38, employmentRate: 84.6, year: 2025, updatedOn: '2026-10-03' });
  });

  it('links the course to its sector, level, campus and trades (by their aliases)', async () => {
    const formation = await formations.getFormation('cap-boulanger');
    expect(formation?.sector).toMatchObject({ id: BOULANGERIE, name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie' });
    expect(formation?.level).toMatchObject({ name: 'CAP', slug: 'cap', tid: 14 });
    expect(formation?.campus).toMatchObject({ name: 'Campus de Rennes', slug: 'campus-de-rennes' });
    expect(formation?.trades).toEqual([{ id: 'c6c2ec8f-4742-58db-ab04-4070f30df9c8', title: 'Boulanger ou boulangère', path: '/metier/boulanger' }]);
    expect(formation?.image?.url).toBe('/sites/default/files/demo/formation-cap-boulanger.png');
  });

  it('leaves out a trade with no alias, and an unknown rate is unknown, not 0', async () => {
    server.vary('formation.json', (document) => {
      const trade = document.included?.find((resource) => resource.type === 'node--metier');
      if (trade) trade.attributes['path'] = { alias: null, pid: null, langcode: 'fr' };
      (document.data as Resource).attributes['field_taux_insertion'] = null;
    });
    const formation = await formations.getFormation('cap-boulanger');
    expect(formation?.trades).toEqual([]);
    expect(formation?.indicators).toMatchObject({ successRate: 91.3, employmentRate: null });
  });
});

describe('durationLabel', () => {
  it('says a course’s length the same way on every page', () => {
    expect(formations.durationLabel(24, 800)).toBe('2 ans (800 heures)');
    expect(formations.durationLabel(12)).toBe('1 an');
    expect(formations.durationLabel(18, null)).toBe('18 mois');
    expect(formations.durationLabel(null, 1200)).toBe('1\u202f200 heures');
    expect(formations.durationLabel(0, 0)).toBeNull();
    expect(formations.durationLabel(-6)).toBeNull();
  });
});
