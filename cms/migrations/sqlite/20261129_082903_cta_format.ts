import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

// The formats the site showed when this column came (then chosen in code): a store made before
// keeps each page's look; the pages not named stay on the banner.
const PAGES: [string, string][] = [
  ['/services', 'office'],
  ['/industries', 'office'],
  ['/case-studies', 'quote'],
  ['/products/appraisal360', 'office'],
]
const SERVICES: [string, string][] = [
  ['it-staffing', 'screen:employee-directory'],
  ['permanent-staffing', 'office'],
  ['contract-staffing', 'screen:attendance'],
  ['localization-staffing', 'office'],
  ['payroll-services', 'screen:payroll-run'],
  ['application-development', 'office'],
  ['internet-of-things', 'office'],
  ['digital-marketing', 'screen:analytics'],
  ['robotics-process-automation', 'office'],
  ['business-excellence', 'screen:goals'],
]

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` ADD \`cta_format\` text DEFAULT 'banner';`)
  await db.run(sql`ALTER TABLE \`_pages_v\` ADD \`version_cta_format\` text DEFAULT 'banner';`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`cta_format\` text DEFAULT 'banner';`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_cta_format\` text DEFAULT 'banner';`)
  for (const [path, format] of PAGES) {
    await db.run(sql`UPDATE \`pages\` SET \`cta_format\` = ${format} WHERE \`path\` = ${path};`)
    await db.run(sql`UPDATE \`_pages_v\` SET \`version_cta_format\` = ${format} WHERE \`version_path\` = ${path};`)
  }
  for (const [slug, format] of SERVICES) {
    await db.run(sql`UPDATE \`services\` SET \`cta_format\` = ${format} WHERE \`slug\` = ${slug};`)
    await db.run(sql`UPDATE \`_services_v\` SET \`version_cta_format\` = ${format} WHERE \`version_slug\` = ${slug};`)
  }
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages\` DROP COLUMN \`cta_format\`;`)
  await db.run(sql`ALTER TABLE \`_pages_v\` DROP COLUMN \`version_cta_format\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`cta_format\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_cta_format\`;`)
}
