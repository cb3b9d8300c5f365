// The types of scripts/lib/drupal-lab.mjs, which its JSDoc uses too. TypeScript reads this file
// instead of the module when a test imports it.

/** What the `next` module's site entry `campus` points at: the site's URLs and shared secrets. */
export interface LabSiteOptions {
  /** The site's public URL (SITE_URL, else http://localhost:PORT): the base of preview links. */
  url?: string;
  /** Where Drupal calls the site after a change (the site's /api/revalidate; http://127.0.0.1:PORT/api/revalidate). */
  revalidateUrl?: string;
  /** Shared with the site (REVALIDATE_SECRET; the lab default otherwise). */
  revalidateSecret?: string;
  /** The site's draft entry point for preview links (`<url>/api/draft`). */
  previewUrl?: string;
  /** Secret of preview links (DRUPAL_PREVIEW_SECRET; the lab default otherwise). */
  previewSecret?: string;
  /** OAuth client of the site's preview reads (DRUPAL_CLIENT_ID, `campus-site-preview`). */
  clientId?: string;
  /** Its secret (DRUPAL_CLIENT_SECRET, `campus-preview-secret`). */
  clientSecret?: string;
}

/** The site entry as installed, every value resolved. */
export type LabSite = Required<LabSiteOptions>;

export interface InstallLabOptions {
  /** The lab's directory (DRUPAL_LAB_DIR, else `.data/drupal` at the repository's root). */
  dir?: string;
  /** Reinstall even when the stamp says the install is current (false). */
  force?: boolean;
  /** Apply `drupal/recipes/campus_site` (true). */
  recipe?: boolean;
  /** Load the cms's demo content, exported with `content:export` (true). */
  demo?: boolean;
  /** The `next` site entry; unset values come from the environment (see LabSiteOptions). */
  site?: LabSiteOptions;
  /** The kit's directory (findKit() when unset). */
  kit?: string;
  /** Receives every line, the children's included; console.log by default. */
  log?: (line: string) => void;
}

export interface InstalledLab {
  dir: string;
  kit: string;
  /** False when the stamp matched and only the settings and the site entry were written again. */
  installed: boolean;
  /** Seconds spent, and per step ("install", "recipe", "demo"…). */
  seconds: number;
  steps: Record<string, number>;
  site: LabSite;
  /** Entities the demo import created or updated, per resource type (empty without demo). */
  demo: Record<string, number>;
}

export interface ServeLabOptions {
  dir?: string;
  /** 8890 by default (DRUPAL_LAB_PORT). */
  port?: number;
  /** php -S workers (LAB_WORKERS, else 4). */
  workers?: number;
  kit?: string;
  log?: (line: string) => void;
  /** How long to wait for `GET /jsonapi` to answer 200 (60 s). */
  timeoutMs?: number;
}

export interface ServedLab {
  /** http://127.0.0.1:<port> */
  baseUrl: string;
  port: number;
  /** The lab.sh process (php -S and its workers are its children). */
  pid: number | undefined;
  /** Resolves once the server stopped; rejects-never. */
  exited: Promise<number | null>;
  /** Stops php -S and its workers; resolves once they exited. */
  stop(): Promise<void>;
}

/** The lab's default values. */
export const LAB_DEFAULTS: {
  port: number;
  revalidateSecret: string;
  previewSecret: string;
  clientId: string;
  clientSecret: string;
};

/** The repository's root directory (with a trailing separator). */
export const repoRoot: string;

/** Raised by installLab and serveLab when the kit cannot be found. */
export class KitMissingError extends Error {}

/** Absolute path of the lab kit (DRUPAL_LAB_KIT, `<repo>/../shared/drupal-lab`, then each parent's `shared/drupal-lab`), or undefined. */
export function findKit(): string | undefined;

/** The directories findKit() looks at, in order (for messages). */
export function kitCandidates(): string[];

/** DRUPAL_LAB_DIR (relative to the repository) or `<repo>/.data/drupal`. */
export function defaultLabDir(): string;

/** The site entry from options, then the environment, then the lab defaults. */
export function resolveSite(options?: LabSiteOptions, env?: NodeJS.ProcessEnv): LabSite;

/** Adds (or replaces) the lab's block at the end of `dir`'s settings.php (reverse proxy, trusted hosts, public files). */
export function writeSettings(dir: string): void;

/** Installs the kit into `dir`, applies the recipe, the settings and the demo content (see docs/drupal.md, "The lab Drupal"). */
export function installLab(options?: InstallLabOptions): Promise<InstalledLab>;

/** Serves an installed lab on 127.0.0.1 and resolves once `GET /jsonapi` answers 200. */
export function serveLab(options?: ServeLabOptions): Promise<ServedLab>;

/** Runs `lab.sh <args>` with the kit; resolves with its exit code, rejects when it fails. */
export function runLabSh(args: string[], options?: { kit?: string; log?: (line: string) => void; env?: NodeJS.ProcessEnv }): Promise<void>;
