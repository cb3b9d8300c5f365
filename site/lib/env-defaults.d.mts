// Types of env-defaults.mjs for the app's TypeScript (the site does not check JavaScript files).
export declare const DEFAULT_CMS_PORT: 8080;
export declare const DEFAULT_MAP_TILE_URL: string;
export declare function backendBaseUrl(environment: { DRUPAL_BASE_URL?: string | undefined; CMS_PORT?: string | number | undefined }): string;
