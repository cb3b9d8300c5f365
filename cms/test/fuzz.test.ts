import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { attributesOf, RESOURCE_TYPES, relationshipsOf, resourceType, type FieldDef, type ResourceTypeDef } from '../src/content/model.js';
import { ANONYMOUS } from '../src/auth/account.js';
import { OPERATORS } from '../src/jsonapi/filter.js';
import { resolvePath } from '../src/jsonapi/paths.js';
import { Client, databases, startTestServer, type Answer, type TestServer } from './support.js';

/**
 * Fuzzing of the JSON:API routes: random query strings on the collection routes, random bodies on
 * the write routes. Whatever comes in, the cms must answer with a JSON:API document, never with a
 * server error. A failing run prints fast-check's seed and the shrunk request; replay it with
 * `FUZZ_SEED=<seed> npx vitest run test/fuzz.test.ts`.
 *
 * Server errors already understood are listed in `KNOWN_BUGS` (each has a plain `it` below that
 * fails until it is fixed): the properties classify them instead of failing again, so that they
 * keep looking for new ones.
 */

const OFFERS = '/jsonapi/node/offre_emploi';
const ROUTES = [
  { path: OFFERS, type: 'node--offre_emploi' },
  { path: '/jsonapi/node/article', type: 'node--article' },
  { path: '/jsonapi/taxonomy_term/secteur', type: 'taxonomy_term--secteur' },
  { path: '/jsonapi/user/user', type: 'user--user' },
] as const;

const JSONAPI = 'application/vnd.api+json';
/** Runs per property; `FUZZ_SCALE=10` fuzzes ten times longer (time limits grow with it). */
const scale = Number(process.env['FUZZ_SCALE'] ?? 1);
const RUNS = { pglite: { query: 600, write: 500 }, postgresql: { query: 200, write: 150 } } as const;
const seed = process.env['FUZZ_SEED'] ? Number(process.env['FUZZ_SEED']) : undefined;

/** Server errors already reported, recognised by the database error the cms logs for them. */
const KNOWN_BUGS: readonly { name: string; logged: RegExp }[] = [
  // A NUL character in a filter value or a path alias is bound as a text parameter.
  { name: 'NUL byte in a text parameter', logged: /invalid byte sequence for encoding "UTF8": 0x00/ },
  // sanitizeRichText() keeps a lone UTF-16 surrogate; JSON.stringify escapes it and jsonb refuses it.
  { name: 'lone surrogate in rich text', logged: /invalid input syntax for type json/ },
  // A timestamp filter value whose year is not 1–9999 reaches PostgreSQL as an ISO string with an
  // expanded year (`+010000-…`, `-000001-…`) or year 0, which it refuses.
  {
    name: 'timestamp filter year outside 1–9999',
    logged: /time zone displacement out of range|timestamp out of range|date\/time field value out of range|invalid input syntax for type timestamp/,
  },
];

// ---------------------------------------------------------------------------------------------
// Checking answers

/** Messages the cms logged with `console.error` (its 500 handler logs the error there). */
const logged: string[] = [];
const knownHits = new Map<string, number>();
/** Statuses seen, per property, printed at the end (a fuzzer answered only 400s tests little). */
const statuses = new Map<string, Map<number, number>>();

function count(property: string, status: number): void {
  const seen = statuses.get(property) ?? new Map<number, number>();
  seen.set(status, (seen.get(status) ?? 0) + 1);
  statuses.set(property, seen);
}

function describeError(value: unknown): string {
  if (value instanceof Error) {
    const cause = (value as Error & { cause?: unknown }).cause;
    return `${value.message}${cause ? ` | cause: ${describeError(cause)}` : ''}`;
  }
  return String(value);
}

/** The name of the known bug a 500 belongs to, judging from what the cms logged meanwhile. */
function knownBug(): string | undefined {
  const text = logged.join('\n');
  return KNOWN_BUGS.find((bug) => bug.logged.test(text))?.name;
}

/**
 * Checks one answer: no server error (except the contract's 501 and known bugs), errors as
 * JSON:API error documents, successes with the expected `data`.
 */
function checkAnswer(request: string, answer: Answer, success: 'collection' | 'resource'): void {
  const context = `${request}\n→ ${answer.status} ${answer.type ?? ''} ${typeof answer.body === 'string' ? answer.body.slice(0, 300) : JSON.stringify(answer.body)?.slice(0, 300)}`;
  if (answer.status >= 500) {
    const bug = answer.status === 500 ? knownBug() : undefined;
    // 501 is the contract's answer for resource versions it does not support (§1.10).
    const contract501 = answer.status === 501 && /resourceVersion/.test(request);
    if (bug) knownHits.set(bug, (knownHits.get(bug) ?? 0) + 1);
    else if (!contract501) throw new Error(`Server error for ${context}\nlogged: ${logged.join('\n').slice(0, 2000)}`);
  }
  if (answer.type !== JSONAPI) throw new Error(`Content-Type ${answer.type} for ${context}`);
  if (answer.status >= 400) {
    const status = answer.body?.errors?.[0]?.status;
    if (status !== String(answer.status)) throw new Error(`Not a JSON:API error document for ${context}`);
    return;
  }
  if (success === 'collection') {
    if (answer.status !== 200 || !Array.isArray(answer.body?.data)) throw new Error(`Not a collection document for ${context}`);
    return;
  }
  if (![200, 201].includes(answer.status) || typeof answer.body?.data?.id !== 'string') throw new Error(`Not a resource document for ${context}`);
}

