/**
 * The bars, relative to rows measured in the same run and mode. Against the empty Next app:
 * performance at least 0.95 × its score and TBT at most its TBT + 200 ms in both modes, CLS at
 * most 0.02; under applied throttling ('devtools') also FCP at most its FCP + 300 ms and LCP at
 * most its LCP + 500 ms. Against the page's own no-JS twin (twinBars): performance at least
 * 0.95 × the twin's in both modes, and applied FCP at most the twin's + 150 ms. A bar left out of
 * a mode is not checked there.
 */
const BARS = {
  simulate: { perfRatio: 0.95, tbtOverMs: 200, cls: 0.02 },
  devtools: { perfRatio: 0.95, fcpOverMs: 300, lcpOverMs: 500, tbtOverMs: 200, cls: 0.02 },
};
const TWIN_BARS = {
  simulate: { perfRatio: 0.95 },
  devtools: { perfRatio: 0.95, fcpOverMs: 150 },
};

const over = (value, bar) => bar !== undefined && value > bar;
const ratio = (value, base) => Math.round((value / base) * 100) / 100;

/** The trace columns of an applied-throttling row (trace-summary.mjs), when it has them. */
const traceColumns = (row) =>
  row.longTaskMs === undefined
    ? {}
    : { layouts: row.fullLayouts, longTasks: row.longTasks, longTaskMs: row.longTaskMs };

/** The bars a row misses against the floor (the empty app) and, when given, its twin. */
function missedBars(row, floor, twin, mode) {
  const bars = BARS[mode];
  const twinBars = TWIN_BARS[mode];
  return [
    ratio(row.perf, floor.perf) < bars.perfRatio && 'perf',
    twin && ratio(row.perf, twin.perf) < twinBars.perfRatio && 'perf÷twin',
    over(row.fcpMs - floor.fcpMs, bars.fcpOverMs) && 'FCP',
    twin && over(row.fcpMs - twin.fcpMs, twinBars.fcpOverMs) && 'FCP−twin',
    over(row.lcpMs - floor.lcpMs, bars.lcpOverMs) && 'LCP',
    over(row.tbtMs - floor.tbtMs, bars.tbtOverMs) && 'TBT',
    row.cls > bars.cls && 'CLS',
    row.a11y < 100 && 'a11y',
  ].filter(Boolean);
}

const verdict = (missed) => (missed.length ? `missed: ${missed.join(', ')}` : 'met');

/**
 * Each Lighthouse row of one mode next to the floor row: the performance ratio, FCP, LCP,
 * Speed Index and TBT with their difference to the floor's (`+` columns, ms), LCP − FCP (how
 * long the largest paint waits after the first one), the trace's layouts and long tasks under
 * applied throttling, and the bars missed. Best practices and SEO stay in the JSON report's
 * rows: the table is wide enough.
 */
export function compareWithFloor(rows, floor, mode) {
  return rows.map((row) => {
    if (row.perf === undefined) return row;
    return {
      path: row.path,
      perf: row.perf,
      ratio: ratio(row.perf, floor.perf),
      fcpMs: row.fcpMs,
      'fcp+': row.fcpMs - floor.fcpMs,
      lcpMs: row.lcpMs,
      'lcp+': row.lcpMs - floor.lcpMs,
      'lcp-fcp': row.lcpMs - row.fcpMs,
      siMs: row.siMs,
      'si+': row.siMs - floor.siMs,
      tbtMs: row.tbtMs,
      'tbt+': row.tbtMs - floor.tbtMs,
      cls: row.cls,
      a11y: row.a11y,
      ...traceColumns(row),
      bars: row === floor ? 'floor' : verdict(missedBars(row, floor, null, mode)),
      failing: row.failing,
    };
  });
}

/** The label of a page's no-JS twin in the bench's targets. */
export const twinLabel = (path) => `${path} (no JS)`;

/**
 * One row per page of one mode, beside the empty app and its own no-JS twin (the row labelled
 * twinLabel(path)): performance ÷ the empty app's and ÷ the twin's, the twin's own ratio to the
 * empty app, FCP, LCP, TBT and Speed Index as `page / twin` (ms), CLS, the trace's layouts and
 * long tasks (applied throttling; `page / twin`), and the bars missed.
 */
export function compareWithTwins(rows, floor, mode) {
  const byLabel = new Map(rows.map((row) => [row.path, row]));
  const pair = (row, twin, key) => (twin ? `${row[key]} / ${twin[key]}` : `${row[key]}`);
  return rows
    .filter((row) => row !== floor && !row.path.endsWith(twinLabel('')))
    .map((row) => {
      if (row.perf === undefined) return row;
      const twin = byLabel.get(twinLabel(row.path));
      const measuredTwin = twin?.perf === undefined ? undefined : twin;
      return {
        path: row.path,
        perf: row.perf,
        '÷empty': ratio(row.perf, floor.perf),
        '÷twin': measuredTwin ? ratio(row.perf, measuredTwin.perf) : '—',
        'twin÷empty': measuredTwin ? ratio(measuredTwin.perf, floor.perf) : '—',
        'fcp page/twin': pair(row, measuredTwin, 'fcpMs'),
        'lcp page/twin': pair(row, measuredTwin, 'lcpMs'),
        'tbt page/twin': pair(row, measuredTwin, 'tbtMs'),
        'si page/twin': pair(row, measuredTwin, 'siMs'),
        cls: row.cls,
        ...(row.longTaskMs === undefined
          ? {}
          : {
              'layouts page/twin': pair(row, measuredTwin, 'fullLayouts'),
              'longTaskMs page/twin': pair(row, measuredTwin, 'longTaskMs'),
            }),
        bars: verdict(missedBars(row, floor, measuredTwin, mode)),
      };
    });
}

/** The empty app's own figures, the line every page is compared with. */
export const floorLine = (floor) =>
  `empty Next app: performance ${floor.perf}, FCP ${floor.fcpMs} ms, LCP ${floor.lcpMs} ms, TBT ${floor.tbtMs} ms, Speed Index ${floor.siMs} ms` +
  (floor.longTaskMs === undefined
    ? ''
    : `, ${floor.fullLayouts} full layouts, long tasks ${floor.longTaskMs} ms`);
