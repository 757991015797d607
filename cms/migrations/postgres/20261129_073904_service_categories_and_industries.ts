import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

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
  const { rows } = await db.execute(
    sql`SELECT (SELECT count(*) FROM "cms"."services") + (SELECT count(*) FROM "cms"."case_studies") + (SELECT count(*) FROM "cms"."navigation_service_columns") AS n`,
  )
  if (Number((rows[0] as { n: unknown } | undefined)?.n ?? 0) === 0) return
  for (const [index, category] of CATEGORIES.entries()) {
    await db.execute(sql`INSERT INTO "cms"."service_categories" ("_order", "name", "slug", "icon", "description", "featured_id", "_status")
      VALUES (${ORDER[index]}, ${category.name}, ${category.slug}, ${category.icon}, ${category.description},
        (SELECT "id" FROM "cms"."services" WHERE "slug" = ${category.featured}), 'published')`)
    for (const [position, service] of category.services.entries()) {
      await db.execute(sql`INSERT INTO "cms"."service_categories_rels" ("order", "parent_id", "path", "services_id")
        SELECT ${position + 1}, c."id", 'services', s."id" FROM "cms"."service_categories" c, "cms"."services" s
        WHERE c."slug" = ${category.slug} AND s."slug" = ${service}`)
    }
  }
  await db.execute(sql`INSERT INTO "cms"."_service_categories_v" ("parent_id", "version__order", "version_name", "version_slug",
      "version_icon", "version_description", "version_featured_id", "version_updated_at", "version_created_at", "version__status", "latest")
    SELECT "id", "_order", "name", "slug", "icon", "description", "featured_id", "updated_at", "created_at", 'published', true FROM "cms"."service_categories"`)
  await db.execute(sql`INSERT INTO "cms"."_service_categories_v_rels" ("order", "parent_id", "path", "services_id")
    SELECT r."order", v."id", r."path", r."services_id" FROM "cms"."service_categories_rels" r JOIN "cms"."_service_categories_v" v ON v."parent_id" = r."parent_id"`)
  for (const [index, industry] of INDUSTRIES.entries()) {
    await db.execute(sql`INSERT INTO "cms"."industries" ("_order", "name", "slug", "icon", "text", "_status")
      VALUES (${ORDER[index]}, ${industry.name}, ${industry.slug}, ${industry.icon}, ${industry.text}, 'published')`)
  }
  await db.execute(sql`INSERT INTO "cms"."_industries_v" ("parent_id", "version__order", "version_name", "version_slug", "version_icon",
      "version_text", "version_updated_at", "version_created_at", "version__status", "latest")
    SELECT "id", "_order", "name", "slug", "icon", "text", "updated_at", "created_at", 'published', true FROM "cms"."industries"`)
  await db.execute(sql`UPDATE "cms"."services" t SET "category_id" = c."id" FROM "cms"."service_categories" c WHERE c."slug" = t."category"::text`)
  await db.execute(sql`UPDATE "cms"."_services_v" t SET "version_category_id" = c."id" FROM "cms"."service_categories" c WHERE c."slug" = t."version_category"::text`)
  await db.execute(sql`UPDATE "cms"."navigation_service_columns" t SET "category_id" = c."id" FROM "cms"."service_categories" c WHERE c."slug" = t."category"::text`)
  await db.execute(sql`UPDATE "cms"."_navigation_v_version_service_columns" t SET "category_id" = c."id" FROM "cms"."service_categories" c WHERE c."slug" = t."category"::text`)
  await db.execute(sql`UPDATE "cms"."case_studies" t SET "industry_id" = i."id" FROM "cms"."industries" i WHERE i."slug" = t."industry"`)
  await db.execute(sql`UPDATE "cms"."_case_studies_v" t SET "version_industry_id" = i."id" FROM "cms"."industries" i WHERE i."slug" = t."version_industry"`)
  await db.execute(sql`INSERT INTO "cms"."case_studies_rels" ("order", "parent_id", "path", "services_id")
    SELECT o."order", o."parent_id", 'services', s."id" FROM "cms"."case_studies_services" o JOIN "cms"."services" s ON s."slug" = o."value"::text`)
  await db.execute(sql`INSERT INTO "cms"."_case_studies_v_rels" ("order", "parent_id", "path", "services_id")
    SELECT o."order", o."parent_id", 'services', s."id" FROM "cms"."_case_studies_v_version_services" o JOIN "cms"."services" s ON s."slug" = o."value"::text`)
}


