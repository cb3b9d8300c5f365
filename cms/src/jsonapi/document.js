/** The JSON:API version object Drupal 10.x–11.1 serves (`JsonApiSpec`). */
export const jsonapiObject = {
    version: '1.0',
    meta: { links: { self: { href: 'http://jsonapi.org/format/1.0/' } } },
};
export const JSONAPI_CONTENT_TYPE = 'application/vnd.api+json';
/** Drupal renders timestamps as RFC 3339 in UTC, without milliseconds. */
export function rfc3339(date) {
    return date.toISOString().replace(/\.\d{3}Z$/, '+00:00');
}
function isTextValue(value) {
    return typeof value === 'object' && value !== null && typeof value.value === 'string';
}
/** Normalises a node row into a resource object, as `ResourceObjectNormalizer` does. */
export function nodeResource(row, authorUuid, origin) {
    const type = `node--${row.type}`;
    const base = `${origin}/jsonapi/node/${row.type}/${row.uuid}`;
    const version = `resourceVersion=id%3A${row.vid}`;
    const attributes = {
        drupal_internal__nid: row.nid,
        drupal_internal__vid: row.vid,
        langcode: row.langcode,
        revision_timestamp: rfc3339(row.changed),
        status: row.status,
        title: row.title,
        created: rfc3339(row.created),
        changed: rfc3339(row.changed),
        promote: row.promote,
        sticky: row.sticky,
        default_langcode: true,
        revision_translation_affected: true,
        path: { alias: row.pathAlias, pid: row.pathAlias ? row.nid : null, langcode: row.langcode },
    };
    const body = row.fields['body'];
    if (isTextValue(body)) {
        attributes['body'] = {
            value: body.value,
            format: body.format ?? 'basic_html',
            processed: body.value,
            summary: body.summary ?? '',
        };
    }
    const relationshipLinks = (field) => ({
        related: { href: `${base}/${field}?${version}` },
        self: { href: `${base}/relationships/${field}?${version}` },
    });
    return {
        type,
        id: row.uuid,
        links: { self: { href: `${base}?${version}` } },
        attributes,
        relationships: {
            uid: {
                data: { type: 'user--user', id: authorUuid, meta: { drupal_internal__target_id: row.uid } },
                links: relationshipLinks('uid'),
            },
        },
    };
}
