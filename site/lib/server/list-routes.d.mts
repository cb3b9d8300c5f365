// Types of list-routes.mjs for the app's TypeScript (the site does not check JavaScript files).
export interface ListRoute {
  /** The public path of the list (`/offres-emploi`). */
  path: string;
  /** The prefix of its cached routes (`/offres-emploi/liste`). */
  cached: string;
  filters: readonly string[];
  uncached: readonly string[];
}
export declare const ANY: 'tous';
export declare const LIST_ROUTES: readonly ListRoute[];
export declare function cachedListPath(pathname: string, query: URLSearchParams): string | null;
export declare function publicListUrl(pathname: string): string | null;
