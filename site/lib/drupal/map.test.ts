import { describe, expect, it } from 'vitest';
import { fixture, type FixtureServer, type Resource, withCapturedBackend } from './__fixtures__/serve';
import type * as Places from './map';

// The training places of the demo content as the embedded cms answered the mappers' queries
// (__fixtures__/capture.mjs): five of the ten places (the campus of Fougères and four antennas),
// and the page of the campus of Fougères.

let server: FixtureServer;
let map: typeof Places;
withCapturedBackend(async (backend) => {
  server = backend;
  map = await import('./map');
});

const courses = (place: Places.TrainingPlace | null | undefined) => place?.formations.map((formation) => formation.title);

describe('getTrainingPlaces', () => {
  it('gives every place sorted by town in French order, whatever the backend’s order', async () => {
    const backendOrder = (fixture('lieux.json').data as Resource[]).map((place) => place.attributes['field_ville']);
    expect(backendOrder).toEqual(['Fougères', 'Vitré', 'Vannes', 'Quimper', 'Brest']);
    const places = await map.getTrainingPlaces();
    expect(server.answered).toEqual(['lieux.json']);
    expect(places.map((place) => place.city)).toEqual(['Brest', 'Fougères', 'Quimper', 'Vannes', 'Vitré']);
  });

  it('sorts a town with an accented initial among the others, not after them as code points would', async () => {
    server.vary('lieux.json', (document) => {
      const quimper = (document.data as Resource[]).find((place) => place.attributes['field_ville'] === 'Quimper');
      if (quimper) Object.assign(quimper.attributes, { title: 'Antenne d’Étel', field_ville: 'Étel' });
    });
    const places = await map.getTrainingPlaces();
    expect(places.map((place) => place.city)).toEqual(['Brest', 'Étel', 'Fougères', 'Vannes', 'Vitré']);
  });

  it('gives each place its address, coordinates as numbers, contact and courses with their sector and level', async () => {
    const place = (await map.getTrainingPlaces()).find((candidate) => candidate.city === 'Fougères');
    expect(place).toMatchObject({
      id: 'f92a60d1-9f8a-50c4-8e32-0c649a849147',
      slug: 'campus-de-fougeres',
      title: 'Campus de Fougères',
      path: '/formation-carte/campus-de-fougeres',
      address: '5 rue du Nançon',
      postalCode: '35300',
      city: 'Fougères',
      // The backend's decimals are strings ("-1.199250").
      latitude: 48.351828,
      longitude: -1.19925,
      email: 'campus-fougeres@campus-des-metiers.example',
      phone: '02 99 99 12 45',
      // Not asked for the map.
      descriptionHtml: '',
    });
    expect(courses(place)).toEqual(['CAP Boucher', 'CAP Charcutier-traiteur', 'CAP Équipier polyvalent du commerce', 'BP Boucher']);
    expect(place?.formations[3]).toMatchObject({
      path: '/formation/bp-boucher',
      secteur: { name: 'Boucherie-charcuterie', slug: 'boucherie-charcuterie', tid: 11, weight: 3 },
      niveau: { name: 'BP', slug: 'bp', tid: 15, weight: 1 },
    });
  });

  it('makes a marker of each place, with its courses’ count', async () => {
    const markers = map.toMarkers(await map.getTrainingPlaces());
    expect(markers.map(({ title, latitude, longitude, formationCount }) => [title, latitude, longitude, formationCount])).toEqual([
      ['Antenne de Brest', 48.390394, -4.486076, 2],
      ['Campus de Fougères', 48.351828, -1.19925, 4],
      ['Antenne de Quimper', 47.997542, -4.097899, 3],
      ['Antenne de Vannes', 47.658236, -2.760847, 2],
      ['Antenne de Vitré', 48.124073, -1.209224, 1],
    ]);
  });

  it('makes no marker of a place without coordinates', async () => {
    server.vary('lieux.json', (document) => {
      const brest = (document.data as Resource[]).find((place) => place.attributes['field_ville'] === 'Brest');
      if (brest) Object.assign(brest.attributes, { field_latitude: null, field_longitude: null });
    });
    const places = await map.getTrainingPlaces();
    expect(places.find((place) => place.city === 'Brest')).toMatchObject({ latitude: null, longitude: null });
    expect(map.toMarkers(places).map((marker) => marker.city)).toEqual(['Fougères', 'Quimper', 'Vannes', 'Vitré']);
  });
});

