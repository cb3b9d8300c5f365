/*
 * The consent manager's names, in a module of their own: a page that only needs them (a video's
 * "Gérer mes cookies" link) does not ship the parameters and the cookie icon of consent-options.ts
 * (webpack keeps a module whole in each chunk that includes it).
 */

/** The hash that opens tarteaucitron's panel: a link to it is a "Gérer mes cookies" link. */
export const CONSENT_PANEL_HASH = '#tarteaucitron';

/** tarteaucitron's cookie: `!youtube=false!googletagmanager=true`, one `!service=choice` each. */
export const CONSENT_COOKIE_NAME = 'tarteaucitron';
