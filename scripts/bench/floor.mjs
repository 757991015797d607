/**
 * Issue 14's bars, relative to the empty Next app measured in the same run: performance at
 * least 0.95 × the empty app's, LCP at most its LCP + 300 ms, TBT at most its TBT + 150 ms,
 * CLS at most 0.02.
 */
export const BARS = { perfRatio: 0.95, lcpOverMs: 300, tbtOverMs: 150, cls: 0.02 };

/**
 * Each Lighthouse row next to the floor row: the performance ratio, LCP − FCP (how long the
 * largest paint waits after the first one), LCP and TBT above the floor's, and the bars missed.
 */
export function compareWithFloor(rows, floor) {
  return rows.map((row) => {
    if (row.perf === undefined) return row;
    const isFloor = row === floor;
    const perfRatio = Math.round((row.perf / floor.perf) * 100) / 100;
    const lcpOverMs = row.lcpMs - floor.lcpMs;
    const tbtOverMs = row.tbtMs - floor.tbtMs;
    const missed = [
      perfRatio < BARS.perfRatio && 'perf',
      lcpOverMs > BARS.lcpOverMs && 'LCP',
      tbtOverMs > BARS.tbtOverMs && 'TBT',
      row.cls > BARS.cls && 'CLS',
      row.a11y < 100 && 'a11y',
    ].filter(Boolean);
    return {
      path: row.path,
      perf: row.perf,
      ratio: perfRatio,
      lcpMs: row.lcpMs,
      'lcp-fcp': row.lcpMs - row.fcpMs,
      'lcp+': lcpOverMs,
      tbtMs: row.tbtMs,
      'tbt+': tbtOverMs,
      cls: row.cls,
      a11y: row.a11y,
      bp: row.bp,
      seo: row.seo,
      bars: isFloor ? 'floor' : missed.length ? `missed: ${missed.join(', ')}` : 'met',
      failing: row.failing,
    };
  });
}
