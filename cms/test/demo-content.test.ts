import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { accounts } from '../src/content/demo/accounts.js';
import { addDays, formatDate, parisCalendarDate, parisDateTime, parisOffsetHours } from '../src/content/demo/helpers.js';
import { nodes } from '../src/content/demo/nodes.js';
import { renderPng } from '../src/content/demo/png.js';
import { terms } from '../src/content/demo/terms.js';
import type { DemoFieldValue, DemoImage, DemoItem, DemoRef } from '../src/content/demo/types.js';
import { RESOURCE_TYPES, VOCABULARIES, baseAttributes, resourceType, type FieldDef } from '../src/content/model.js';

/** A fixed seeding day (winter time in Paris); content must not depend on it beyond dates. */
const NOW = new Date('2026-03-10T10:00:00+01:00');
const DAY_MS = 86_400_000;

const nodeItems = nodes(NOW);
const items: DemoItem[] = [...terms, ...nodeItems];
const ofType = (type: string): DemoItem[] => items.filter((item) => item.type === type);
const itemIndex = new Set(items.map((item) => `${item.type}:${item.key}`));

/** Base fields an item carries as its own properties (label, status, weight, alias, dates). */
const BASE_AS_PROPERTIES = new Set(['title', 'name', 'status', 'weight', 'path', 'created', 'changed', 'langcode']);

/** Fields a demo item may set in `fields`: its bundle's, plus the writable base fields with no property of their own. */
function fieldDefs(type: string): Map<string, FieldDef> {
  const def = resourceType(type);
  if (!def) throw new Error(`Unknown type ${type}`);
  const writableBase = baseAttributes(def).filter((field) => !field.readOnly && !BASE_AS_PROPERTIES.has(field.name));
  return new Map([...writableBase, ...def.fields].map((field) => [field.name, field]));
}

const isRef = (value: unknown): value is DemoRef =>
  typeof value === 'object' && value !== null && (value as { ref?: unknown }).ref === true;
const isImage = (value: unknown): value is DemoImage =>
  typeof value === 'object' && value !== null && (value as { image?: unknown }).image === true;

/** Problems with one field value, as messages (empty when the value fits its definition). */
function check(field: FieldDef, value: DemoFieldValue): string[] {
  if (field.multiple && field.kind !== 'image') {
    if (!Array.isArray(value) || value.length === 0) return [`${field.name}: expected a non-empty array`];
    return value.flatMap((one: string | number | DemoRef) => check({ ...field, multiple: false }, one));
  }
  const problems: string[] = [];
  const fail = (message: string): void => void problems.push(`${field.name}: ${message} (${JSON.stringify(value)})`);
  switch (field.kind) {
    case 'string':
      if (typeof value !== 'string' || value.trim() === '') fail('expected a non-empty string');
      else if (field.maxLength !== undefined && value.length > field.maxLength) fail(`longer than ${field.maxLength}`);
      break;
    case 'text_long':
    case 'text_with_summary': {
      const text = value as { value?: unknown; format?: unknown; summary?: unknown };
      if (typeof text !== 'object' || text === null || typeof text.value !== 'string') fail('expected {value, format}');
      else {
        if (!/^<(p|ul|h2)>/.test(text.value)) fail('expected HTML starting with <p>, <ul> or <h2>');
        if (text.format !== 'basic_html') fail('expected format basic_html');
        if (field.kind === 'text_long' && text.summary !== undefined) fail('text_long has no summary');
        if (text.summary !== undefined && (typeof text.summary !== 'string' || text.summary === '')) fail('bad summary');
      }
      break;
    }
    case 'integer':
      if (!Number.isInteger(value)) fail('expected an integer');
      break;
    case 'decimal':
      if (typeof value !== 'string' || !/^-?\d+(\.\d+)?$/.test(value)) fail('expected a decimal string');
      break;
    case 'boolean':
      if (typeof value !== 'boolean') fail('expected a boolean');
      break;
    case 'datetime':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:00\+0[12]:00$/.test(value)) fail('expected a Paris datetime');
      else if (Number.isNaN(Date.parse(value))) fail('invalid datetime');
      else if (value.slice(-6) !== intlParisOffset(new Date(value))) fail(`wrong offset, expected ${intlParisOffset(new Date(value))}`);
      break;
    case 'date':
      if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) fail('expected YYYY-MM-DD');
      else if (new Date(`${value}T00:00:00Z`).toISOString().slice(0, 10) !== value) fail('invalid date');
      break;
    case 'email':
      if (typeof value !== 'string' || !/^[a-z0-9.-]+@[a-z0-9.-]+\.example$/.test(value)) fail('expected an e-mail at a .example domain');
      break;
    case 'telephone':
      if (typeof value !== 'string' || !/^0[1-9]( \d\d){4}$/.test(value)) fail('expected a French number "02 99 12 34 56"');
      break;
    case 'link': {
      const link = value as { uri?: unknown; title?: unknown };
      if (typeof link !== 'object' || link === null || typeof link.uri !== 'string' || !/^https:\/\/[a-z0-9.-]+\.example\//.test(link.uri)) {
        fail('expected {uri: https://….example/…}');
      }
      break;
    }
    case 'entity_reference':
      if (!isRef(value)) fail('expected a ref()');
      else if (!field.targets?.includes(value.type)) fail(`target type ${value.type} not allowed`);
      else if (!itemIndex.has(`${value.type}:${value.key}`)) fail('dangling reference');
      break;
    case 'image':
      if (!isImage(value)) fail('expected a DemoImage');
      else {
        if (!field.targets?.includes('file--file')) fail('image field without file target');
        if (value.alt.trim().length < 10) fail('alt text too short');
        if (!value.colors.every((color) => /^#[0-9a-f]{6}$/i.test(color))) fail('bad colours');
        if ((value.width ?? 1200) < 1 || (value.height ?? 800) < 1) fail('bad size');
      }
      break;
    default:
      fail(`kind ${field.kind} not expected in demo data`);
  }
  return problems;
}

