import { JsonApiHttpError } from './errors.js';
/** Drupal's `OffsetPage::SIZE_MAX`. */
export const PAGE_SIZE_MAX = 50;
const RESERVED = new Set(['filter', 'sort', 'page', 'fields', 'include']);
/** The base name of a PHP-style query key: `page[limit]` → `page`. */
function baseKey(key) {
    const bracket = key.indexOf('[');
    return bracket === -1 ? key : key.slice(0, bracket);
}
/**
 * Rejects query keys that violate the JSON:API spec as Drupal's `JsonApiRequestValidator` does:
 * a key that is not reserved must contain a character outside a–z.
 */
export function validateQueryKeys(params) {
    const invalid = [...new Set([...params.keys()].map(baseKey))].filter((key) => !RESERVED.has(key) && /^[a-z]+$/.test(key));
    if (invalid.length > 0) {
        throw new JsonApiHttpError(400, `The following query parameters violate the JSON:API spec: '${invalid.join("', '")}'.`);
    }
}
function integerParam(raw, fallback) {
    if (raw === null || raw.trim() === '')
        return fallback;
    const value = Number(raw);
    return Number.isFinite(value) ? Math.trunc(value) : Number.NaN;
}
/** Parses paging and sorting of a collection request. `sortable` lists the fields allowed in `sort`. */
export function parseCollectionQuery(params, sortable) {
    validateQueryKeys(params);
    for (const key of params.keys()) {
        const base = baseKey(key);
        if (base === 'filter' || base === 'include' || base === 'fields') {
            // Not served yet by this cms (see docs/cms.md): refuse rather than silently ignore.
            throw new JsonApiHttpError(400, `The \`${base}\` query parameter is not supported by this server yet.`, {
                source: { parameter: base },
            });
        }
    }
    const offset = integerParam(params.get('page[offset]'), 0);
    const limit = integerParam(params.get('page[limit]'), PAGE_SIZE_MAX);
    if (!Number.isInteger(offset) || offset < 0) {
        throw new JsonApiHttpError(400, 'The page offset needs to be a positive integer.', {
            source: { parameter: 'page' },
        });
    }
    if (!Number.isInteger(limit) || limit <= 0) {
        throw new JsonApiHttpError(400, 'The page size needs to be a positive integer.', {
            source: { parameter: 'page' },
        });
    }
    const sort = (params.get('sort') ?? '')
        .split(',')
        .map((part) => part.trim())
        .filter((part) => part !== '')
        .map((part) => {
        const direction = part.startsWith('-') ? 'DESC' : 'ASC';
        const field = part.replace(/^[-+]/, '');
        if (!sortable.includes(field)) {
            throw new JsonApiHttpError(400, `Invalid nested filtering. The field \`${field}\`, given in the path \`${field}\`, does not exist.`, {
                source: { parameter: 'sort' },
            });
        }
        return { field, direction };
    });
    return { offset, limit: Math.min(limit, PAGE_SIZE_MAX), sort };
}
