// Part of scripts/cms-store-fixture.mjs: queues a scheduled publish of a service's draft on the
// store DATA_DIR / DATABASE_URL name, as the editor's "Schedule Publish" does
// (@payloadcms/ui's schedulePublishHandler: payload.jobs.queue), by the admin named.
import config from '@payload-config';
import { getPayload } from 'payload';

const [scheduledJson, adminEmail] = process.argv.slice(2);
const scheduled = JSON.parse(scheduledJson!) as { slug: string; waitUntil: string };
const payload = await getPayload({ config });
const find = (collection: 'services' | 'users', field: string, value: string) =>
  payload.find({
    collection,
    where: { [field]: { equals: value } },
    depth: 0,
    overrideAccess: true,
  });
const service = (await find('services', 'slug', scheduled.slug)).docs[0]!;
const admin = (await find('users', 'email', adminEmail!)).docs[0]!;
await payload.jobs.queue({
  task: 'schedulePublish',
  input: {
    type: 'publish',
    doc: { relationTo: 'services', value: service.id },
    user: { relationTo: 'users', value: admin.id },
  },
  waitUntil: new Date(scheduled.waitUntil),
});
await payload.destroy();
process.exit(0);