function intlParisOffset(instant: Date): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone: 'Europe/Paris', timeZoneName: 'longOffset' })
    .formatToParts(instant)
    .find((part) => part.type === 'timeZoneName')?.value;
  return name === 'GMT' ? '+00:00' : (name ?? '').replace('GMT', '');
}

const daysFromNow = (date: string): number => Math.round((Date.parse(`${date}T12:00:00Z`) - Date.parse(`${formatDate(addDays(NOW, 0))}T12:00:00Z`)) / DAY_MS);

describe('demo content', () => {
  it('has the expected number of items per type', () => {
    const count = (type: string): number => ofType(type).length;
    expect(count('node--article')).toBeGreaterThanOrEqual(30);
    expect(count('node--evenement')).toBe(15);
    expect(count('node--metier')).toBe(10);
    expect(count('node--formation')).toBe(20);
    expect(count('node--formation_carte')).toBe(10);
    expect(count('node--menu_restaurant')).toBe(8);
    expect(count('node--offre_emploi')).toBe(40);
    expect(count('node--page')).toBeGreaterThanOrEqual(6);
    for (const vocabulary of Object.keys(VOCABULARIES)) {
      expect(count(`taxonomy_term--${vocabulary}`), vocabulary).toBeGreaterThan(0);
    }
    expect(count('taxonomy_term--tags')).toBeGreaterThanOrEqual(8);
    expect(count('taxonomy_term--campus')).toBeGreaterThanOrEqual(2);
  });

  it('has the required terms', () => {
    const labels = (vocabulary: string): [string, string][] => ofType(`taxonomy_term--${vocabulary}`).map((t) => [t.key, t.label]);
    expect(labels('type_contrat')).toEqual([
      ['apprentissage', 'Apprentissage'],
      ['contrat-de-professionnalisation', 'Contrat de professionnalisation'],
      ['cdd', 'CDD'],
      ['cdi', 'CDI'],
      ['stage', 'Stage'],
      ['saisonnier', 'Saisonnier'],
    ]);
    const niveaux = [...ofType('taxonomy_term--niveau')].sort((a, b) => (a.weight ?? 0) - (b.weight ?? 0)).map((t) => t.label);
    expect(niveaux).toEqual(['CAP', 'BP', 'Bac pro', 'BTS', 'Licence pro', 'Mention complémentaire']);
    expect(labels('categorie_evenement').map(([, label]) => label)).toEqual(
      expect.arrayContaining(['Journée portes ouvertes', 'Salon', 'Atelier', 'Concours', 'Job dating']),
    );
    expect(labels('secteur').map(([, label]) => label)).toEqual(
      expect.arrayContaining(['Boulangerie-pâtisserie', 'Cuisine', 'Service et commercialisation', 'Boucherie-charcuterie', 'Hôtellerie']),
    );
  });

  it('only uses types and fields of the model, with values of the right kind', () => {
    const problems: string[] = [];
    for (const item of items) {
      const defs = fieldDefs(item.type);
      expect(item.label.trim(), `${item.type}:${item.key}`).not.toBe('');
      for (const [name, value] of Object.entries(item.fields ?? {})) {
        const field = defs.get(name);
        if (!field) problems.push(`${item.type}:${item.key}: unknown field ${name}`);
        else problems.push(...check(field, value).map((problem) => `${item.type}:${item.key}: ${problem}`));
      }
    }
    expect(problems).toEqual([]);
  });

  it('sets every required field', () => {
    const missing: string[] = [];
    for (const item of items) {
      for (const field of resourceType(item.type)?.fields ?? []) {
        const value = item.fields?.[field.name];
        if (field.required && (value === undefined || value === null || value === '')) missing.push(`${item.type}:${item.key}: ${field.name}`);
      }
    }
    expect(missing).toEqual([]);
  });

  it('fills every field of every course sheet', () => {
    const formationFields = resourceType('node--formation')?.fields ?? [];
    for (const item of ofType('node--formation')) {
      expect(Object.keys(item.fields ?? {}).sort(), item.key).toEqual(formationFields.map((field) => field.name).sort());
      for (const name of ['field_taux_reussite', 'field_taux_poursuite', 'field_taux_insertion']) {
        const rate = Number(item.fields?.[name]);
        expect(rate, `${item.key} ${name}`).toBeGreaterThanOrEqual(0);
        expect(rate, `${item.key} ${name}`).toBeLessThanOrEqual(100);
      }
      expect(item.fields?.['field_code_rncp']).toMatch(/^RNCP\d{5}$/);
      expect(item.fields?.['field_annee_indicateurs']).toBe(2025);
      expect(String((item.fields?.['field_accessibilite'] as { value: string }).value)).toMatch(/[Rr]éférente? handicap/);
    }
  });

  it('links formations and métiers both ways', () => {
    const keysOf = (value: DemoFieldValue | undefined): string[] => (Array.isArray(value) ? value.filter(isRef).map((r) => r.key) : []);
    const pairs = (type: string, field: string, reverse: boolean): string[] =>
      ofType(type).flatMap((item) => keysOf(item.fields?.[field]).map((key) => (reverse ? `${key}>${item.key}` : `${item.key}>${key}`)));
    expect(pairs('node--formation', 'field_metiers', false).sort()).toEqual(pairs('node--metier', 'field_formations', true).sort());
    for (const item of [...ofType('node--formation'), ...ofType('node--metier')]) {
      expect(keysOf(item.fields?.['field_metiers'] ?? item.fields?.['field_formations']).length, item.key).toBeGreaterThan(0);
    }
  });

  it('has unique keys, slugs, aliases and image keys', () => {
    const keys = items.map((item) => `${item.type}:${item.key}`);
    expect(new Set(keys).size).toBe(keys.length);
    const aliases = nodeItems.map((item) => item.pathAlias);
    expect(aliases.every((alias) => typeof alias === 'string' && alias.startsWith('/'))).toBe(true);
    expect(new Set(aliases).size).toBe(aliases.length);
    for (const item of nodeItems) {
      expect(item.key, item.type).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
      const prefix = resourceType(item.type)?.pathPrefix;
      if (prefix) expect(item.pathAlias).toBe(`${prefix}/${item.key}`);
    }
    const images = nodeItems.flatMap((item) => Object.values(item.fields ?? {}).filter(isImage));
    expect(new Set(images.map((image) => image.key)).size).toBe(images.length);
  });

  it('has owners that exist and creation dates in the past', () => {
    const owners = new Set(['admin', ...accounts.map((account) => account.key)]);
    for (const item of nodeItems) {
      if (item.owner !== undefined) expect(owners.has(item.owner), `${item.key} owner ${item.owner}`).toBe(true);
      expect(item.createdDaysAgo, item.key).toBeLessThanOrEqual(0);
      expect(item.createdDaysAgo, item.key).toBeGreaterThanOrEqual(-320);
    }
  });

  it('is deterministic, with keys that do not depend on the seeding day', () => {
    expect(nodes(NOW)).toEqual(nodeItems);
    const later = nodes(new Date(NOW.getTime() + 100 * DAY_MS));
    expect(later.map((item) => `${item.type}:${item.key}:${item.pathAlias}`)).toEqual(nodeItems.map((item) => `${item.type}:${item.key}:${item.pathAlias}`));
  });

  it('spreads events over the past and next three months', () => {
    const events = ofType('node--evenement');
    const starts = events.map((event) => Date.parse(String(event.fields?.['field_date_debut'])));
    const past = starts.filter((start) => start < NOW.getTime());
    expect(past.length).toBeGreaterThanOrEqual(5);
    expect(starts.length - past.length).toBeGreaterThanOrEqual(5);
    for (const [index, event] of events.entries()) {
      const start = starts[index]!;
      expect(Math.abs(start - NOW.getTime()) / DAY_MS, event.key).toBeLessThanOrEqual(95);
      expect(Date.parse(String(event.fields?.['field_date_fin'])), event.key).toBeGreaterThan(start);
    }
    expect(events.some((event) => event.fields?.['field_lien_inscription'] !== undefined)).toBe(true);
    // Summer time after the last Sunday of March: both offsets occur over six months around March.
    const offsets = new Set(events.map((event) => String(event.fields?.['field_date_debut']).slice(-6)));
    expect(offsets).toEqual(new Set(['+01:00', '+02:00']));
  });

  it('has restaurant menus served in the past and in the coming weeks', () => {
    const dates = ofType('node--menu_restaurant').flatMap((menu) => menu.fields?.['field_dates_service'] as string[]);
    expect(dates.some((date) => daysFromNow(date) < 0)).toBe(true);
    expect(dates.some((date) => daysFromNow(date) > 0 && daysFromNow(date) <= 35)).toBe(true);
  });

  it('has job offers from five companies, some expired and some drafts', () => {
    const offers = ofType('node--offre_emploi');
    const byOwner = (owner: string): number => offers.filter((offer) => offer.owner === owner).length;
    expect(byOwner('boulangerie-martin')).toBeGreaterThanOrEqual(12);
    expect(byOwner('hotel-des-voyageurs')).toBeGreaterThanOrEqual(8);
    expect(new Set(offers.map((offer) => offer.fields?.['field_entreprise'])).size).toBe(5);
    const organisations = new Map(accounts.map((account) => [account.key, account.fields['field_organisation']]));
    for (const offer of offers) {
      if (offer.owner && organisations.has(offer.owner) && offer.owner !== 'redaction') {
        expect(offer.fields?.['field_entreprise'], offer.key).toBe(organisations.get(offer.owner));
      }
      expect(offer.fields?.['field_code_postal'], offer.key).toMatch(/^(22|29|35|56)\d{3}$/);
      expect(daysFromNow(String(offer.fields?.['field_date_expiration'])), offer.key).toBe((offer.createdDaysAgo ?? 0) + 60);
    }
    const expired = offers.filter((offer) => daysFromNow(String(offer.fields?.['field_date_expiration'])) < 0);
    expect(expired.length).toBeGreaterThanOrEqual(5);
    expect(expired.length).toBeLessThanOrEqual(8);
    const drafts = offers.filter((offer) => offer.status === false);
    expect(drafts.length).toBeGreaterThanOrEqual(3);
    expect(drafts.length).toBeLessThanOrEqual(5);
    const types = new Set(offers.map((offer) => (offer.fields?.['field_type_contrat'] as DemoRef).key));
    expect(types.size).toBe(6);
  });

  it('has one or two unpublished articles', () => {
    const drafts = ofType('node--article').filter((article) => article.status === false);
    expect(drafts.length).toBeGreaterThanOrEqual(1);
    expect(drafts.length).toBeLessThanOrEqual(2);
  });

  it('places training sites in Brittany', () => {
    for (const site of ofType('node--formation_carte')) {
      const lat = String(site.fields?.['field_latitude']);
      const lng = String(site.fields?.['field_longitude']);
      expect(lat, site.key).toMatch(/^\d+\.\d{6}$/);
      expect(lng, site.key).toMatch(/^-\d+\.\d{6}$/);
      expect(Number(lat)).toBeGreaterThan(47.2);
      expect(Number(lat)).toBeLessThan(48.95);
      expect(Number(lng)).toBeGreaterThan(-5.2);
      expect(Number(lng)).toBeLessThan(-1.0);
    }
  });

  it('has the legal and school pages', () => {
    const aliases = ofType('node--page').map((page) => page.pathAlias);
    expect(aliases).toEqual(
      expect.arrayContaining([
        '/mentions-legales',
        '/accessibilite',
        '/politique-de-confidentialite',
        '/gestion-des-cookies',
        '/ecole/notre-histoire',
        '/ecole/le-restaurant-d-application',
      ]),
    );
    const accessibility = ofType('node--page').find((page) => page.pathAlias === '/accessibilite');
    const html = (accessibility?.fields?.['body'] as { value: string }).value;
    expect(html).toContain('RGAA');
    expect(html).toContain('4.1');
    expect(html).toContain('WCAG 2.1');
    expect(html).toMatch(/audit/);
    expect(html).not.toMatch(/totalement conforme|entièrement conforme|pleinement conforme/);
  });

  it('contains French prose, not placeholders', () => {
    const text = JSON.stringify(items);
    expect(text).not.toMatch(/lorem|ipsum|TODO|FIXME/i);
  });
});

