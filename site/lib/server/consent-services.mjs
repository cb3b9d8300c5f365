// @ts-check
// tarteaucitron loads `tarteaucitron.services.js` (its definitions of about 500 services, 275 kB) on
// every page once it starts. The site uses two of them (ui/src/consent/consent-options.ts,
// `consentJobs`), so the file it serves holds only those: parsing the whole file was a long task of
// 60-80 ms on every page in Lighthouse's slowed-down phone (docs/performance.md).

/** The services the site's consent manager can start. */
export const CONSENT_SERVICES = ['googletagmanager', 'youtube'];

/**
 * The definitions of `services` cut out of tarteaucitron's services file: each one is the block
 * from `tarteaucitron.services.{name} = {` at the start of a line to the first `};` line after it.
 * @param {string} source the content of tarteaucitron.services.js
 * @param {readonly string[]} [services]
 * @returns {string}
 */
export function trimServicesFile(source, services = CONSENT_SERVICES) {
  const blocks = services.map((name) => {
    const start = source.indexOf(`\ntarteaucitron.services.${name} = {`);
    if (start < 0) throw new Error(`tarteaucitron.services.js has no service "${name}"`);
    const end = source.indexOf('\n};', start + 1);
    if (end < 0) throw new Error(`tarteaucitron.services.js: the service "${name}" does not end`);
    return source.slice(start + 1, end + 3);
  });
  return `/* tarteaucitron.services.js, only the services the site uses (${services.join(', ')}): site/lib/server/consent-services.mjs */\n${blocks.join('\n\n')}\n`;
}
