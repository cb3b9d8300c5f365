// @ts-check
/**
 * The figures bench/lighthouse.mjs computes from Lighthouse's reports, apart so that they are tested
 * (bench/test/lighthouse-score.test.mjs) on a real report's numbers.
 */

/**
 * The part of a Lighthouse result (LHR) these figures read.
 * @typedef {{
 *   categories: { performance: { auditRefs: { id: string, weight: number }[] } },
 *   audits: Record<string, { score: number | null } | undefined>,
 * }} LighthouseResult
 */

/**
 * The median; of an even count, the mean of the two middle values (the bench's one: the gate's
 * anchor, bench/load.mjs's and bench/cluster.mjs's rounds).
 * @param {number[]} values
 * @returns {number}
 */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? /** @type {number} */ (sorted[middle]) : (/** @type {number} */ (sorted[middle - 1]) + /** @type {number} */ (sorted[middle])) / 2;
}

/**
 * Lighthouse's performance score, out of 100, from its own metric scores and weights, leaving out
 * the audits named in `without` (their weight is shared out among the others).
 * @param {LighthouseResult} lhr
 * @param {string[]} [without]
 * @returns {number}
 */
export function weightedPerformance(lhr, without = []) {
  const refs = lhr.categories.performance.auditRefs.filter((ref) => ref.weight > 0 && !without.includes(ref.id));
  const weight = refs.reduce((sum, ref) => sum + ref.weight, 0);
  const score = refs.reduce((sum, ref) => sum + (lhr.audits[ref.id]?.score ?? 0) * ref.weight, 0) / weight;
  return Math.round(score * 100);
}

/**
 * The gate's "loading" score: Lighthouse's performance score without Total Blocking Time (FCP 10,
 * SI 10, LCP 25, CLS 25 in Lighthouse 12), renormalised, rounded as Lighthouse rounds a category.
 * @param {LighthouseResult} lhr
 * @returns {number}
 */
export function loadingScore(lhr) {
  return weightedPerformance(lhr, ['total-blocking-time']);
}