describe('demo accounts', () => {
  it('has the editor and the partner companies', () => {
    const byKey = new Map(accounts.map((account) => [account.key, account]));
    expect(byKey.get('redaction')).toMatchObject({ name: 'redaction', password: 'demo-redaction', roles: ['editor'], mail: 'redaction@campus-des-metiers.example' });
    expect(byKey.get('boulangerie-martin')).toMatchObject({ password: 'demo-entreprise', roles: [], fields: { field_organisation: 'Boulangerie Martin' } });
    expect(byKey.get('hotel-des-voyageurs')).toMatchObject({ password: 'demo-entreprise', roles: [], fields: { field_organisation: 'Hôtel des Voyageurs' } });
    const companies = accounts.filter((account) => account.roles.length === 0);
    expect(companies).toHaveLength(5);
    expect(accounts).toHaveLength(6);
    expect(companies.every((account) => account.password === 'demo-entreprise')).toBe(true);
  });

  it('uses user fields of the model and example domains', () => {
    const defs = fieldDefs('user--user');
    for (const account of accounts) {
      expect(account.key).toBe(account.name);
      expect(account.mail).toMatch(/@[a-z0-9.-]+\.example$/);
      for (const [name, value] of Object.entries(account.fields)) {
        const field = defs.get(name);
        expect(field, name).toBeDefined();
        if (field) expect(check(field, value)).toEqual([]);
      }
      expect(Object.keys(account.fields).sort()).toEqual(['field_nom', 'field_organisation', 'field_prenom', 'field_telephone']);
    }
    expect(new Set(accounts.map((account) => account.key)).size).toBe(accounts.length);
    expect(RESOURCE_TYPES.some((type) => type.name === 'user--user')).toBe(true);
  });
});

