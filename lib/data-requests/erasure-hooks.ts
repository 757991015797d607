import 'server-only';

/** Something the site keeps by e-mail address, removed when that person asks for erasure. */
export type ErasureHook = {
  name: string;
  erase: (email: string) => Promise<void>;
};

/**
 * What the site itself keeps about a person beyond the outbox (which its retention empties):
 * each feature that stores data by e-mail address adds its hook here. Run at once when an
 * erasure request has been stored; the company erases its own records from the request.
 * Each feature's code is loaded only when an erasure runs.
 */
export const erasureHooks: ErasureHook[] = [
  {
    name: 'job-alerts',
    erase: async (email) => {
      const { deleteSubscriptionsFor } = await import('@/lib/job-alerts');
      await deleteSubscriptionsFor(email);
    },
  },
  {
    // The outbox's applications (with where each applicant came from) before retention empties it.
    name: 'application-records',
    erase: async (email) => {
      const { eraseApplicationRecords } = await import('@/lib/submissions/records');
      await eraseApplicationRecords(email);
    },
  },
];