// ---------------------------------------------------------------------------------------------
// Query string grammar

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;
/** encodeURIComponent throws on lone surrogates; a browser would send U+FFFD. */
const encode = (text: string) => encodeURIComponent(text.replace(LONE_SURROGATE, '\uFFFD'));

const HUGE_NUMBERS = [
  '1e20',
  '99999999999999999999',
  '9223372036854775808',
  '9007199254740993',
  '-99999999999',
  '1e308',
  '1e400',
  '-1e400',
  'NaN',
  'Infinity',
  '-0',
  '0x1F',
  '1_000',
  ' 5 ',
  '1.5',
  '08',
  '+275760-09-13',
  '-271821-04-20',
  '275760-09-13T00:00:00Z',
  '9999999999999',
];

const PLAIN_VALUES = [
  '1',
  '0',
  '-1',
  '42',
  'true',
  'false',
  'TRUE',
  'null',
  'Rennes',
  'Saint-Malo',
  'CDI',
  'CDD',
  'Apprentissage',
  'Boulangerie Martin',
  'boulangerie-martin',
  'admin',
  'Anonyme',
  'cuisine',
  'basic_html',
  '2026-01-01',
  '2099-12-31',
  '2024-02-30',
  '0000-00-00',
  '9999-99-99',
  '2026-01-01T10:00:00+01:00',
  '1700000000',
  '/offres-emploi/apprenti-boulanger',
  'fr',
  'en',
  'id:1',
  '00000000-0000-4000-8000-000000000000',
];

const NASTY_VALUES = ['', ' ', '%', '%%', '%00', '\0', 'a\0b', '\uD800', '\uDFFF', 'a,b', '[]', '[', ']', '\\', "'", '"', "' OR 1=1 --", '*', '_', '%_', '\u202E', '😀', 'é'.normalize('NFD'), 'x'.repeat(1500)];

const valueArb: fc.Arbitrary<string> = fc.oneof(
  { weight: 5, arbitrary: fc.constantFrom(...PLAIN_VALUES) },
  { weight: 3, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: fc.integer({ min: -1000, max: 1_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.double().map(String) },
  { weight: 1, arbitrary: fc.bigInt({ min: -(10n ** 30n), max: 10n ** 30n }).map(String) },
  { weight: 1, arbitrary: fc.uuid().map(String) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 20 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 12 }) },
);

const BAD_OPERATORS = ['LIKE', '=~', '!=', '==', 'in', 'not in', 'between', 'IS  NULL', '', ' ', 'STARTS WITH', 'NOT', 'EXISTS', ';DROP TABLE entity', '<=>'];
const operatorArb = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...OPERATORS) }, { weight: 1, arbitrary: fc.constantFrom(...BAD_OPERATORS) });
const GROUP_IDS = ['a', 'b', 'c', 'g', 'or', 'and', '@root', '0', '1', 'x y', 'é', ''];
const groupIdArb = fc.constantFrom(...GROUP_IDS);
const CONJUNCTIONS = ['AND', 'OR', 'and', 'or', 'XOR', '', 'NOT', 'AND OR'];
const TYPE_NAMES = [...RESOURCE_TYPES.map((type) => type.name), 'node--nope', 'node', '', 'taxonomy_term--'];

/** Field paths of a type: its attributes, sub-properties, relationship paths, and broken ones. */
function fieldPaths(def: ResourceTypeDef): { paths: string[]; includes: string[]; names: string[] } {
  const attributes = attributesOf(def).map((field) => field.name);
  const relationships = relationshipsOf(def);
  const paths = [...attributes];
  for (const field of attributesOf(def)) {
    if (field.kind === 'text_long' || field.kind === 'text_with_summary') paths.push(`${field.name}.value`, `${field.name}.format`, `${field.name}.processed`, `${field.name}.summary`);
    if (field.kind === 'path') paths.push('path.alias', 'path.pid', 'path.langcode');
    if (field.kind === 'link') paths.push(`${field.name}.uri`, `${field.name}.title`);
  }
  const includes: string[] = [];
  for (const field of relationships) {
    paths.push(field.name, `${field.name}.id`, `${field.name}.meta.drupal_internal__target_id`, `${field.name}.meta.alt`, `${field.name}.entity.id`);
    includes.push(field.name);
    for (const target of (field.targets ?? []).map((name) => resourceType(name)).filter((t): t is ResourceTypeDef => t !== undefined)) {
      for (const attribute of attributesOf(target).slice(0, 8)) paths.push(`${field.name}.${attribute.name}`, `${field.name}.entity.${attribute.name}`);
      for (const next of relationshipsOf(target)) {
        paths.push(`${field.name}.${next.name}.id`, `${field.name}.${next.name}.name`);
        includes.push(`${field.name}.${next.name}`);
      }
    }
  }
  const names = [...attributes, ...relationships.map((field) => field.name)];
  return { paths, includes, names };
}

const BROKEN_PATHS = ['', '.', '..', 'a..b', 'title.', '.title', 'nope', 'id', 'uuid', 'type', 'uid.uid.uid.uid.uid.uid.name', 'uid.name.value', 'status.value', 'meta', 'entity', 'fields', "fields->>'x'"];

/** One `[key, value]` pair of a query string, or several for a structured condition. */
type Pair = readonly [string, string];

