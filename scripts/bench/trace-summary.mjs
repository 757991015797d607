import { MainThreadTasks } from 'lighthouse/core/lib/tracehouse/main-thread-tasks.js';
import { TraceProcessor } from 'lighthouse/core/lib/tracehouse/trace-processor.js';

/** A main-thread task at least this long blocks input (the Long Tasks API's definition). */
export const LONG_TASK_MS = 50;

/** Self time of a task and everything under it, by Lighthouse's task groups (parseHTML, styleLayout, …). */
export function timeByGroup(task, into = {}) {
  into[task.group.id] = (into[task.group.id] ?? 0) + task.selfTime;
  for (const child of task.children) timeByGroup(child, into);
  return into;
}

/** A long task as the report lists it: when it started, how long, and what took most of it. */
function describeTask(task) {
  const [kind, ms] = Object.entries(timeByGroup(task)).sort((a, b) => b[1] - a[1])[0];
  return {
    startMs: Math.round(task.startTime),
    ms: Math.round(task.duration),
    mostly: `${kind} ${Math.round(ms)} ms`,
    url: task.attributableURLs.at(-1) ?? '',
  };
}

/**
 * What the page's main thread did during a Lighthouse load, from its trace: the full-page
 * layouts (Layout events that were not partial, i.e. laid out the whole document from its root)
 * and the long tasks (top-level tasks of 50 ms or more) over the whole load, not only after the
 * first paint as Total Blocking Time counts them, the longest of them, and (for the report) the
 * five longest with what took most of each.
 * @param {{ traceEvents: Array<Record<string, any>> }} trace
 */
/** A trace's main-thread events and its tasks (times in ms from the navigation's start). */
export function mainThreadTasks(trace) {
  const processed = TraceProcessor.processTrace(trace);
  const tasks = MainThreadTasks.getMainThreadTasks(
    processed.mainThreadEvents,
    processed.frames,
    processed.timestamps.traceEnd,
    processed.timestamps.timeOrigin,
  );
  return { processed, tasks };
}

export function summariseTrace(trace) {
  const { processed, tasks } = mainThreadTasks(trace);
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
    topTasks: [...longTasks]
      .sort((a, b) => b.duration - a.duration)
      .slice(0, 5)
      .map(describeTask),
  };
}
