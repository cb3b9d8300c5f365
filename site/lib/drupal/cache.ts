/** Seconds a cached read stays fresh before the next view refreshes it in the background. */
export const REVALIDATE_SECONDS = 60;
