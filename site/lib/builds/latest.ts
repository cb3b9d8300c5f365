/** What `/builds/latest.json` answers: the build the server runs now. */
export type LatestBuild = { id: string; timestamp: string };

/** What `/builds/meta/{id}.json` answers for the current build. */
export type BuildMeta = LatestBuild & { prerendered: string[] };

export const LATEST_BUILD_PATH = '/builds/latest.json';