/** Hostile query strings: any mix of real and broken keys, values, operators and raw garbage. */
function hostileQueryArb(def: ResourceTypeDef): fc.Arbitrary<string> {
  const { paths, includes, names } = fieldPaths(def);
  const word = fc.constantFrom(...names, 'meta', 'id', 'entity', 'value', 'name', 'x');
  const pathArb = fc.oneof(
    { weight: 5, arbitrary: fc.constantFrom(...paths) },
    { weight: 1, arbitrary: fc.constantFrom(...BROKEN_PATHS) },
    { weight: 1, arbitrary: fc.array(word, { minLength: 1, maxLength: 6 }).map((parts) => parts.join('.')) },
    { weight: 1, arbitrary: fc.string({ unit: 'grapheme', maxLength: 12 }) },
  );
  const arrayValue = (key: string) =>
    fc.array(fc.tuple(fc.constantFrom('[]', '[0]', '[1]', '[a]', '[][]'), valueArb), { maxLength: 3 }).map((items) => items.map(([suffix, value]): Pair => [`${key}${suffix}`, value]));

  const shorthand = fc.tuple(pathArb, fc.constantFrom('', '[]', '[value]', '[operator]', '[path]', '[condition]', '[0]', '[group]'), valueArb).map(([path, suffix, value]): Pair[] => [[`filter[${path}]${suffix}`, value]]);
  const condition = fc
    .record({
      id: groupIdArb,
      path: fc.option(pathArb, { nil: undefined }),
      operator: fc.option(operatorArb, { nil: undefined }),
      value: fc.option(fc.oneof(valueArb.map((single) => ({ single })), fc.constant({ array: true as const })), { nil: undefined }),
      memberOf: fc.option(groupIdArb, { nil: undefined }),
      wrapped: fc.boolean(),
    })
    .chain(({ id, path, operator, value, memberOf, wrapped }) => {
      const base = wrapped ? `filter[${id}][condition]` : `filter[${id}]`;
      const pairs: Pair[] = [];
      if (path !== undefined) pairs.push([`${base}[path]`, path]);
      if (operator !== undefined) pairs.push([`${base}[operator]`, operator]);
      if (memberOf !== undefined) pairs.push([`${base}[memberOf]`, memberOf]);
      if (value && 'array' in value) return arrayValue(`${base}[value]`).map((items) => [...pairs, ...items]);
      if (value) pairs.push([`${base}[value]`, value.single]);
      return fc.constant(pairs);
    });
  const group = fc
    .record({ id: groupIdArb, conjunction: fc.option(fc.constantFrom(...CONJUNCTIONS), { nil: undefined }), memberOf: fc.option(groupIdArb, { nil: undefined }) })
    .map(({ id, conjunction, memberOf }): Pair[] => [
      [`filter[${id}][group][conjunction]`, conjunction ?? ''],
      ...(memberOf === undefined ? [] : ([[`filter[${id}][group][memberOf]`, memberOf]] as Pair[])),
    ]);
  const sort = fc.oneof(
    fc.array(fc.tuple(fc.constantFrom('', '-', '+', '--', ' '), pathArb), { minLength: 1, maxLength: 3 }).map((items): Pair[] => [['sort', items.map(([sign, path]) => `${sign}${path}`).join(',')]]),
    fc
      .tuple(groupIdArb, pathArb, fc.constantFrom('ASC', 'DESC', 'asc', 'desc', 'UP', ''), fc.constantFrom('en', 'fr', ''))
      .map(([key, path, direction, langcode]): Pair[] => [
        [`sort[${key}][path]`, path],
        [`sort[${key}][direction]`, direction],
        [`sort[${key}][langcode]`, langcode],
      ]),
  );
  const include = fc
    .array(fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...includes, 'uid') }, { weight: 1, arbitrary: fc.constantFrom('nope', 'uid.uid', '', 'title', 'field_tags.vid', 'field_image', '.', 'a.b.c.d.e') }), { maxLength: 3 })
    .map((items): Pair[] => [['include', items.join(',')]]);
  const fields = fc.oneof(
    fc.tuple(fc.constantFrom(...TYPE_NAMES), fc.array(fc.oneof(word, fc.constant('')), { maxLength: 4 })).map(([type, list]): Pair[] => [[`fields[${type}]`, list.join(',')]]),
    fc.constantFrom<Pair[]>([['fields', 'title']], [['fields[]', 'title']], [['fields[node--article][x]', 'title']]),
  );
  const numberArb = fc.oneof(fc.integer({ min: -5, max: 200 }).map(String), fc.constantFrom(...HUGE_NUMBERS), fc.constantFrom('', 'abc', '10abc'));
  const page = fc.oneof(
    fc.tuple(fc.constantFrom('page[offset]', 'page[limit]'), numberArb).map((pair): Pair[] => [pair]),
    fc.constantFrom<Pair[]>([['page', '1']], [['page[]', '1']], [['page[offset][]', '1']], [['page[limit][a]', '5']], [['page[size]', '10']]),
  );
  const version = fc
    .constantFrom('rel:latest-version', 'rel:working-copy', 'id:1', 'id:999999999', 'id:9999999999', 'id:-1', 'rel:nope', '', 'id:', 'latest')
    .map((value): Pair[] => [['resourceVersion', value]]);
  const otherKeys = fc.oneof(
    fc.constantFrom('_format', 'foo', 'Foo', 'foo_bar', 'fooBar', 'include[]', 'sort[]', 'filter', 'filter[]', '', '[a]', 'a[', 'a]b[', 'filter[a][condition][value][][][][]][[', 'filter[[a]]', ']'),
    fc.integer({ min: 2, max: 14 }).map((depth) => `filter${'[x]'.repeat(depth)}`),
    fc.string({ unit: 'grapheme', maxLength: 10 }),
  );
  const other = fc.tuple(otherKeys, valueArb).map((pair): Pair[] => [pair]);

  /** A pair encoded as a browser would (brackets left as is, or percent-encoded), or raw. */
  const encoded = (pairs: Pair[]) =>
    fc.constantFrom('brackets', 'component', 'raw').map((mode) =>
      pairs
        .map(([key, value]) => {
          if (mode === 'raw') return `${key}=${value}`.replace(LONE_SURROGATE, '\uFFFD');
          const k = mode === 'brackets' ? encode(key).replace(/%5B/g, '[').replace(/%5D/g, ']') : encode(key);
          return `${k}=${encode(value)}`;
        })
        .join('&'),
    );
  const garbage = fc.oneof(
    fc.constantFrom('%', '%%', '%zz', '%E9', '%C3', '%C3%28', '%ED%A0%80', '%00', '&', '&&&', '=', '==', 'a=b=c', '%5B%5D=1', 'filter%5Btitle%5D=x', '[=]', 'sort', 'include', 'filter=', 'page=', '+', '%2B', '#frag'),
    fc.string({ unit: 'grapheme', maxLength: 16 }).map((text) => text.replace(LONE_SURROGATE, '\uFFFD')),
  );
  const segment = fc.oneof(
    { weight: 4, arbitrary: fc.oneof(shorthand, condition).chain(encoded) },
    { weight: 2, arbitrary: group.chain(encoded) },
    { weight: 2, arbitrary: sort.chain(encoded) },
    { weight: 2, arbitrary: include.chain(encoded) },
    { weight: 1, arbitrary: fields.chain(encoded) },
    { weight: 2, arbitrary: page.chain(encoded) },
    { weight: 1, arbitrary: version.chain(encoded) },
    { weight: 1, arbitrary: other.chain(encoded) },
    { weight: 1, arbitrary: garbage },
  );
  return fc.array(segment, { minLength: 1, maxLength: 8 }).map((segments) => segments.join('&'));
}

