/**
 * A minimal Swagger 2.0 → OpenAPI 3 conversion, enough for the generator: a real Drupal's
 * `openapi` module serves Swagger 2.0 (`GET /openapi/jsonapi?_format=json`).
 *
 * What it converts: `definitions` → `components.schemas` (with every `#/definitions/` reference
 * rewritten to `#/components/schemas/`), `x-nullable: true` → a `null` type, paths kept with body
 * parameters turned into `requestBody` and response `schema` into `content`, `host`/`basePath` →
 * `servers`. Limits: no `securityDefinitions`, `formData` or `collectionFormat` handling, no
 * `discriminator` conversion; the emitters only read `components.schemas` and the HTTP methods of
 * the paths, so these do not matter to them.
 */

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

export function isSwagger2(doc: unknown): boolean {
  return isObject(doc) && doc['swagger'] === '2.0';
}

/** Rewrites `$ref`s and `x-nullable` recursively. */
function convertSchema(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(convertSchema);
  if (!isObject(value)) return value;
  const result: Json = {};
  for (const [key, item] of Object.entries(value)) {
    if (key === '$ref' && typeof item === 'string') result[key] = item.replace(/^#\/definitions\//, '#/components/schemas/');
    else if (key === 'x-nullable') continue;
    else result[key] = convertSchema(item);
  }
  if (value['x-nullable'] === true) {
    if (typeof result['type'] === 'string') result['type'] = [result['type'], 'null'];
    else return { oneOf: [result, { type: 'null' }] };
  }
  return result;
}

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch'];

function convertOperation(operation: Json, consumes: string[], produces: string[]): Json {
  const result: Json = {};
  const parameters: unknown[] = [];
  for (const [key, value] of Object.entries(operation)) {
    if (key === 'parameters' && Array.isArray(value)) {
      for (const parameter of value) {
        if (isObject(parameter) && parameter['in'] === 'body') {
          const mediaTypes = Array.isArray(operation['consumes']) ? (operation['consumes'] as string[]) : consumes;
          const content: Json = {};
          for (const type of mediaTypes.length ? mediaTypes : ['application/json']) content[type] = { schema: convertSchema(parameter['schema']) };
          result['requestBody'] = { required: parameter['required'] === true, content };
        } else if (isObject(parameter)) {
          const { type, format, items, enum: values, ...rest } = parameter;
          const schema = Object.fromEntries(Object.entries({ type, format, items, enum: values }).filter(([, item]) => item !== undefined));
          parameters.push(convertSchema('$ref' in parameter ? parameter : { ...rest, schema }));
        }
      }
    } else if (key === 'responses' && isObject(value)) {
      const responses: Json = {};
      for (const [status, response] of Object.entries(value)) {
        if (!isObject(response)) continue;
        const { schema, ...rest } = response;
        const mediaTypes = Array.isArray(operation['produces']) ? (operation['produces'] as string[]) : produces;
        responses[status] =
          schema === undefined
            ? convertSchema(rest)
            : { ...(convertSchema(rest) as Json), content: Object.fromEntries((mediaTypes.length ? mediaTypes : ['application/json']).map((type) => [type, { schema: convertSchema(schema) }])) };
      }
      result['responses'] = responses;
    } else if (key !== 'consumes' && key !== 'produces') {
      result[key] = convertSchema(value);
    }
  }
  if (parameters.length) result['parameters'] = parameters;
  return result;
}

/** The OpenAPI 3.0 shape of a Swagger 2.0 document. */
export function swagger2ToOpenApi3(doc: Json): Json {
  const consumes = Array.isArray(doc['consumes']) ? (doc['consumes'] as string[]) : [];
  const produces = Array.isArray(doc['produces']) ? (doc['produces'] as string[]) : [];
  const paths: Json = {};
  for (const [path, item] of Object.entries(isObject(doc['paths']) ? doc['paths'] : {})) {
    if (!isObject(item)) continue;
    const converted: Json = {};
    for (const [method, operation] of Object.entries(item)) {
      if (METHODS.includes(method) && isObject(operation)) converted[method] = convertOperation(operation, consumes, produces);
    }
    paths[path] = converted;
  }
  const basePath = typeof doc['basePath'] === 'string' ? doc['basePath'] : '/';
  return {
    openapi: '3.0.3',
    info: doc['info'] ?? { title: 'Drupal JSON:API', version: '1' },
    servers: [{ url: typeof doc['host'] === 'string' ? `//${doc['host']}${basePath}` : basePath }],
    paths,
    components: { schemas: convertSchema(isObject(doc['definitions']) ? doc['definitions'] : {}) },
  };
}