describe('Paris date helpers', () => {
  it('takes the calendar date in Paris, not in UTC', () => {
    expect(formatDate(parisCalendarDate(new Date('2026-07-01T22:30:00Z')))).toBe('2026-07-02');
    expect(formatDate(parisCalendarDate(new Date('2026-07-01T21:30:00Z')))).toBe('2026-07-01');
    expect(formatDate(parisCalendarDate(new Date('2026-12-31T23:30:00Z')))).toBe('2027-01-01');
    expect(formatDate(parisCalendarDate(new Date('2026-12-31T22:30:00Z')))).toBe('2026-12-31');
  });

  it('computes the Europe/Paris offset as Intl does, every day of three years', () => {
    for (let day = 0; day < 3 * 366; day++) {
      const date = addDays(new Date('2025-01-01T12:00:00Z'), day);
      for (const hour of [0, 9, 23]) {
        const iso = parisDateTime(date, hour);
        expect(iso.slice(-6), iso).toBe(intlParisOffset(new Date(iso)));
        expect(`+0${parisOffsetHours(date, hour)}:00`).toBe(iso.slice(-6));
      }
    }
  });
});

describe('PNG renderer', () => {
  function chunks(png: Buffer): { type: string; data: Buffer; crc: number }[] {
    const out: { type: string; data: Buffer; crc: number }[] = [];
    for (let offset = 8; offset < png.length; ) {
      const length = png.readUInt32BE(offset);
      out.push({
        type: png.toString('latin1', offset + 4, offset + 8),
        data: png.subarray(offset + 8, offset + 8 + length),
        crc: png.readUInt32BE(offset + 8 + length),
      });
      offset += 12 + length;
    }
    return out;
  }

  /** Bitwise CRC-32, independent of the renderer's table. */
  function crc(bytes: Uint8Array): number {
    let c = 0xffffffff;
    for (const byte of bytes) {
      c ^= byte;
      for (let k = 0; k < 8; k++) c = c & 1 ? (c >>> 1) ^ 0xedb88320 : c >>> 1;
    }
    return (c ^ 0xffffffff) >>> 0;
  }

  it.each([
    [1200, 800],
    [300, 200],
    [1, 1],
    [17, 5],
  ])('renders a valid %i×%i RGB PNG', (width, height) => {
    const png = renderPng({ width, height, colors: ['#b8732e', '#f3e1c0'] });
    expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const list = chunks(png);
    expect(list.map((c) => c.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    for (const c of list) expect(c.crc, c.type).toBe(crc(Buffer.concat([Buffer.from(c.type, 'latin1'), c.data])));
    const ihdr = list[0]!.data;
    expect(ihdr.readUInt32BE(0)).toBe(width);
    expect(ihdr.readUInt32BE(4)).toBe(height);
    expect([...ihdr.subarray(8)]).toEqual([8, 2, 0, 0, 0]);
    const raw = inflateSync(list[1]!.data);
    expect(raw.length).toBe(height * (1 + width * 3));
    for (let y = 0; y < height; y++) expect(raw[y * (1 + width * 3)]).toBeLessThanOrEqual(4);
  });

  it('draws a gradient with shapes, and differs between colour pairs', () => {
    const width = 120;
    const height = 80;
    const render = (colors: readonly [string, string]): Buffer => inflateSync(chunks(renderPng({ width, height, colors }))[1]!.data);
    const raw = render(['#000000', '#ffffff']);
    // Filter type 0 on every row: raw bytes are the pixels.
    const pixel = (x: number, y: number): number[] => [...raw.subarray(y * (1 + width * 3) + 1 + x * 3, y * (1 + width * 3) + 4 + x * 3)];
    expect(pixel(0, 0)).toEqual([0, 0, 0]);
    expect(pixel(width - 1, height - 1)).toEqual([255, 255, 255]);
    const distinct = new Set<string>();
    for (let y = 0; y < height; y += 4) for (let x = 0; x < width; x += 4) distinct.add(pixel(x, y).join());
    expect(distinct.size).toBeGreaterThan(50);
    expect(render(['#1e3a8a', '#fcd34d']).equals(render(['#0e7490', '#e0f2fe']))).toBe(false);
    expect(() => renderPng({ width: 0, height: 10, colors: ['#000', '#fff'] })).toThrow();
    expect(() => renderPng({ width: 10, height: 10, colors: ['red', '#fff'] })).toThrow();
  });

  it('renders every demo image quickly and compactly', () => {
    const images = nodes(NOW).flatMap((item) => Object.values(item.fields ?? {}).filter(isImage));
    const started = performance.now();
    const sample = images.slice(0, 10).map((image) => renderPng({ width: image.width ?? 1200, height: image.height ?? 800, colors: image.colors }));
    const perImage = (performance.now() - started) / sample.length;
    expect(perImage).toBeLessThan(500);
    for (const png of sample) expect(png.length).toBeLessThan(200_000);
  });
});
