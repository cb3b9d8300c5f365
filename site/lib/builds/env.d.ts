declare namespace NodeJS {
  interface ProcessEnv {
    /** The build the page's scripts come from, written in at build time (next.config.ts). */
    readonly NEXT_PUBLIC_BUILD_ID?: string;
  }
}
