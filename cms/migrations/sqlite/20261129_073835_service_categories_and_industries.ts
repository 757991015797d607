import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

/*
 * Service categories and industries become records. A store made before this migration gets the
 * records of the day (content/ when this was written, in their order) and its values become
 * relationships to them; a new store gets none here (its tables are empty) and the seed's.
 */
type Category = { slug: string; name: string; icon: string; description: string; featured: string | null; services: string[] }
type Industry = { slug: string; name: string; icon: string; text: string }
const CATEGORIES: Category[] = [
  {"slug": "talent", "name": "Talent Solutions", "icon": "users", "description": "Permanent, contract, IT and executive hiring, plus payroll and localisation specialists, all through one accountable partner.", "featured": "it-staffing", "services": ["permanent-staffing", "contract-staffing", "executive-search", "payroll-services", "localization-staffing"]},
  {"slug": "technology", "name": "Technology Solutions", "icon": "laptop", "description": "Applications built, supported and connected, with digital marketing that turns your online presence into results.", "featured": "application-development", "services": ["application-support", "internet-of-things", "digital-marketing"]},
  {"slug": "training", "name": "Training", "icon": "graduation-cap", "description": "Hands-on programmes in artificial intelligence and process automation that build lasting skills in your teams.", "featured": "artificial-intelligence", "services": ["robotics-process-automation"]},
  {"slug": "consulting", "name": "Consulting", "icon": "trophy", "description": "Strategic consulting for planning, process optimisation, organisational transformation and performance analytics.", "featured": "business-excellence", "services": []},
]
const INDUSTRIES: Industry[] = [
  {"slug": "automobile", "name": "Automobile", "icon": "car", "text": "Engineering, production, quality, supply-chain and dealership roles for manufacturers, component suppliers and automotive retail networks."},
  {"slug": "banking-insurance", "name": "Banking & Insurance", "icon": "landmark", "text": "Relationship managers, credit, risk, compliance, operations and sales professionals for banks, financial services firms and insurers."},
  {"slug": "construction-engineering", "name": "Construction Engineering", "icon": "construction", "text": "Project managers, site and civil engineers, planners, quantity surveyors and safety officers for construction and infrastructure projects."},
  {"slug": "education-academic", "name": "Education / Academic", "icon": "graduation-cap", "text": "Teachers, principals, heads of department and professors, plus non-teaching staff such as PTI, administration, finance and HR, for schools, colleges and universities."},
  {"slug": "fmcg-retail", "name": "FMCG & Retail", "icon": "shopping-cart", "text": "Sales, distribution, category, merchandising and store-operations talent for consumer goods companies and retail chains."},
  {"slug": "manufacturing", "name": "Manufacturing", "icon": "factory", "text": "Plant leadership, production, maintenance, quality and process engineering roles that keep manufacturing operations efficient and safe."},
  {"slug": "healthcare", "name": "Healthcare", "icon": "hospital", "text": "Hospital administrators, clinical and nursing leaders, and support functions for hospitals, clinics and healthcare providers."},
  {"slug": "information-technology", "name": "Information Technology", "icon": "laptop", "text": "Developers, architects, testers, cloud and data specialists, and technology leaders for IT and IT-enabled services companies."},
  {"slug": "oil-gas", "name": "Oil & Gas", "icon": "fuel", "text": "Engineers, technical specialists, HSE professionals and project leaders for energy, exploration and processing operations."},
  {"slug": "telecom", "name": "Telecom", "icon": "radio-tower", "text": "Network engineers, RF and infrastructure specialists, and sales and service professionals for telecom operators and their partners."},
]
/** Payload's fractional order keys for the first ten records of an orderable collection. */
const ORDER = ["a0", "a1", "a2", "a3", "a4", "a5", "a6", "a7", "a8", "a9"]