describe('the map’s filters', () => {
  it('offer the sectors and levels some place teaches, in the vocabulary’s order', async () => {
    const { secteurs, niveaux } = map.filterOptions(await map.getTrainingPlaces());
    // First met at Fougères (Boucherie-charcuterie, weight 3), listed by weight.
    expect(secteurs.map((term) => term.slug)).toEqual([
      'boulangerie-patisserie',
      'cuisine',
      'service-et-commercialisation',
      'boucherie-charcuterie',
      'commerce-alimentaire',
    ]);
    expect(niveaux.map((term) => term.name)).toEqual(['CAP', 'BP', 'Bac pro', 'Mention complémentaire']);
  });

  it('keep the places teaching the sector and level asked, with those courses only (the markers count them)', async () => {
    const places = await map.getTrainingPlaces();
    const cuisine = map.filterPlaces(places, { secteur: 'cuisine', niveau: null });
    expect(cuisine.map((place) => `${place.city}: ${courses(place)?.join(', ')}`)).toEqual(['Brest: CAP Cuisine', 'Vannes: CAP Cuisine']);
    expect(map.toMarkers(cuisine).map((marker) => marker.formationCount)).toEqual([1, 1]);

    const commerceCap = map.filterPlaces(places, { secteur: 'commerce-alimentaire', niveau: 'cap' });
    expect(commerceCap.map((place) => `${place.city}: ${courses(place)?.join(', ')}`)).toEqual([
      'Fougères: CAP Équipier polyvalent du commerce',
      'Vitré: CAP Équipier polyvalent du commerce',
    ]);
    expect(map.filterPlaces(places, { secteur: null, niveau: 'bp' }).map((place) => courses(place))).toEqual([['BP Boucher']]);
    expect(map.filterPlaces(places, { secteur: 'hotellerie', niveau: null })).toEqual([]);
    expect(map.filterPlaces(places, { secteur: null, niveau: null })).toEqual(places);
  });

  it('read ?secteur= and ?niveau= against every term, taught or not', async () => {
    const { secteurs, niveaux } = await map.getMapVocabularies();
    expect(server.answered).toEqual(['secteurs.json', 'niveaux.json']);
    expect(secteurs.map((term) => term.slug)).toContain('hotellerie');
    expect(secteurs[0]).toEqual({ id: '22d87674-715d-5023-aa8c-96db524843b8', tid: 8, name: 'Boulangerie-pâtisserie', slug: 'boulangerie-patisserie', weight: 0 });
    expect(niveaux).toHaveLength(6);
  });
});

describe('getTrainingPlace', () => {
  it('gives the place’s page: its description and its courses’ cards', async () => {
    const place = await map.getTrainingPlace('campus-de-fougeres');
    expect(server.answered).toEqual(['router-lieu.json', 'lieu.json']);
    expect(place).toMatchObject({
      title: 'Campus de Fougères',
      latitude: 48.351828,
      descriptionHtml:
        '<p>Ateliers de boucherie et de charcuterie-traiteur, boutique et magasin pédagogiques pour les formations du commerce alimentaire.</p>',
    });
    expect(place?.formations[0]).toEqual({
      id: expect.any(String),
      title: 'CAP Boucher',
      path: '/formation/cap-boucher',
      secteur: expect.objectContaining({ slug: 'boucherie-charcuterie' }),
      niveau: expect.objectContaining({ slug: 'cap' }),
      duration: '2 ans',
      campus: 'Campus de Fougères',
      image: { src: '/sites/default/files/demo/formation-cap-boucher.png', alt: expect.any(String), width: 1200, height: 800 },
    });
    expect(courses(place)).toHaveLength(4);
  });

  it('makes a file URL the backend gives absolute a path of the site, as everywhere (next/image reads it there)', async () => {
    server.vary('lieu.json', (document) => {
      for (const file of document.included ?? []) {
        if (file.type === 'file--file') file.attributes['uri'] = { ...(file.attributes['uri'] as object), url: `${server.base}/sites/default/files/demo/absolute.png` };
      }
    });
    const place = await map.getTrainingPlace('campus-de-fougeres');
    expect(place?.formations.map((formation) => formation.image?.src)).toEqual(Array(4).fill('/sites/default/files/demo/absolute.png'));
  });

  it('leaves out a course the backend did not include (unpublished)', async () => {
    server.vary('lieu.json', (document) => {
      document.included = document.included?.filter((resource) => !(resource.type === 'node--formation' && resource.attributes['title'] === 'BP Boucher'));
    });
    const place = await map.getTrainingPlace('campus-de-fougeres');
    expect(courses(place)).toEqual(['CAP Boucher', 'CAP Charcutier-traiteur', 'CAP Équipier polyvalent du commerce']);
  });
});