export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_service_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__service_categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_industries_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__industries_v_version_status" AS ENUM('draft', 'published');
  CREATE TABLE "cms"."service_categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar,
  	"slug" varchar,
  	"icon" varchar,
  	"description" varchar,
  	"featured_id" integer,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_service_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."service_categories_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "cms"."_service_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_icon" varchar,
  	"version_description" varchar,
  	"version_featured_id" integer,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__service_categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."_service_categories_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "cms"."industries" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"_order" varchar,
  	"name" varchar,
  	"slug" varchar,
  	"icon" varchar,
  	"text" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_industries_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_industries_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version__order" varchar,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_icon" varchar,
  	"version_text" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__industries_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."case_studies_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  CREATE TABLE "cms"."_case_studies_v_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"services_id" integer
  );
  
  ALTER TABLE "cms"."services" ADD COLUMN "category_id" integer;
  ALTER TABLE "cms"."_services_v" ADD COLUMN "version_category_id" integer;
  ALTER TABLE "cms"."case_studies" ADD COLUMN "industry_id" integer;
  ALTER TABLE "cms"."_case_studies_v" ADD COLUMN "version_industry_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "service_categories_id" integer;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD COLUMN "industries_id" integer;
  ALTER TABLE "cms"."navigation_service_columns" ADD COLUMN "category_id" integer;
  ALTER TABLE "cms"."_navigation_v_version_service_columns" ADD COLUMN "category_id" integer;
  ALTER TABLE "cms"."service_categories" ADD CONSTRAINT "service_categories_featured_id_services_id_fk" FOREIGN KEY ("featured_id") REFERENCES "cms"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."service_categories_rels" ADD CONSTRAINT "service_categories_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."service_categories_rels" ADD CONSTRAINT "service_categories_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_service_categories_v" ADD CONSTRAINT "_service_categories_v_parent_id_service_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_service_categories_v" ADD CONSTRAINT "_service_categories_v_version_featured_id_services_id_fk" FOREIGN KEY ("version_featured_id") REFERENCES "cms"."services"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_service_categories_v_rels" ADD CONSTRAINT "_service_categories_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_service_categories_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_service_categories_v_rels" ADD CONSTRAINT "_service_categories_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_industries_v" ADD CONSTRAINT "_industries_v_parent_id_industries_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."case_studies_rels" ADD CONSTRAINT "case_studies_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."case_studies_rels" ADD CONSTRAINT "case_studies_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_rels" ADD CONSTRAINT "_case_studies_v_rels_services_fk" FOREIGN KEY ("services_id") REFERENCES "cms"."services"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "service_categories__order_idx" ON "cms"."service_categories" USING btree ("_order");
  CREATE UNIQUE INDEX "service_categories_slug_idx" ON "cms"."service_categories" USING btree ("slug");
  CREATE INDEX "service_categories_featured_idx" ON "cms"."service_categories" USING btree ("featured_id");
  CREATE INDEX "service_categories_updated_at_idx" ON "cms"."service_categories" USING btree ("updated_at");
  CREATE INDEX "service_categories_created_at_idx" ON "cms"."service_categories" USING btree ("created_at");
  CREATE INDEX "service_categories__status_idx" ON "cms"."service_categories" USING btree ("_status");
  CREATE INDEX "service_categories_rels_order_idx" ON "cms"."service_categories_rels" USING btree ("order");
  CREATE INDEX "service_categories_rels_parent_idx" ON "cms"."service_categories_rels" USING btree ("parent_id");
  CREATE INDEX "service_categories_rels_path_idx" ON "cms"."service_categories_rels" USING btree ("path");
  CREATE INDEX "service_categories_rels_services_id_idx" ON "cms"."service_categories_rels" USING btree ("services_id");
  CREATE INDEX "_service_categories_v_parent_idx" ON "cms"."_service_categories_v" USING btree ("parent_id");
  CREATE INDEX "_service_categories_v_version_version__order_idx" ON "cms"."_service_categories_v" USING btree ("version__order");
  CREATE INDEX "_service_categories_v_version_version_slug_idx" ON "cms"."_service_categories_v" USING btree ("version_slug");
  CREATE INDEX "_service_categories_v_version_version_featured_idx" ON "cms"."_service_categories_v" USING btree ("version_featured_id");
  CREATE INDEX "_service_categories_v_version_version_updated_at_idx" ON "cms"."_service_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_service_categories_v_version_version_created_at_idx" ON "cms"."_service_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_service_categories_v_version_version__status_idx" ON "cms"."_service_categories_v" USING btree ("version__status");
  CREATE INDEX "_service_categories_v_created_at_idx" ON "cms"."_service_categories_v" USING btree ("created_at");
  CREATE INDEX "_service_categories_v_updated_at_idx" ON "cms"."_service_categories_v" USING btree ("updated_at");
  CREATE INDEX "_service_categories_v_latest_idx" ON "cms"."_service_categories_v" USING btree ("latest");
  CREATE INDEX "_service_categories_v_rels_order_idx" ON "cms"."_service_categories_v_rels" USING btree ("order");
  CREATE INDEX "_service_categories_v_rels_parent_idx" ON "cms"."_service_categories_v_rels" USING btree ("parent_id");
  CREATE INDEX "_service_categories_v_rels_path_idx" ON "cms"."_service_categories_v_rels" USING btree ("path");
  CREATE INDEX "_service_categories_v_rels_services_id_idx" ON "cms"."_service_categories_v_rels" USING btree ("services_id");
  CREATE INDEX "industries__order_idx" ON "cms"."industries" USING btree ("_order");
  CREATE UNIQUE INDEX "industries_slug_idx" ON "cms"."industries" USING btree ("slug");
  CREATE INDEX "industries_updated_at_idx" ON "cms"."industries" USING btree ("updated_at");
  CREATE INDEX "industries_created_at_idx" ON "cms"."industries" USING btree ("created_at");
  CREATE INDEX "industries__status_idx" ON "cms"."industries" USING btree ("_status");
  CREATE INDEX "_industries_v_parent_idx" ON "cms"."_industries_v" USING btree ("parent_id");
  CREATE INDEX "_industries_v_version_version__order_idx" ON "cms"."_industries_v" USING btree ("version__order");
  CREATE INDEX "_industries_v_version_version_slug_idx" ON "cms"."_industries_v" USING btree ("version_slug");
  CREATE INDEX "_industries_v_version_version_updated_at_idx" ON "cms"."_industries_v" USING btree ("version_updated_at");
  CREATE INDEX "_industries_v_version_version_created_at_idx" ON "cms"."_industries_v" USING btree ("version_created_at");
  CREATE INDEX "_industries_v_version_version__status_idx" ON "cms"."_industries_v" USING btree ("version__status");
  CREATE INDEX "_industries_v_created_at_idx" ON "cms"."_industries_v" USING btree ("created_at");
  CREATE INDEX "_industries_v_updated_at_idx" ON "cms"."_industries_v" USING btree ("updated_at");
  CREATE INDEX "_industries_v_latest_idx" ON "cms"."_industries_v" USING btree ("latest");
  CREATE INDEX "case_studies_rels_order_idx" ON "cms"."case_studies_rels" USING btree ("order");
  CREATE INDEX "case_studies_rels_parent_idx" ON "cms"."case_studies_rels" USING btree ("parent_id");
  CREATE INDEX "case_studies_rels_path_idx" ON "cms"."case_studies_rels" USING btree ("path");
  CREATE INDEX "case_studies_rels_services_id_idx" ON "cms"."case_studies_rels" USING btree ("services_id");
  CREATE INDEX "_case_studies_v_rels_order_idx" ON "cms"."_case_studies_v_rels" USING btree ("order");
  CREATE INDEX "_case_studies_v_rels_parent_idx" ON "cms"."_case_studies_v_rels" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_rels_path_idx" ON "cms"."_case_studies_v_rels" USING btree ("path");
  CREATE INDEX "_case_studies_v_rels_services_id_idx" ON "cms"."_case_studies_v_rels" USING btree ("services_id");
  ALTER TABLE "cms"."services" ADD CONSTRAINT "services_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "cms"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_services_v" ADD CONSTRAINT "_services_v_version_category_id_service_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "cms"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."case_studies" ADD CONSTRAINT "case_studies_industry_id_industries_id_fk" FOREIGN KEY ("industry_id") REFERENCES "cms"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_industry_id_industries_id_fk" FOREIGN KEY ("version_industry_id") REFERENCES "cms"."industries"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_service_categories_fk" FOREIGN KEY ("service_categories_id") REFERENCES "cms"."service_categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_industries_fk" FOREIGN KEY ("industries_id") REFERENCES "cms"."industries"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."navigation_service_columns" ADD CONSTRAINT "navigation_service_columns_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "cms"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_navigation_v_version_service_columns" ADD CONSTRAINT "_navigation_v_version_service_columns_category_id_service_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "cms"."service_categories"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "services_category_idx" ON "cms"."services" USING btree ("category_id");
  CREATE INDEX "_services_v_version_version_category_idx" ON "cms"."_services_v" USING btree ("version_category_id");
  CREATE INDEX "case_studies_industry_idx" ON "cms"."case_studies" USING btree ("industry_id");
  CREATE INDEX "_case_studies_v_version_version_industry_idx" ON "cms"."_case_studies_v" USING btree ("version_industry_id");
  CREATE INDEX "payload_locked_documents_rels_service_categories_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("service_categories_id");
  CREATE INDEX "payload_locked_documents_rels_industries_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("industries_id");
  CREATE INDEX "navigation_service_columns_category_idx" ON "cms"."navigation_service_columns" USING btree ("category_id");
  CREATE INDEX "_navigation_v_version_service_columns_category_idx" ON "cms"."_navigation_v_version_service_columns" USING btree ("category_id");`)
  await carryAcross(db)
  await db.execute(sql`
  ALTER TABLE "cms"."case_studies_services" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_case_studies_v_version_services" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."case_studies_services" CASCADE;
  DROP TABLE "cms"."_case_studies_v_version_services" CASCADE;
  ALTER TABLE "cms"."services" DROP COLUMN "category";
  ALTER TABLE "cms"."_services_v" DROP COLUMN "version_category";
  ALTER TABLE "cms"."case_studies" DROP COLUMN "industry";
  ALTER TABLE "cms"."_case_studies_v" DROP COLUMN "version_industry";
  ALTER TABLE "cms"."navigation_service_columns" DROP COLUMN "category";
  ALTER TABLE "cms"."_navigation_v_version_service_columns" DROP COLUMN "category";
  DROP TYPE "cms"."enum_services_category";
  DROP TYPE "cms"."enum__services_v_version_category";
  DROP TYPE "cms"."enum_case_studies_services";
  DROP TYPE "cms"."enum__case_studies_v_version_services";
  DROP TYPE "cms"."enum_navigation_service_columns_category";
  DROP TYPE "cms"."enum__navigation_v_version_service_columns_category";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_services_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum__services_v_version_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum_case_studies_services" AS ENUM('permanent-staffing', 'contract-staffing', 'it-staffing', 'executive-search', 'payroll-services', 'localization-staffing', 'application-development', 'application-support', 'internet-of-things', 'digital-marketing', 'artificial-intelligence', 'robotics-process-automation', 'business-excellence');
  CREATE TYPE "cms"."enum__case_studies_v_version_services" AS ENUM('permanent-staffing', 'contract-staffing', 'it-staffing', 'executive-search', 'payroll-services', 'localization-staffing', 'application-development', 'application-support', 'internet-of-things', 'digital-marketing', 'artificial-intelligence', 'robotics-process-automation', 'business-excellence');
  CREATE TYPE "cms"."enum_navigation_service_columns_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TYPE "cms"."enum__navigation_v_version_service_columns_category" AS ENUM('talent', 'technology', 'training', 'consulting');
  CREATE TABLE "cms"."case_studies_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_case_studies_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_case_studies_v_version_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__case_studies_v_version_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  ALTER TABLE "cms"."service_categories" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."service_categories_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_service_categories_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_service_categories_v_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."industries" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_industries_v" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."case_studies_rels" DISABLE ROW LEVEL SECURITY;
  ALTER TABLE "cms"."_case_studies_v_rels" DISABLE ROW LEVEL SECURITY;
  DROP TABLE "cms"."service_categories" CASCADE;
  DROP TABLE "cms"."service_categories_rels" CASCADE;
  DROP TABLE "cms"."_service_categories_v" CASCADE;
  DROP TABLE "cms"."_service_categories_v_rels" CASCADE;
  DROP TABLE "cms"."industries" CASCADE;
  DROP TABLE "cms"."_industries_v" CASCADE;
  DROP TABLE "cms"."case_studies_rels" CASCADE;
  DROP TABLE "cms"."_case_studies_v_rels" CASCADE;
  ALTER TABLE "cms"."services" DROP CONSTRAINT "services_category_id_service_categories_id_fk";
  
  ALTER TABLE "cms"."_services_v" DROP CONSTRAINT "_services_v_version_category_id_service_categories_id_fk";
  
  ALTER TABLE "cms"."case_studies" DROP CONSTRAINT "case_studies_industry_id_industries_id_fk";
  
  ALTER TABLE "cms"."_case_studies_v" DROP CONSTRAINT "_case_studies_v_version_industry_id_industries_id_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_service_categories_fk";
  
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP CONSTRAINT "payload_locked_documents_rels_industries_fk";
  
  ALTER TABLE "cms"."navigation_service_columns" DROP CONSTRAINT "navigation_service_columns_category_id_service_categories_id_fk";
  
  ALTER TABLE "cms"."_navigation_v_version_service_columns" DROP CONSTRAINT "_navigation_v_version_service_columns_category_id_service_categories_id_fk";
  
  DROP INDEX "cms"."services_category_idx";
  DROP INDEX "cms"."_services_v_version_version_category_idx";
  DROP INDEX "cms"."case_studies_industry_idx";
  DROP INDEX "cms"."_case_studies_v_version_version_industry_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_service_categories_id_idx";
  DROP INDEX "cms"."payload_locked_documents_rels_industries_id_idx";
  DROP INDEX "cms"."navigation_service_columns_category_idx";
  DROP INDEX "cms"."_navigation_v_version_service_columns_category_idx";
  ALTER TABLE "cms"."services" ADD COLUMN "category" "cms"."enum_services_category";
  ALTER TABLE "cms"."_services_v" ADD COLUMN "version_category" "cms"."enum__services_v_version_category";
  ALTER TABLE "cms"."case_studies" ADD COLUMN "industry" varchar;
  ALTER TABLE "cms"."_case_studies_v" ADD COLUMN "version_industry" varchar;
  ALTER TABLE "cms"."navigation_service_columns" ADD COLUMN "category" "cms"."enum_navigation_service_columns_category";
  ALTER TABLE "cms"."_navigation_v_version_service_columns" ADD COLUMN "category" "cms"."enum__navigation_v_version_service_columns_category";
  ALTER TABLE "cms"."case_studies_services" ADD CONSTRAINT "case_studies_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_version_services" ADD CONSTRAINT "_case_studies_v_version_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "case_studies_services_order_idx" ON "cms"."case_studies_services" USING btree ("order");
  CREATE INDEX "case_studies_services_parent_idx" ON "cms"."case_studies_services" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_services_order_idx" ON "cms"."_case_studies_v_version_services" USING btree ("order");
  CREATE INDEX "_case_studies_v_version_services_parent_idx" ON "cms"."_case_studies_v_version_services" USING btree ("parent_id");
  ALTER TABLE "cms"."services" DROP COLUMN "category_id";
  ALTER TABLE "cms"."_services_v" DROP COLUMN "version_category_id";
  ALTER TABLE "cms"."case_studies" DROP COLUMN "industry_id";
  ALTER TABLE "cms"."_case_studies_v" DROP COLUMN "version_industry_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "service_categories_id";
  ALTER TABLE "cms"."payload_locked_documents_rels" DROP COLUMN "industries_id";
  ALTER TABLE "cms"."navigation_service_columns" DROP COLUMN "category_id";
  ALTER TABLE "cms"."_navigation_v_version_service_columns" DROP COLUMN "category_id";
  DROP TYPE "cms"."enum_service_categories_status";
  DROP TYPE "cms"."enum__service_categories_v_version_status";
  DROP TYPE "cms"."enum_industries_status";
  DROP TYPE "cms"."enum__industries_v_version_status";`)
}