async function carryAcross(db: MigrateUpArgs['db']): Promise<void> {
  const [used] = await db.all<{ n: number }>(
    sql`SELECT (SELECT count(*) FROM services) + (SELECT count(*) FROM case_studies) + (SELECT count(*) FROM navigation_service_columns) AS n`,
  )
  if (!used || Number(used.n) === 0) return
  for (const [index, category] of CATEGORIES.entries()) {
    await db.run(sql`INSERT INTO service_categories (_order, name, slug, icon, description, featured_id, _status)
      VALUES (${ORDER[index]}, ${category.name}, ${category.slug}, ${category.icon}, ${category.description},
        (SELECT id FROM services WHERE slug = ${category.featured}), 'published')`)
    for (const [position, service] of category.services.entries()) {
      await db.run(sql`INSERT INTO service_categories_rels ("order", parent_id, path, services_id)
        SELECT ${position + 1}, c.id, 'services', s.id FROM service_categories c, services s
        WHERE c.slug = ${category.slug} AND s.slug = ${service}`)
    }
  }
  await db.run(sql`INSERT INTO _service_categories_v (parent_id, version__order, version_name, version_slug,
      version_icon, version_description, version_featured_id, version_updated_at, version_created_at, version__status, latest)
    SELECT id, _order, name, slug, icon, description, featured_id, updated_at, created_at, 'published', 1 FROM service_categories`)
  await db.run(sql`INSERT INTO _service_categories_v_rels ("order", parent_id, path, services_id)
    SELECT r."order", v.id, r.path, r.services_id FROM service_categories_rels r JOIN _service_categories_v v ON v.parent_id = r.parent_id`)
  for (const [index, industry] of INDUSTRIES.entries()) {
    await db.run(sql`INSERT INTO industries (_order, name, slug, icon, text, _status)
      VALUES (${ORDER[index]}, ${industry.name}, ${industry.slug}, ${industry.icon}, ${industry.text}, 'published')`)
  }
  await db.run(sql`INSERT INTO _industries_v (parent_id, version__order, version_name, version_slug, version_icon,
      version_text, version_updated_at, version_created_at, version__status, latest)
    SELECT id, _order, name, slug, icon, text, updated_at, created_at, 'published', 1 FROM industries`)
  await db.run(sql`UPDATE services SET category_id = (SELECT id FROM service_categories c WHERE c.slug = services.category)`)
  await db.run(sql`UPDATE _services_v SET version_category_id = (SELECT id FROM service_categories c WHERE c.slug = _services_v.version_category)`)
  await db.run(sql`UPDATE navigation_service_columns SET category_id = (SELECT id FROM service_categories c WHERE c.slug = navigation_service_columns.category)`)
  await db.run(sql`UPDATE _navigation_v_version_service_columns SET category_id = (SELECT id FROM service_categories c WHERE c.slug = _navigation_v_version_service_columns.category)`)
  await db.run(sql`UPDATE case_studies SET industry_id = (SELECT id FROM industries i WHERE i.slug = case_studies.industry)`)
  await db.run(sql`UPDATE _case_studies_v SET version_industry_id = (SELECT id FROM industries i WHERE i.slug = _case_studies_v.version_industry)`)
  await db.run(sql`INSERT INTO case_studies_rels ("order", parent_id, path, services_id)
    SELECT o."order", o.parent_id, 'services', s.id FROM case_studies_services o JOIN services s ON s.slug = o.value`)
  await db.run(sql`INSERT INTO _case_studies_v_rels ("order", parent_id, path, services_id)
    SELECT o."order", o.parent_id, 'services', s.id FROM _case_studies_v_version_services o JOIN services s ON s.slug = o.value`)
}


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`service_categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`icon\` text,
  	\`description\` text,
  	\`featured_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`featured_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`service_categories__order_idx\` ON \`service_categories\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`service_categories_slug_idx\` ON \`service_categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_featured_idx\` ON \`service_categories\` (\`featured_id\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_updated_at_idx\` ON \`service_categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_created_at_idx\` ON \`service_categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`service_categories__status_idx\` ON \`service_categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`service_categories_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`service_categories_rels_order_idx\` ON \`service_categories_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_rels_parent_idx\` ON \`service_categories_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_rels_path_idx\` ON \`service_categories_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`service_categories_rels_services_id_idx\` ON \`service_categories_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`_service_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_icon\` text,
  	\`version_description\` text,
  	\`version_featured_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`service_categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_featured_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_categories_v_parent_idx\` ON \`_service_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_version_version__order_idx\` ON \`_service_categories_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_version_version_slug_idx\` ON \`_service_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_version_version_featured_idx\` ON \`_service_categories_v\` (\`version_featured_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_version_version_updated_at_idx\` ON \`_service_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_version_version_created_at_idx\` ON \`_service_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_version_version__status_idx\` ON \`_service_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_created_at_idx\` ON \`_service_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_updated_at_idx\` ON \`_service_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_latest_idx\` ON \`_service_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`_service_categories_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_service_categories_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_service_categories_v_rels_order_idx\` ON \`_service_categories_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_rels_parent_idx\` ON \`_service_categories_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_rels_path_idx\` ON \`_service_categories_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_service_categories_v_rels_services_id_idx\` ON \`_service_categories_v_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`industries\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_order\` text,
  	\`name\` text,
  	\`slug\` text,
  	\`icon\` text,
  	\`text\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE INDEX \`industries__order_idx\` ON \`industries\` (\`_order\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`industries_slug_idx\` ON \`industries\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`industries_updated_at_idx\` ON \`industries\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`industries_created_at_idx\` ON \`industries\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`industries__status_idx\` ON \`industries\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_industries_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version__order\` text,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_icon\` text,
  	\`version_text\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`industries\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_industries_v_parent_idx\` ON \`_industries_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version__order_idx\` ON \`_industries_v\` (\`version__order\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_slug_idx\` ON \`_industries_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_updated_at_idx\` ON \`_industries_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version_created_at_idx\` ON \`_industries_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_version_version__status_idx\` ON \`_industries_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_created_at_idx\` ON \`_industries_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_updated_at_idx\` ON \`_industries_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_industries_v_latest_idx\` ON \`_industries_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`case_studies_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_rels_order_idx\` ON \`case_studies_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_parent_idx\` ON \`case_studies_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_path_idx\` ON \`case_studies_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_rels_services_id_idx\` ON \`case_studies_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`services_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_order_idx\` ON \`_case_studies_v_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_parent_idx\` ON \`_case_studies_v_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_path_idx\` ON \`_case_studies_v_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_rels_services_id_idx\` ON \`_case_studies_v_rels\` (\`services_id\`);`)
  await db.run(sql`ALTER TABLE \`services\` ADD \`category_id\` integer REFERENCES service_categories(id);`)
  await db.run(sql`CREATE INDEX \`services_category_idx\` ON \`services\` (\`category_id\`);`)
  await db.run(sql`ALTER TABLE \`_services_v\` ADD \`version_category_id\` integer REFERENCES service_categories(id);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_category_idx\` ON \`_services_v\` (\`version_category_id\`);`)
  await db.run(sql`ALTER TABLE \`case_studies\` ADD \`industry_id\` integer REFERENCES industries(id);`)
  await db.run(sql`CREATE INDEX \`case_studies_industry_idx\` ON \`case_studies\` (\`industry_id\`);`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` ADD \`version_industry_id\` integer REFERENCES industries(id);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_industry_idx\` ON \`_case_studies_v\` (\`version_industry_id\`);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`service_categories_id\` integer REFERENCES service_categories(id);`)
  await db.run(sql`ALTER TABLE \`payload_locked_documents_rels\` ADD \`industries_id\` integer REFERENCES industries(id);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_service_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`service_categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_industries_id_idx\` ON \`payload_locked_documents_rels\` (\`industries_id\`);`)
  await db.run(sql`ALTER TABLE \`navigation_service_columns\` ADD \`category_id\` integer REFERENCES service_categories(id);`)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_category_idx\` ON \`navigation_service_columns\` (\`category_id\`);`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_service_columns\` ADD \`category_id\` integer REFERENCES service_categories(id);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_category_idx\` ON \`_navigation_v_version_service_columns\` (\`category_id\`);`)
  await carryAcross(db)
  await db.run(sql`DROP TABLE \`case_studies_services\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_services\`;`)
  await db.run(sql`ALTER TABLE \`services\` DROP COLUMN \`category\`;`)
  await db.run(sql`ALTER TABLE \`_services_v\` DROP COLUMN \`version_category\`;`)
  await db.run(sql`ALTER TABLE \`case_studies\` DROP COLUMN \`industry\`;`)
  await db.run(sql`ALTER TABLE \`_case_studies_v\` DROP COLUMN \`version_industry\`;`)
  await db.run(sql`ALTER TABLE \`navigation_service_columns\` DROP COLUMN \`category\`;`)
  await db.run(sql`ALTER TABLE \`_navigation_v_version_service_columns\` DROP COLUMN \`category\`;`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`case_studies_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_services_order_idx\` ON \`case_studies_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_services_parent_idx\` ON \`case_studies_services\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_services\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_services_order_idx\` ON \`_case_studies_v_version_services\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_services_parent_idx\` ON \`_case_studies_v_version_services\` (\`parent_id\`);`)
  await db.run(sql`DROP TABLE \`service_categories\`;`)
  await db.run(sql`DROP TABLE \`service_categories_rels\`;`)
  await db.run(sql`DROP TABLE \`_service_categories_v\`;`)
  await db.run(sql`DROP TABLE \`_service_categories_v_rels\`;`)
  await db.run(sql`DROP TABLE \`industries\`;`)
  await db.run(sql`DROP TABLE \`_industries_v\`;`)
  await db.run(sql`DROP TABLE \`case_studies_rels\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_rels\`;`)
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_services\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`social_image_id\` integer,
  	\`slug\` text,
  	\`former_slugs\` text,
  	\`category\` text,
  	\`menu_label\` text,
  	\`icon\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`summary\` text,
  	\`meta_description\` text,
  	\`enquiry_name\` text,
  	\`why_choose_heading\` text,
  	\`why_choose_intro\` text,
  	\`cta_heading\` text,
  	\`cta_text\` text,
  	\`cta_primary_label\` text,
  	\`cta_primary_href\` text,
  	\`cta_secondary_label\` text,
  	\`cta_secondary_href\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_services\`("id", "social_image_id", "slug", "former_slugs", "category", "menu_label", "icon", "title", "subtitle", "summary", "meta_description", "enquiry_name", "why_choose_heading", "why_choose_intro", "cta_heading", "cta_text", "cta_primary_label", "cta_primary_href", "cta_secondary_label", "cta_secondary_href", "updated_at", "created_at", "_status") SELECT "id", "social_image_id", "slug", "former_slugs", "category", "menu_label", "icon", "title", "subtitle", "summary", "meta_description", "enquiry_name", "why_choose_heading", "why_choose_intro", "cta_heading", "cta_text", "cta_primary_label", "cta_primary_href", "cta_secondary_label", "cta_secondary_href", "updated_at", "created_at", "_status" FROM \`services\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`ALTER TABLE \`__new_services\` RENAME TO \`services\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`services_social_image_idx\` ON \`services\` (\`social_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__services_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_social_image_id\` integer,
  	\`version_slug\` text,
  	\`version_former_slugs\` text,
  	\`version_category\` text,
  	\`version_menu_label\` text,
  	\`version_icon\` text,
  	\`version_title\` text,
  	\`version_subtitle\` text,
  	\`version_summary\` text,
  	\`version_meta_description\` text,
  	\`version_enquiry_name\` text,
  	\`version_why_choose_heading\` text,
  	\`version_why_choose_intro\` text,
  	\`version_cta_heading\` text,
  	\`version_cta_text\` text,
  	\`version_cta_primary_label\` text,
  	\`version_cta_primary_href\` text,
  	\`version_cta_secondary_label\` text,
  	\`version_cta_secondary_href\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__services_v\`("id", "parent_id", "version_social_image_id", "version_slug", "version_former_slugs", "version_category", "version_menu_label", "version_icon", "version_title", "version_subtitle", "version_summary", "version_meta_description", "version_enquiry_name", "version_why_choose_heading", "version_why_choose_intro", "version_cta_heading", "version_cta_text", "version_cta_primary_label", "version_cta_primary_href", "version_cta_secondary_label", "version_cta_secondary_href", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_social_image_id", "version_slug", "version_former_slugs", "version_category", "version_menu_label", "version_icon", "version_title", "version_subtitle", "version_summary", "version_meta_description", "version_enquiry_name", "version_why_choose_heading", "version_why_choose_intro", "version_cta_heading", "version_cta_text", "version_cta_primary_label", "version_cta_primary_href", "version_cta_secondary_label", "version_cta_secondary_href", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__services_v\` RENAME TO \`_services_v\`;`)
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_social_image_idx\` ON \`_services_v\` (\`version_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_case_studies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`slug\` text,
  	\`former_slugs\` text,
  	\`client\` text,
  	\`industry\` text,
  	\`challenge\` text,
  	\`approach\` text,
  	\`results_caption\` text,
  	\`quote_text\` text,
  	\`quote_name\` text,
  	\`quote_role\` text,
  	\`illustration_image_id\` integer,
  	\`illustration_artwork\` text DEFAULT 'team-agreeing-plan',
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`social_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`illustration_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new_case_studies\`("id", "title", "summary", "slug", "former_slugs", "client", "industry", "challenge", "approach", "results_caption", "quote_text", "quote_name", "quote_role", "illustration_image_id", "illustration_artwork", "seo_title", "seo_description", "social_image_id", "updated_at", "created_at", "_status") SELECT "id", "title", "summary", "slug", "former_slugs", "client", "industry", "challenge", "approach", "results_caption", "quote_text", "quote_name", "quote_role", "illustration_image_id", "illustration_artwork", "seo_title", "seo_description", "social_image_id", "updated_at", "created_at", "_status" FROM \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`ALTER TABLE \`__new_case_studies\` RENAME TO \`case_studies\`;`)
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_illustration_illustration_image_idx\` ON \`case_studies\` (\`illustration_image_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_social_image_idx\` ON \`case_studies\` (\`social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`__new__case_studies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_slug\` text,
  	\`version_former_slugs\` text,
  	\`version_client\` text,
  	\`version_industry\` text,
  	\`version_challenge\` text,
  	\`version_approach\` text,
  	\`version_results_caption\` text,
  	\`version_quote_text\` text,
  	\`version_quote_name\` text,
  	\`version_quote_role\` text,
  	\`version_illustration_image_id\` integer,
  	\`version_illustration_artwork\` text DEFAULT 'team-agreeing-plan',
  	\`version_seo_title\` text,
  	\`version_seo_description\` text,
  	\`version_social_image_id\` integer,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_illustration_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`INSERT INTO \`__new__case_studies_v\`("id", "parent_id", "version_title", "version_summary", "version_slug", "version_former_slugs", "version_client", "version_industry", "version_challenge", "version_approach", "version_results_caption", "version_quote_text", "version_quote_name", "version_quote_role", "version_illustration_image_id", "version_illustration_artwork", "version_seo_title", "version_seo_description", "version_social_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest") SELECT "id", "parent_id", "version_title", "version_summary", "version_slug", "version_former_slugs", "version_client", "version_industry", "version_challenge", "version_approach", "version_results_caption", "version_quote_text", "version_quote_name", "version_quote_role", "version_illustration_image_id", "version_illustration_artwork", "version_seo_title", "version_seo_description", "version_social_image_id", "version_updated_at", "version_created_at", "version__status", "created_at", "updated_at", "latest" FROM \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`ALTER TABLE \`__new__case_studies_v\` RENAME TO \`_case_studies_v\`;`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_parent_idx\` ON \`_case_studies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_slug_idx\` ON \`_case_studies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_illustration_version_illustratio_idx\` ON \`_case_studies_v\` (\`version_illustration_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_social_image_idx\` ON \`_case_studies_v\` (\`version_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_updated_at_idx\` ON \`_case_studies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version_created_at_idx\` ON \`_case_studies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_version__status_idx\` ON \`_case_studies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_created_at_idx\` ON \`_case_studies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_updated_at_idx\` ON \`_case_studies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_latest_idx\` ON \`_case_studies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`__new_payload_locked_documents_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	\`media_id\` integer,
  	\`pages_id\` integer,
  	\`services_id\` integer,
  	\`policies_id\` integer,
  	\`categories_id\` integer,
  	\`insights_id\` integer,
  	\`case_studies_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_locked_documents\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`media_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`pages_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`services_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`policies_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`categories_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`insights_id\`) REFERENCES \`insights\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`case_studies_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_payload_locked_documents_rels\`("id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "services_id", "policies_id", "categories_id", "insights_id", "case_studies_id") SELECT "id", "order", "parent_id", "path", "users_id", "media_id", "pages_id", "services_id", "policies_id", "categories_id", "insights_id", "case_studies_id" FROM \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`ALTER TABLE \`__new_payload_locked_documents_rels\` RENAME TO \`payload_locked_documents_rels\`;`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_order_idx\` ON \`payload_locked_documents_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_parent_idx\` ON \`payload_locked_documents_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_path_idx\` ON \`payload_locked_documents_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_users_id_idx\` ON \`payload_locked_documents_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_media_id_idx\` ON \`payload_locked_documents_rels\` (\`media_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_pages_id_idx\` ON \`payload_locked_documents_rels\` (\`pages_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_services_id_idx\` ON \`payload_locked_documents_rels\` (\`services_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_policies_id_idx\` ON \`payload_locked_documents_rels\` (\`policies_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_categories_id_idx\` ON \`payload_locked_documents_rels\` (\`categories_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_insights_id_idx\` ON \`payload_locked_documents_rels\` (\`insights_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_rels_case_studies_id_idx\` ON \`payload_locked_documents_rels\` (\`case_studies_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_navigation_service_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`featured\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_navigation_service_columns\`("_order", "_parent_id", "id", "category", "featured") SELECT "_order", "_parent_id", "id", "category", "featured" FROM \`navigation_service_columns\`;`)
  await db.run(sql`DROP TABLE \`navigation_service_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new_navigation_service_columns\` RENAME TO \`navigation_service_columns\`;`)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_order_idx\` ON \`navigation_service_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_parent_id_idx\` ON \`navigation_service_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__navigation_v_version_service_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`featured\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__navigation_v_version_service_columns\`("_order", "_parent_id", "id", "category", "featured", "_uuid") SELECT "_order", "_parent_id", "id", "category", "featured", "_uuid" FROM \`_navigation_v_version_service_columns\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_service_columns\`;`)
  await db.run(sql`ALTER TABLE \`__new__navigation_v_version_service_columns\` RENAME TO \`_navigation_v_version_service_columns\`;`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_order_idx\` ON \`_navigation_v_version_service_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_parent_id_idx\` ON \`_navigation_v_version_service_columns\` (\`_parent_id\`);`)
}
