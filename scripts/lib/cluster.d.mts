// The types of scripts/lib/cluster.mjs, which its JSDoc uses too. TypeScript reads this file
// instead of the module when a test imports it, so that the untyped scripts/lib/stack.mjs it
// builds on stays out of the root project's type check (checkJs).

export interface ClusterOptions {
  /** Site instances (2). */
  instances?: number;
  /** The cms's data directory (PGlite and files); a temporary one, removed at stop, when unset. */
  dataDir?: string;
  /** PostgreSQL for the cms; else DATABASE_URL; else PGlite in dataDir. */
  databaseUrl?: string;
  /** Added to the environment of the cms and of every instance; the cluster's wiring (ports, URLs, REDIS_URL, REVALIDATE_SECRET) wins. */
  env?: Record<string, string>;
  /** Receives every line, the children's prefixed (`[site-1] …`, `[cms] …`); console.log by default. */
  log?: (line: string) => void;
  /** Start Redis and give the instances REDIS_URL (true). */
  redis?: boolean;
  /**
   * Run the instances on a copy of the current build instead of the build itself: the build
   * (NEXT_DIST_DIR, else `.next`; built only when there is none) is copied, without its `cache`, to
   * `site/<that dir>-<distDir>` (e.g. `.next-e2e-cluster`), used as the instances' NEXT_DIST_DIR and
   * removed at stop. For a cluster next to another server of the same build (the end-to-end suite):
   * the instances clear their dist dir's caches as they start. Unset: the build itself, rebuilt when stale.
   */
  distDir?: string;
  /** The cms calls the site's /api/revalidate (through nginx) after each write (true). */
  cmsRevalidates?: boolean;
}

export interface Cluster {
  /** nginx in front, http://127.0.0.1:<port> (what visitors use). */
  url: string;
  /** Each site instance directly (http://127.0.0.1:<port>). */
  instances: { url: string; port: number }[];
  cmsUrl: string;
  /** redis://127.0.0.1:<port>; '' when started with `redis: false`. */
  redisUrl: string;
  /** Shared by the cms and every instance. */
  revalidateSecret: string;
  /** SIGKILL of instance i (0-based); resolves once it exited. */
  killInstance(i: number): Promise<void>;
  /** Starts instance i again on the same port; resolves once it answers. */
  startInstance(i: number): Promise<void>;
  /** Stops Redis (SIGTERM, nothing is kept); resolves once it exited. */
  stopRedis(): Promise<void>;
  /** Starts Redis again on the same port, empty; resolves once PING answers. */
  startRedis(): Promise<void>;
  /** Stops nginx, the instances, the cms and Redis, and removes the temporary directories. */
  stop(): Promise<void>;
}

/** Starts Redis, the cms, N instances of one build of the site and nginx in front of them. */
export function startCluster(options?: ClusterOptions): Promise<Cluster>;

/** The redis-server executable (REDIS_SERVER_PATH, Debian's, the PATH; installed with apt as root). */
export function resolveRedisServer(log: (line: string) => void): string;
