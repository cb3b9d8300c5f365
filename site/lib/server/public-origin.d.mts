// Types of public-origin.mjs for the app's TypeScript (the site does not check JavaScript files).
export declare const PUBLIC_ORIGIN_HEADER: 'x-campus-public-origin';
export declare function configuredOrigin(env: Record<string, string | undefined>): string | undefined;
export declare function publicOriginOf(request: { configured: string | undefined; host: string | undefined; https: boolean; fallback: string }): string;
