import { isValidMail } from '../auth/users.js';
import { Hono, type Context } from 'hono';
import { csrfRequestHeaderCheck } from '../auth/middleware.js';
import type { AppEnv } from '../auth/account.js';
import { sanitizeText } from '../content/sanitize.js';
import type { Db } from '../db/database.js';
import { webformSubmission } from '../db/schema.js';
import { BodyTooLargeError, readText } from './body.js';
import { parseJsonBody } from './clean.js';
import { jsonResponse } from './respond.js';

/** The webforms the site posts to, with their elements (webform_rest's contract §6). */
interface Element {
  label: string;
  required: boolean;
  maxLength: number;
  kind: 'text' | 'email' | 'textarea' | 'checkbox';
}

const WEBFORMS: Record<string, Record<string, Element>> = {
  contact: {
    name: { label: 'Nom', required: true, maxLength: 255, kind: 'text' },
    email: { label: 'Adresse e-mail', required: true, maxLength: 254, kind: 'email' },
    subject: { label: 'Objet', required: true, maxLength: 255, kind: 'text' },
    message: { label: 'Message', required: true, maxLength: 5000, kind: 'textarea' },
    consent: { label: 'J’accepte d’être recontacté', required: true, maxLength: 5, kind: 'checkbox' },
  },
};


function isChecked(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true' || value === 'on';
}

/** `POST /webform_rest/submit` (JSON body, CSRF token when cookie-authenticated). */
export function webformRoutes(db: Db): Hono<AppEnv> {
  const app = new Hono<AppEnv>();
  const csrf = csrfRequestHeaderCheck(db);
  /** The CSRF check's refusal, or undefined when the request may go on. */
  const csrfRefusal = async (c: Context<AppEnv>): Promise<Response | undefined> => {
    let passed = false;
    const refusal = await csrf(c, async () => {
      passed = true;
    });
    return passed ? undefined : (refusal ?? undefined);
  };
  app.post('/webform_rest/submit', async (c) => {
    const type = (c.req.header('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
    if (type !== 'application/json') return jsonResponse({ message: `No route found that matches "Content-Type: ${c.req.header('content-type') ?? ''}"` }, 415);
    // The REST resource's access checks (CSRF token) come after the content type, as in Drupal.
    const refused = await csrfRefusal(c);
    if (refused) return refused;
    let text: string;
    let body: unknown;
    try {
      text = await readText(c, 256 * 1024);
    } catch (error) {
      if (error instanceof BodyTooLargeError) return jsonResponse({ message: 'The request body is too large.' }, 413);
      throw error;
    }
    // webform_rest 4.0 (`WebformSubmitResource::post`, the lab's release): an empty body, then the
    // webform id, answered as `{"error": {"message": …}}`; a body that is not JSON is refused
    // before, by core REST's deserialisation (`{"message": "Syntax error"}`).
    const refuse = (message: string) => jsonResponse({ error: { message } }, 400);
    if (text === '' || text === '0') return refuse('No data has been submitted.');
    try {
      body = parseJsonBody(text);
    } catch {
      return jsonResponse({ message: 'Syntax error' }, 400);
    }
    const values = typeof body === 'object' && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
    const id = values['webform_id'];
    if (id === undefined || id === null || id === '' || id === false || id === 0 || id === '0') return refuse('Missing required webform_id value.');
    const elements = typeof id === 'string' ? WEBFORMS[id] : undefined;
    // 4.0.3 fails with a 500 here (it reads the webform's settings before this check).
    if (!elements) return refuse('Invalid webform_id value.');
    const errors: Record<string, string> = {};
    const data: Record<string, string | boolean> = {};
    for (const [key, element] of Object.entries(elements)) {
      const raw = values[key];
      if (element.kind === 'checkbox') {
        const checked = isChecked(raw);
        if (element.required && !checked) errors[key] = `Le champ ${element.label} est requis.`;
        data[key] = checked;
        continue;
      }
      const text = typeof raw === 'string' ? sanitizeText(raw) : typeof raw === 'number' ? String(raw) : '';
      if (element.required && text === '') errors[key] = `Le champ ${element.label} est requis.`;
      else if (text.length > element.maxLength) errors[key] = `${element.label} ne doit pas dépasser ${element.maxLength} caractères.`;
      else if (element.kind === 'email' && text !== '' && !isValidMail(text)) errors[key] = `L’adresse e-mail ${text} n’est pas valide.`;
      data[key] = text;
    }
    if (Object.keys(errors).length > 0) return jsonResponse({ message: 'Submitted Data contains validation errors.', error: errors }, 400);
    const account = c.get('account');
    const [saved] = await db
      .insert(webformSubmission)
      .values({ webformId: id as string, uid: account.uid, data })
      .returning({ sid: webformSubmission.sid });
    return jsonResponse({ sid: String(saved?.sid ?? '') });
  });
  return app;
}
