import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A main-thread task at least this long blocks input (the Long Tasks API's definition). */
const LONG_TASK_MS = 50;

/**
 * What the page's main thread did during a Lighthouse load, from its trace: the full-page
 * layouts (Layout events that were not partial, i.e. laid out the whole document from its root)
 * and the long tasks (top-level tasks of 50 ms or more) over the whole load, not only after the
 * first paint as Total Blocking Time counts them, and the longest of them.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 */
export function summariseTrace(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  const longTasks = tasks.filter((task) => !task.parent && task.duration >= LONG_TASK_MS);
  const layouts = processed.mainThreadEvents.filter(
    (event) => event.name === 'Layout' && (event.ph === 'X' || event.ph === 'B'),
  );
  return {
    fullLayouts: layouts.filter((event) => event.args?.beginData?.partialLayout === false).length,
    layouts: layouts.length,
    longTasks: longTasks.length,
    longTaskMs: Math.round(longTasks.reduce((sum, task) => sum + task.duration, 0)),
    longestTaskMs: Math.round(Math.max(0, ...longTasks.map((task) => task.duration))),
  };
}
