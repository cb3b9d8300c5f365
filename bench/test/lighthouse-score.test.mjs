// @ts-check
import { describe, expect, it } from 'vitest';
import { loadingScore, median, weightedPerformance } from '../lib/lighthouse-score.mjs';

/**
 * The performance part of a real report: Lighthouse 12.8.2, mobile preset, `/` of the site
 * (`node bench/lighthouse.mjs --runs 3 --only / --save DIR`, 2026-11-29), where Lighthouse scored
 * performance 0.74 with a Total Blocking Time of 1,224 ms.
 * @param {Record<string, number | null>} [scores] audit scores that replace the report's
 */
function report(scores = {}) {
  const measured = {
    'first-contentful-paint': { weight: 10, score: 0.98 },
    'largest-contentful-paint': { weight: 25, score: 0.91 },
    'total-blocking-time': { weight: 30, score: 0.2 },
    'cumulative-layout-shift': { weight: 25, score: 1 },
    'speed-index': { weight: 10, score: 1 },
    // Informative audits carry no weight.
    interactive: { weight: 0, score: 0.3 },
  };
  return {
    categories: { performance: { auditRefs: Object.entries(measured).map(([id, { weight }]) => ({ id, weight })) } },
    audits: Object.fromEntries(Object.entries(measured).map(([id, { score }]) => [id, { score: id in scores ? (scores[id] ?? null) : score }])),
  };
}

describe('the Lighthouse gate’s figures', () => {
  it('with every weighted audit, gives the score Lighthouse gave the same report', () => {
    expect(weightedPerformance(report())).toBe(74);
  });

  it('leaves Total Blocking Time out of the loading score and shares its weight among the others', () => {
    // (0.98 × 10 + 0.91 × 25 + 1 × 25 + 1 × 10) / 70 = 0.965; with TBT's 0.2 × 30, over 100: 0.7355
    expect(loadingScore(report())).toBe(97);
    // However long the main thread blocks, the loading score does not move…
    expect(loadingScore(report({ 'total-blocking-time': 0 }))).toBe(97);
    expect(loadingScore(report({ 'total-blocking-time': 1 }))).toBe(97);
    // …while Lighthouse's own score does.
    expect(weightedPerformance(report({ 'total-blocking-time': 1 }))).toBe(98);
  });

  it('fails the loading floor of 85 on a slow largest paint or a layout shift', () => {
    expect(loadingScore(report({ 'largest-contentful-paint': 0.5 }))).toBe(82);
    expect(loadingScore(report({ 'cumulative-layout-shift': 0.6 }))).toBe(82);
  });

  it('counts an audit without a score (an error in Lighthouse) as 0, never as a pass', () => {
    expect(loadingScore(report({ 'largest-contentful-paint': null }))).toBe(64);
  });

  it('divides by the median of the anchor’s runs, the middle two averaged', () => {
    expect(median([340, 230, 276])).toBe(276);
    expect(median([230, 340, 276, 300])).toBe(288);
  });
});
