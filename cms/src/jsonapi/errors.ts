import { jsonapiObject, type ErrorObject } from './document.js';

/** Symfony's reason phrases, which Drupal uses as the error `title`. */
const titles: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  405: 'Method Not Allowed',
  406: 'Not Acceptable',
  409: 'Conflict',
  413: 'Content Too Large',
  415: 'Unsupported Media Type',
  422: 'Unprocessable Content',
  500: 'Internal Server Error',
  501: 'Not Implemented',
};

const rfc2616 = 'http://www.w3.org/Protocols/rfc2616/rfc2616-sec10.html';
const infoAnchors: Record<number, string> = {
  400: '#sec10.4.1',
  403: '#sec10.4.4',
  404: '#sec10.4.5',
  405: '#sec10.4.6',
  406: '#sec10.4.7',
  409: '#sec10.4.10',
  413: '#sec10.4.14',
  415: '#sec10.4.16',
  500: '#sec10.5.1',
  501: '#sec10.5.2',
};

/** One violation of a 422 answer (`UnprocessableHttpEntityExceptionNormalizer`). */
export interface Violation {
  /** Public field name; empty for the whole resource. */
  field: string;
  message: string;
  /** `attributes` or `relationships`. */
  member?: 'attributes' | 'relationships';
}

/** An error answered as a JSON:API error document (`HttpExceptionNormalizer`). */
export class JsonApiHttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly extra: Pick<ErrorObject, 'source'> = {},
  ) {
    super(detail);
  }

  toDocument(requestUrl: string): { jsonapi: typeof jsonapiObject; errors: ErrorObject[] } {
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

/** 422 with one error object per violation, `detail` as "field: message". */
export class UnprocessableEntityError extends JsonApiHttpError {
  constructor(readonly violations: readonly Violation[]) {
    super(422, violations.map((v) => (v.field ? `${v.field}: ${v.message}` : v.message)).join('\n'));
  }

  override toDocument(): { jsonapi: typeof jsonapiObject; errors: ErrorObject[] } {
    return {
      jsonapi: jsonapiObject,
      errors: this.violations.map((violation) => ({
        title: 'Unprocessable Content',
        status: '422',
        detail: violation.field ? `${violation.field}: ${violation.message}` : violation.message,
        source: { pointer: violation.field ? `/data/${violation.member ?? 'attributes'}/${violation.field}` : '/data' },
      })),
    };
  }
}
