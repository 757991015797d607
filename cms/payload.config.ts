import path from 'node:path';
import { lexicalEditor } from '@payloadcms/richtext-lexical';
import { buildConfig } from 'payload';
import sharp from 'sharp';
import { media } from './collections/media';
import { caseStudies } from './collections/stories/case-studies';
import { categories } from './collections/stories/categories';
import { insights } from './collections/stories/insights';
import { pages } from './collections/pages';
import { policies } from './collections/policies';
import { industries } from './collections/industries';
import { serviceCategories } from './collections/service-categories';
import { services } from './collections/services';
import { users } from './collections/users';
import { cmsDatabase } from './database';
import { chat } from './globals/chat';
import { company } from './globals/company';
import { navigation } from './globals/navigation';
import { seedLog } from './globals/seed-log';
import { onInit } from './on-init';
import { withPlainText } from './plain-text';
import { cmsSecret } from './secret';
import { siteTimezones, siteUrl } from './site';
import { keepValidationDetails } from './validation-details';

/** The editor at /admin; its REST and GraphQL API under /cms-api, apart from the site's /api. */
async function cmsConfig() {
  return buildConfig({
    serverURL: siteUrl,
    routes: { admin: '/admin', api: '/cms-api', graphQL: '/graphql' },
    csrf: [siteUrl],
    cors: [],
    secret: await cmsSecret(),
    admin: {
      user: users.slug,
      // Gravatar would send each editor's address hash to a third party (and the editor's CSP refuses it).
      avatar: 'default',
      meta: { titleSuffix: ' | Site editor' },
      timezones: siteTimezones,
      // Payload's "create first user" screen would let anyone make the first admin: "Nothing found".
      components: {
        views: { createFirstUser: { Component: '/cms/admin/no-first-user#NoFirstUser' } },
      },
      importMap: {
        baseDir: path.resolve(/* turbopackIgnore: true */ process.cwd()),
        importMapFile: path.resolve(
          /* turbopackIgnore: true */ process.cwd(),
          'app/(payload)/admin/importMap.ts',
        ),
      },
    },
    collections: [
      users,
      media,
      pages,
      services,
      serviceCategories,
      industries,
      policies,
      categories,
      insights,
      caseStudies,
    ].map(withPlainText),
    globals: [company, navigation, chat, seedLog].map(withPlainText),
    editor: lexicalEditor(),
    db: cmsDatabase(),
    sharp,
    upload: { limits: { fileSize: 5 * 1024 * 1024 } },
    graphQL: { disablePlaygroundInProduction: true, maxComplexity: 1000 },
    telemetry: false,
    typescript: {
      // Payload otherwise spawns `payload generate:types` at every start outside production
      // (tests, scripts, `payload run`): about 17 CPU-s each, beside what the start itself costs.
      // `npm run cms:migration` writes the types with the schema change that needs them.
      autoGenerate: false,
      outputFile: path.resolve(/* turbopackIgnore: true */ process.cwd(), 'cms/payload-types.ts'),
    },
    hooks: { afterError: [keepValidationDetails] },
    onInit,
  });
}

export default cmsConfig();
