/**
 * Issue 20's bars, relative to the empty Next app measured in the same run and mode:
 * performance at least 0.95 × the empty app's and TBT at most its TBT + 200 ms in both modes,
 * CLS at most 0.02; under applied throttling ('devtools') also FCP at most its FCP + 300 ms
 * and LCP at most its LCP + 500 ms. A bar left out of a mode is not checked there.
 */
export const BARS = {
  simulate: { perfRatio: 0.95, tbtOverMs: 200, cls: 0.02 },
  devtools: { perfRatio: 0.95, fcpOverMs: 300, lcpOverMs: 500, tbtOverMs: 200, cls: 0.02 },
};

const over = (value, bar) => bar !== undefined && value > bar;

/**
 * Each Lighthouse row of one mode next to the floor row: the performance ratio, FCP, LCP,
 * Speed Index and TBT with their difference to the floor's (`+` columns, ms), LCP − FCP (how
 * long the largest paint waits after the first one), and the bars missed. Best practices and
 * SEO stay in the JSON report's rows: the table is wide enough.
 */
export function compareWithFloor(rows, floor, mode) {
  const bars = BARS[mode];
  return rows.map((row) => {
    if (row.perf === undefined) return row;
    const perfRatio = Math.round((row.perf / floor.perf) * 100) / 100;
    const plus = {
      fcp: row.fcpMs - floor.fcpMs,
      lcp: row.lcpMs - floor.lcpMs,
      si: row.siMs - floor.siMs,
      tbt: row.tbtMs - floor.tbtMs,
    };
    const missed = [
      perfRatio < bars.perfRatio && 'perf',
      over(plus.fcp, bars.fcpOverMs) && 'FCP',
      over(plus.lcp, bars.lcpOverMs) && 'LCP',
      over(plus.tbt, bars.tbtOverMs) && 'TBT',
      row.cls > bars.cls && 'CLS',
      row.a11y < 100 && 'a11y',
    ].filter(Boolean);
    return {
      path: row.path,
      perf: row.perf,
      ratio: perfRatio,
      fcpMs: row.fcpMs,
      'fcp+': plus.fcp,
      lcpMs: row.lcpMs,
      'lcp+': plus.lcp,
      'lcp-fcp': row.lcpMs - row.fcpMs,
      siMs: row.siMs,
      'si+': plus.si,
      tbtMs: row.tbtMs,
      'tbt+': plus.tbt,
      cls: row.cls,
      a11y: row.a11y,
      bars: row === floor ? 'floor' : missed.length ? `missed: ${missed.join(', ')}` : 'met',
      failing: row.failing,
    };
  });
}