/** Value kinds of filter paths (field kinds, plus the `uuid` of `rel.id`). */
type ValueKind = FieldDef['kind'] | 'uuid';

const TEXT_VALUE = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...PLAIN_VALUES) },
  { weight: 3, arbitrary: fc.constantFrom(...NASTY_VALUES) },
  { weight: 2, arbitrary: fc.string({ unit: 'grapheme', maxLength: 16 }) },
  { weight: 2, arbitrary: fc.string({ unit: 'binary', maxLength: 8 }) },
);
const NUMBER_VALUE = fc.oneof(
  { weight: 4, arbitrary: fc.integer({ min: -1_000_000, max: 1_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.double({ noNaN: true, noDefaultInfinity: true }).map(String) },
  { weight: 2, arbitrary: fc.constantFrom(...HUGE_NUMBERS) },
);
const TIMESTAMP_VALUE = fc.oneof(
  { weight: 3, arbitrary: fc.integer({ min: -10_000_000_000, max: 10_000_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.integer({ min: -300_000_000_000, max: 300_000_000_000 }).map(String) },
  { weight: 1, arbitrary: fc.date({ min: new Date(-8.64e15), max: new Date(8.64e15), noInvalidDate: true }).map((date) => date.toISOString()) },
  { weight: 3, arbitrary: fc.date({ min: new Date('1970-01-01'), max: new Date('2100-01-01'), noInvalidDate: true }).map((date) => date.toISOString()) },
  { weight: 1, arbitrary: fc.constantFrom('2026-01-01', '2026-01-01T10:00:00+01:00', 'now', 'Jan 1 2026', '2026-13-01', '+275760-09-13', '-271821-04-20T00:00:00Z') },
);
const DATE_VALUE = fc.oneof(
  { weight: 4, arbitrary: fc.date({ min: new Date('0001-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)) },
  { weight: 1, arbitrary: fc.constantFrom('2024-02-30', '0000-00-00', '9999-99-99', '2026-1-1', '2026-01-01T00:00:00Z', '') },
);

function valueOfKind(kind: ValueKind): fc.Arbitrary<string> {
  switch (kind) {
    case 'integer':
    case 'decimal':
      return NUMBER_VALUE;
    case 'boolean':
      return fc.constantFrom('0', '1', 'true', 'false', 'TRUE', 'FALSE', 'yes', '');
    case 'timestamp':
    case 'datetime':
      return TIMESTAMP_VALUE;
    case 'date':
      return DATE_VALUE;
    case 'uuid':
      return fc.oneof(fc.uuid().map(String), TEXT_VALUE);
    default:
      return TEXT_VALUE;
  }
}

interface TypedPath {
  path: string;
  kind: ValueKind;
  sortable: boolean;
}

/** Filter and sort paths of a type that resolve, with the kind of value they compare. */
function typedPaths(def: ResourceTypeDef): TypedPath[] {
  const result: TypedPath[] = [];
  const attributes = (prefix: string, type: ResourceTypeDef, sortable: boolean) => {
    for (const field of attributesOf(type)) {
      const single = sortable && !field.multiple;
      if (field.kind === 'text_long' || field.kind === 'text_with_summary') {
        for (const sub of ['', '.value', '.format']) result.push({ path: `${prefix}${field.name}${sub}`, kind: 'string', sortable: single });
      } else {
        result.push({ path: `${prefix}${field.name}`, kind: field.kind, sortable: single });
      }
    }
  };
  attributes('', def, true);
  for (const field of relationshipsOf(def)) {
    const single = !field.multiple;
    result.push({ path: field.name, kind: 'integer', sortable: single });
    result.push({ path: `${field.name}.id`, kind: 'uuid', sortable: single });
    result.push({ path: `${field.name}.meta.drupal_internal__target_id`, kind: 'integer', sortable: single });
    const target = resourceType(field.targets?.[0] ?? '');
    if (target) attributes(`${field.name}.`, target, single);
  }
  // Keep the paths the cms resolves for anyone (computed and restricted fields are the hostile grammar's).
  return result.flatMap((candidate) => {
    try {
      const operand = resolvePath(def, candidate.path, 'e', ANONYMOUS);
      return [{ ...candidate, sortable: operand.sortExpr !== undefined }];
    } catch {
      return [];
    }
  });
}

/**
 * Well-formed query strings: conditions on real paths with values of the right shape for their
 * operator (so they reach the SQL), groups, sorts, includes and pages. Values are still wild.
 */
function wellFormedQueryArb(def: ResourceTypeDef): fc.Arbitrary<string> {
  const paths = typedPaths(def);
  const sortable = paths.filter((path) => path.sortable);
  const { includes } = fieldPaths(def);
  const conditionArb = fc.record({
    target: fc.constantFrom(...paths),
    operator: fc.oneof({ weight: 3, arbitrary: fc.constant<(typeof OPERATORS)[number]>('=') }, { weight: 5, arbitrary: fc.constantFrom(...OPERATORS) }),
    shorthand: fc.boolean(),
    memberOf: fc.constantFrom(undefined, 'g0', 'g1'),
  });
  const conditions = fc.array(conditionArb, { maxLength: 4 }).chain((items) =>
    fc.tuple(
      ...items.map(({ target, operator, shorthand, memberOf }, index) => {
        const values = operator.includes('BETWEEN') ? fc.array(valueOfKind(target.kind), { minLength: 2, maxLength: 2 }) : fc.array(valueOfKind(target.kind), { minLength: 1, maxLength: 3 });
        return values.map((list): Pair[] => {
          if (shorthand && operator === '=' && !memberOf) return [[`filter[${target.path}]`, list[0]!]];
          const base = `filter[c${index}][condition]`;
          const pairs: Pair[] = [
            [`${base}[path]`, target.path],
            [`${base}[operator]`, operator],
          ];
          if (memberOf) pairs.push([`${base}[memberOf]`, memberOf]);
          if (operator === 'IN' || operator === 'NOT IN') pairs.push(...list.map((value): Pair => [`${base}[value][]`, value]));
          else if (operator.includes('BETWEEN')) pairs.push(...list.map((value, i): Pair => [`${base}[value][${i}]`, value]));
          else if (!operator.includes('NULL')) pairs.push([`${base}[value]`, list[0]!]);
          return pairs;
        });
      }),
    ),
  );
  const groups = fc.tuple(fc.constantFrom('AND', 'OR'), fc.constantFrom('AND', 'OR'), fc.boolean()).map(([first, second, nested]): Pair[] => [
    ['filter[g0][group][conjunction]', first],
    ['filter[g1][group][conjunction]', second],
    ...(nested ? ([['filter[g1][group][memberOf]', 'g0']] as Pair[]) : []),
  ]);
  const sort = fc.array(fc.tuple(fc.constantFrom('', '-'), fc.constantFrom(...sortable)), { maxLength: 2 }).map((items): Pair[] =>
    items.length ? [['sort', items.map(([sign, target]) => `${sign}${target.path}`).join(',')]] : [],
  );
  const include = includes.length ? fc.array(fc.constantFrom(...includes), { maxLength: 2 }).map((items): Pair[] => (items.length ? [['include', items.join(',')]] : [])) : fc.constant<Pair[]>([]);
  const page = fc
    .tuple(
      fc.option(fc.oneof({ weight: 8, arbitrary: fc.integer({ min: 0, max: 300 }).map(String) }, { weight: 1, arbitrary: fc.constantFrom(...HUGE_NUMBERS) }), { nil: undefined }),
      fc.option(fc.integer({ min: 1, max: 60 }), { nil: undefined }),
    )
    .map(([offset, limit]): Pair[] => [
      ...(offset === undefined ? [] : ([['page[offset]', offset]] as Pair[])),
      ...(limit === undefined ? [] : ([['page[limit]', String(limit)]] as Pair[])),
    ]);
  return fc.tuple(conditions, groups, sort, include, page, fc.boolean()).map(([condition, group, order, included, paging, encodeBrackets]) =>
    [...condition.flat(), ...(condition.length ? group : []), ...order, ...included, ...paging]
      .map(([key, value]) => `${encodeBrackets ? encode(key) : encode(key).replace(/%5B/g, '[').replace(/%5D/g, ']')}=${encode(value)}`)
      .join('&'),
  );
}

function queryArb(def: ResourceTypeDef): fc.Arbitrary<string> {
  return fc.oneof({ weight: 3, arbitrary: wellFormedQueryArb(def) }, { weight: 2, arbitrary: hostileQueryArb(def) });
}

// ---------------------------------------------------------------------------------------------
// Write body grammar

interface WriteIds {
  contracts: string[];
  sectors: string[];
  ownOffer: string;
  otherOffer: string;
  companyUser: string;
}

function writeArb(ids: WriteIds) {
  const def = resourceType('node--offre_emploi')!;
  const attributes = attributesOf(def).map((field) => field.name);
  const relationships = relationshipsOf(def).map((field) => field.name);
  const text = fc.oneof(
    fc.constantFrom(...PLAIN_VALUES, ...NASTY_VALUES, ...HUGE_NUMBERS, '<p>Bonjour</p>', '<script>alert(1)</script>', '/offres-emploi/x', '/a\0b', '/\uD800'),
    fc.string({ unit: 'binary', maxLength: 30 }),
  );
  const scalar = fc.oneof(
    text,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.constantFrom(1e308, -0, Number.MAX_SAFE_INTEGER + 2, 1e21, 4_102_444_800, -62_167_219_200, 8.64e15),
  );
  const attributeValue = fc.oneof(
    { weight: 4, arbitrary: scalar },
    { weight: 2, arbitrary: fc.record({ value: text, format: fc.constantFrom('basic_html', 'full_html', 'plain_text', 'restricted_html', 'php', 1, null) }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.record({ alias: text, pid: fc.integer(), langcode: text }, { requiredKeys: [] }) },
    { weight: 1, arbitrary: fc.array(scalar, { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'binary' }) },
  );
  const typeName = fc.constantFrom('taxonomy_term--type_contrat', 'taxonomy_term--secteur', 'user--user', 'node--offre_emploi', 'file--file', 'x', '');
  const id = fc.oneof(fc.constantFrom(...ids.contracts, ...ids.sectors, ids.companyUser, ids.ownOffer), fc.uuid().map(String), text);
  const identifier = fc.record({ type: fc.oneof(typeName, scalar), id: fc.oneof(id, scalar), meta: fc.jsonValue({ maxDepth: 2 }) }, { requiredKeys: [] });
  const relationshipValue = fc.oneof(
    { weight: 4, arbitrary: fc.record({ data: identifier }) },
    { weight: 1, arbitrary: fc.record({ data: fc.array(identifier, { maxLength: 3 }) }) },
    { weight: 1, arbitrary: fc.constantFrom({ data: null }, { data: [] }, {}, null, 'x', []) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  );
  const members = <T>(names: readonly string[], value: fc.Arbitrary<T>) =>
    fc.dictionary(fc.oneof({ weight: 5, arbitrary: fc.constantFrom(...names) }, { weight: 1, arbitrary: fc.string({ maxLength: 8 }) }), value, { maxKeys: 6 });
  const data = fc.record(
    {
      type: fc.oneof({ weight: 6, arbitrary: fc.constant('node--offre_emploi') }, { weight: 1, arbitrary: fc.oneof(typeName, scalar) }),
      id: fc.oneof(fc.constantFrom(ids.ownOffer, ids.otherOffer, ids.ownOffer.toUpperCase()), fc.uuid().map(String), scalar),
      attributes: fc.oneof({ weight: 6, arbitrary: members(attributes, attributeValue) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
      relationships: fc.oneof({ weight: 6, arbitrary: members(relationships, relationshipValue) }, { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 2 }) }),
    },
    { requiredKeys: [] },
  );
  const hostileJson = fc.oneof(
    { weight: 8, arbitrary: data.map((value) => JSON.stringify({ data: value })) },
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4, stringUnit: 'binary' }).map((value) => JSON.stringify(value)) },
    { weight: 1, arbitrary: fc.constantFrom('{"data":[]}', '{"data":null}', '{"data":{}}', '[]', '{}', 'null', '"data"', '{"data":{"type":"node--offre_emploi","attributes":{"title":"\\u0000"}}}') },
  );
  const notJson = fc.oneof(
    fc.string({ unit: 'binary', maxLength: 60 }),
    fc.constantFrom('', '{', '{"data":', '\uFEFF{"data":{}}', '{nope', 'true', '\0', '{"data":{"type":"node--offre_emploi"}}garbage', '{"a":1,"a":2}'),
    hostileJson.map((body) => body.slice(0, Math.max(0, body.length - 3))),
  );

  // A valid offer with a few members replaced by wild values or removed: it gets past the
  // document checks and reaches validation, sanitising and the database.
  const validAttributes: Record<string, unknown> = {
    title: 'Commis de cuisine (H/F)',
    field_entreprise: 'Boulangerie Martin',
    field_description: { value: '<p>Brigade de six personnes.</p>', format: 'basic_html' },
    field_ville: 'Rennes',
    field_code_postal: '35000',
    field_date_prise_poste: '2099-01-02',
    field_date_expiration: '2099-01-31',
    field_contact_email: 'contact@boulangerie-martin.example',
    field_contact_telephone: '02 99 30 41 52',
  };
  const validRelationships: Record<string, unknown> = {
    field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: ids.contracts[0] } },
    field_secteur: { data: { type: 'taxonomy_term--secteur', id: ids.sectors[0] } },
  };
  const bundleNames = def.fields.map((field) => field.name);
  const attributeName = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom(...Object.keys(validAttributes), 'status', 'path', 'langcode') },
    { weight: 1, arbitrary: fc.constantFrom(...attributes) },
    { weight: 1, arbitrary: fc.constantFrom('nope', '', 'field_', 'pass', 'fields') },
  );
  const mutated = (id: string | undefined) =>
    fc
      .record({
        changes: fc.dictionary(attributeName, fc.oneof({ weight: 3, arbitrary: text }, { weight: 2, arbitrary: attributeValue }), { maxKeys: 3 }),
        removed: fc.subarray([...Object.keys(validAttributes), ...Object.keys(validRelationships)], { maxLength: 2 }),
        relationshipChanges: fc.dictionary(fc.constantFrom(...bundleNames.filter((name) => relationships.includes(name)), 'nope'), relationshipValue, { maxKeys: 2 }),
        partial: fc.boolean(),
      })
      .map(({ changes, removed, relationshipChanges, partial }) => {
        const attrs: Record<string, unknown> = { ...(partial && id ? {} : validAttributes), ...changes };
        const rels: Record<string, unknown> = { ...(partial && id ? {} : validRelationships), ...relationshipChanges };
        for (const name of removed) {
          delete attrs[name];
          delete rels[name];
        }
        return JSON.stringify({ data: { type: 'node--offre_emploi', ...(id ? { id } : {}), attributes: attrs, relationships: rels } });
      });

  const TARGETS = ['post', 'patch-own', 'patch-other', 'patch-unknown', 'patch-user', 'post-article', 'post-term'] as const;
  const target = fc.oneof(
    { weight: 4, arbitrary: fc.constant<(typeof TARGETS)[number]>('post') },
    { weight: 4, arbitrary: fc.constant<(typeof TARGETS)[number]>('patch-own') },
    { weight: 2, arbitrary: fc.constantFrom(...TARGETS) },
  );
  return target.chain((where) =>
    fc.record({
      target: fc.constant(where),
      body: fc.oneof(
        { weight: where === 'post' || where === 'patch-own' ? 6 : 0, arbitrary: mutated(where === 'post' ? undefined : ids.ownOffer) },
        { weight: 3, arbitrary: hostileJson },
        { weight: 1, arbitrary: notJson },
      ),
      contentType: fc.oneof(
        { weight: 12, arbitrary: fc.constant(JSONAPI) },
        { weight: 1, arbitrary: fc.constantFrom(`${JSONAPI}; charset=utf-8`, 'application/json', 'text/plain', 'APPLICATION/VND.API+JSON', '', `${JSONAPI}; ext=x`) },
      ),
      token: fc.oneof({ weight: 15, arbitrary: fc.constant('valid') }, { weight: 1, arbitrary: fc.constantFrom('missing', 'wrong') }),
    }),
  );
}

// ---------------------------------------------------------------------------------------------

describe.each(databases)('fuzzing JSON:API on %s', (database) => {
  let server: TestServer;
  let anonymous: Client;
  let company: Client;
  let editor: Client;
  const runs = RUNS[database];

  beforeAll(async () => {
    // The cms logs every unexpected error: keep them to classify 500s, and keep the output readable.
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      logged.push(args.map(describeError).join(' '));
    });
    server = await startTestServer(database);
    anonymous = new Client(server.url);
    company = new Client(server.url);
    editor = new Client(server.url);
    expect((await company.login('boulangerie-martin', 'demo-entreprise')).status).toBe(200);
    expect((await editor.login('redaction', 'demo-redaction')).status).toBe(200);
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
    vi.restoreAllMocks();
    for (const [property, seen] of statuses) {
      console.log(`${database} ${property}: ${[...seen].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`).join(' ')}`);
    }
    statuses.clear();
    if (knownHits.size > 0) {
      console.log(`Known server errors met while fuzzing on ${database}: ${[...knownHits].map(([name, n]) => `${name} ×${n}`).join(', ')}`);
      knownHits.clear();
    }
  });

  // Requests that answered 500 when found by this fuzzer; each fails until its bug is fixed.
  // (`page[offset]=1e20` and its kind were fixed meanwhile: they stay as regression tests.)
  describe('server errors found by fuzzing', () => {
    const cases: [string, () => Promise<Answer>][] = [
      ['GET …?filter[title]=a%00b', () => anonymous.get(`${OFFERS}?filter[title]=a%00b`)],
      ['GET …?filter[t][condition][path]=title&…[operator]=CONTAINS&…[value]=%00', () => anonymous.get(`${OFFERS}?filter[t][condition][path]=title&filter[t][condition][operator]=CONTAINS&filter[t][condition][value]=%00`)],
      ['GET …?filter[path]=%00', () => anonymous.get(`${OFFERS}?filter[path]=%00`)],
      ['GET /jsonapi/user/user?filter[name]=%00', () => anonymous.get('/jsonapi/user/user?filter[name]=%00')],
      ['GET …?page[offset]=1e20', () => anonymous.get(`${OFFERS}?page[offset]=1e20`)],
      ['GET …?page[offset]=9223372036854775808', () => anonymous.get(`${OFFERS}?page[offset]=9223372036854775808`)],
      ['GET …?page[offset]=1e308', () => anonymous.get(`${OFFERS}?page[offset]=1e308`)],
      ['GET …?filter[created]=%2B275760-09-13', () => anonymous.get(`${OFFERS}?filter[created]=%2B275760-09-13`)],
      ['GET …?filter[created]=-99999999999', () => anonymous.get(`${OFFERS}?filter[created]=-99999999999`)],
      ['GET …?filter[created]=0000-01-01', () => anonymous.get(`${OFFERS}?filter[created]=0000-01-01`)],
      ['GET …?filter[changed][value]=-62167219201&filter[changed][operator]=%3E', () => anonymous.get(`${OFFERS}?filter[changed][value]=-62167219201&filter[changed][operator]=%3E`)],
      ['GET /jsonapi/node/article?filter[changed][value]=8000000000000&filter[changed][operator]=%3E', () => anonymous.get('/jsonapi/node/article?filter[changed][value]=8000000000000&filter[changed][operator]=%3E')],
      [
        'POST offer with attributes.path.alias "/a\\u0000b"',
        () =>
          company.write('POST', OFFERS, {
            data: { type: 'node--offre_emploi', attributes: { title: 'Commis', path: { alias: '/a\u0000b' } } },
          }),
      ],
      [
        'POST offer with attributes.field_description.value "<p>\\ud800</p>"',
        () =>
          company.write('POST', OFFERS, {
            data: {
              type: 'node--offre_emploi',
              attributes: {
                title: 'Commis',
                field_entreprise: 'Boulangerie Martin',
                field_description: { value: '<p>\uD800</p>', format: 'basic_html' },
                field_ville: 'Rennes',
                field_code_postal: '35000',
                field_date_expiration: '2099-01-31',
              },
              relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
            },
          }),
      ],
    ];
    let contract = '';
    beforeAll(async () => {
      contract = (await anonymous.get('/jsonapi/taxonomy_term/type_contrat')).body.data[0].id;
    });
    it.each(cases)('%s never answers a 500', async (_name, send) => {
      const answer = await send();
      expect(answer.status).toBeLessThan(500);
      expect(answer.type).toBe(JSONAPI);
      // Refused input gets an error document; cleanable input (a lone surrogate) is stored cleaned.
      if (answer.status >= 400) expect(answer.body.errors[0].status).toBe(String(answer.status));
      else expect(JSON.stringify(answer.body.data.attributes)).not.toMatch(/\\ud800/i);
    });
  });

  describe.each(ROUTES)('query strings on $path', ({ path, type }) => {
    it(
      'never answers a server error; errors are JSON:API documents; collections have data arrays',
      async () => {
        const clients = { anonymous, company, editor };
        await fc.assert(
          fc.asyncProperty(queryArb(resourceType(type)!), fc.constantFrom('anonymous', 'company', 'editor') as fc.Arbitrary<keyof typeof clients>, async (query, who) => {
            logged.length = 0;
            const url = `${path}?${query}`;
            const answer = await clients[who].get(url);
            count(`GET ${path}`, answer.status);
            checkAnswer(`GET ${url} as ${who}`, answer, 'collection');
          }),
          { numRuns: Math.round(runs.query * scale), ...(seed === undefined ? {} : { seed }), interruptAfterTimeLimit: 40_000 * scale },
        );
      },
      120_000 * scale,
    );
  });

  describe('write bodies as a company', () => {
    let ids: WriteIds;

    beforeAll(async () => {
      const contracts = await anonymous.get('/jsonapi/taxonomy_term/type_contrat');
      const sectors = await anonymous.get('/jsonapi/taxonomy_term/secteur');
      const contract = contracts.body.data[0].id;
      const offer = (title: string) => ({
        data: {
          type: 'node--offre_emploi',
          attributes: {
            title,
            field_entreprise: 'Boulangerie Martin',
            field_description: { value: '<p>Fournil</p>', format: 'basic_html' },
            field_ville: 'Rennes',
            field_code_postal: '35000',
            field_date_expiration: '2099-01-31',
          },
          relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: contract } } },
        },
      });
      const own = await company.write('POST', OFFERS, offer('Offre à malmener'));
      expect(own.status).toBe(201);
      const other = new Client(server.url);
      await other.login('hotel-des-voyageurs', 'demo-entreprise');
      const theirs = await other.write('POST', OFFERS, offer('Offre d’un autre'));
      expect(theirs.status).toBe(201);
      const me = await company.get('/jsonapi');
      ids = {
        contracts: contracts.body.data.map((item: any) => item.id),
        sectors: sectors.body.data.map((item: any) => item.id),
        ownOffer: own.body.data.id,
        otherOffer: theirs.body.data.id,
        companyUser: me.body.meta.links.me.meta.id,
      };
    });

    it(
      'never answers a server error to random JSON and non-JSON bodies, and the database still answers',
      async () => {
        const urls: Record<string, () => string> = {
          post: () => OFFERS,
          'patch-own': () => `${OFFERS}/${ids.ownOffer}`,
          'patch-other': () => `${OFFERS}/${ids.otherOffer}`,
          'patch-unknown': () => `${OFFERS}/00000000-0000-4000-8000-000000000000`,
          'patch-user': () => `/jsonapi/user/user/${ids.companyUser}`,
          'post-article': () => '/jsonapi/node/article',
          'post-term': () => '/jsonapi/taxonomy_term/secteur',
        };
        await fc.assert(
          fc.asyncProperty(writeArb(ids), async ({ target, body, contentType, token }) => {
            logged.length = 0;
            const method = target.startsWith('patch') ? 'PATCH' : 'POST';
            const url = urls[target]!();
            const headers: Record<string, string> = { 'Content-Type': contentType };
            if (token !== 'missing') headers['X-CSRF-Token'] = token === 'valid' ? company.csrf : 'nope';
            const answer = await company.request(method, url, { raw: body, headers });
            count(`${method} ${target}`, answer.status);
            checkAnswer(`${method} ${url} (Content-Type: ${contentType}, token ${token})\n${body.slice(0, 1000)}`, answer, 'resource');
          }),
          { numRuns: Math.round(runs.write * scale), ...(seed === undefined ? {} : { seed }), interruptAfterTimeLimit: 40_000 * scale },
        );

        // The database is still usable: reads, the company's own offer, and a clean write.
        const list = await anonymous.get(`${OFFERS}?page[limit]=5`);
        expect(list.status).toBe(200);
        expect(list.body.data.length).toBeGreaterThan(0);
        expect((await company.get(`${OFFERS}/${ids.ownOffer}`)).status).toBe(200);
        const clean = await company.write('POST', OFFERS, {
          data: {
            type: 'node--offre_emploi',
            attributes: {
              title: 'Après le fuzzing',
              field_entreprise: 'Boulangerie Martin',
              field_description: { value: '<p>Toujours là</p>', format: 'basic_html' },
              field_ville: 'Rennes',
              field_code_postal: '35000',
              field_date_expiration: '2099-01-31',
            },
            relationships: { field_type_contrat: { data: { type: 'taxonomy_term--type_contrat', id: ids.contracts[0] } } },
          },
        });
        expect(clean.status).toBe(201);
        expect((await anonymous.get(`${OFFERS}/${clean.body.data.id}`)).status).toBe(200);
      },
      120_000 * scale,
    );
  });
});
