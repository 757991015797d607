import Sequencer from '@jest/test-sequencer';

/**
 * Files that start Payload in processes of their own (several seconds of CPU each) or wait on
 * timers for most of a minute. On a clean clone Jest has no timings and runs large files first;
 * these are small, so they ran last and ended the run on one worker. Started first, the other
 * files fill the second worker beside them.
 */
const SLOW = [
  '/tests/unit/cms-seed.test.ts',
  '/tests/unit/cms-admin-command.test.ts',
  '/tests/unit/outbox-faults.test.ts',
  '/tests/unit/store.test.ts',
];
const rank = (test) => {
  const index = SLOW.findIndex((suffix) => test.path.endsWith(suffix));
  return index === -1 ? SLOW.length : index;
};

export default class SlowFirstSequencer extends Sequencer {
  sort(tests) {
    const sorted = super.sort(tests);
    // Array.prototype.sort is stable: the rest keep Jest's order.
    return [...sorted].sort((a, b) => rank(a) - rank(b));
  }
}
