import { jsonapiObject } from './document.js';
/** Symfony's reason phrases, which Drupal uses as the error `title`. */
const titles = {
    400: 'Bad Request',
    403: 'Forbidden',
    404: 'Not Found',
    405: 'Method Not Allowed',
    406: 'Not Acceptable',
    415: 'Unsupported Media Type',
    422: 'Unprocessable Content',
    500: 'Internal Server Error',
    501: 'Not Implemented',
};
const rfc2616 = 'http://www.w3.org/Protocols/rfc2616/rfc2616-sec10.html';
const infoAnchors = {
    400: '#sec10.4.1',
    403: '#sec10.4.4',
    404: '#sec10.4.5',
    405: '#sec10.4.6',
    406: '#sec10.4.7',
    415: '#sec10.4.16',
    500: '#sec10.5.1',
    501: '#sec10.5.2',
};
/** An error answered as a JSON:API error document (`HttpExceptionNormalizer`). */
export class JsonApiHttpError extends Error {
    status;
    detail;
    extra;
    constructor(status, detail, extra = {}) {
        super(detail);
        this.status = status;
        this.detail = detail;
        this.extra = extra;
    }
    toDocument(requestUrl) {
        const anchor = infoAnchors[this.status];
        return {
            jsonapi: jsonapiObject,
            errors: [
                {
                    title: titles[this.status] ?? 'Error',
                    status: String(this.status),
                    detail: this.detail,
                    links: {
                        via: { href: requestUrl },
                        ...(anchor ? { info: { href: `${rfc2616}${anchor}` } } : {}),
                    },
                    ...this.extra,
                },
            ],
        };
    }
}
