// Run by scripts/build.mjs (`payload run`) before `next build`: starting the CMS on the build's
// empty store migrates and seeds it (cms/on-init.ts), once, before the build's workers read it.
import config from '@payload-config';
import { getPayload } from 'payload';

const payload = await getPayload({ config });
await payload.destroy();
