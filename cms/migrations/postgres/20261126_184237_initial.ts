import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_users_role" AS ENUM('admin', 'editor');
  CREATE TYPE "cms"."enum_categories_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__categories_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_insights_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum_insights_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__insights_v_version_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum__insights_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_case_studies_services" AS ENUM('permanent-staffing', 'contract-staffing', 'it-staffing', 'executive-search', 'payroll-services', 'localization-staffing', 'application-development', 'application-support', 'internet-of-things', 'digital-marketing', 'artificial-intelligence', 'robotics-process-automation', 'business-excellence');
  CREATE TYPE "cms"."enum_case_studies_industry" AS ENUM('automobile', 'banking-insurance', 'construction-engineering', 'education-academic', 'fmcg-retail', 'manufacturing', 'healthcare', 'information-technology', 'oil-gas', 'telecom');
  CREATE TYPE "cms"."enum_case_studies_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum_case_studies_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum__case_studies_v_version_services" AS ENUM('permanent-staffing', 'contract-staffing', 'it-staffing', 'executive-search', 'payroll-services', 'localization-staffing', 'application-development', 'application-support', 'internet-of-things', 'digital-marketing', 'artificial-intelligence', 'robotics-process-automation', 'business-excellence');
  CREATE TYPE "cms"."enum__case_studies_v_version_industry" AS ENUM('automobile', 'banking-insurance', 'construction-engineering', 'education-academic', 'fmcg-retail', 'manufacturing', 'healthcare', 'information-technology', 'oil-gas', 'telecom');
  CREATE TYPE "cms"."enum__case_studies_v_version_illustration_artwork" AS ENUM('hero-global-clients', 'hero-digital-products', 'hero-leadership-interview', 'hero-consultant-presenting', 'team-agreeing-plan', 'team-at-dashboards', 'contact-channels');
  CREATE TYPE "cms"."enum__case_studies_v_version_status" AS ENUM('draft', 'published');
  CREATE TYPE "cms"."enum_payload_jobs_log_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TYPE "cms"."enum_payload_jobs_log_state" AS ENUM('failed', 'succeeded');
  CREATE TYPE "cms"."enum_payload_jobs_task_slug" AS ENUM('inline', 'schedulePublish');
  CREATE TABLE "cms"."users_sessions" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"created_at" timestamp(3) with time zone,
  	"expires_at" timestamp(3) with time zone NOT NULL
  );
  
  CREATE TABLE "cms"."users" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"role" "cms"."enum_users_role" DEFAULT 'editor' NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"email" varchar NOT NULL,
  	"reset_password_token" varchar,
  	"reset_password_expiration" timestamp(3) with time zone,
  	"salt" varchar,
  	"hash" varchar,
  	"reset_password_requested_at" timestamp(3) with time zone,
  	"login_attempts" numeric DEFAULT 0,
  	"lock_until" timestamp(3) with time zone
  );
  
  CREATE TABLE "cms"."media" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"alt" varchar NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"url" varchar,
  	"thumbnail_u_r_l" varchar,
  	"filename" varchar,
  	"mime_type" varchar,
  	"filesize" numeric,
  	"width" numeric,
  	"height" numeric,
  	"focal_x" numeric,
  	"focal_y" numeric,
  	"sizes_card_url" varchar,
  	"sizes_card_width" numeric,
  	"sizes_card_height" numeric,
  	"sizes_card_mime_type" varchar,
  	"sizes_card_filesize" numeric,
  	"sizes_card_filename" varchar,
  	"sizes_social_url" varchar,
  	"sizes_social_width" numeric,
  	"sizes_social_height" numeric,
  	"sizes_social_mime_type" varchar,
  	"sizes_social_filesize" numeric,
  	"sizes_social_filename" varchar
  );
  
  CREATE TABLE "cms"."categories" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"slug" varchar,
  	"description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_categories_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_categories_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_name" varchar,
  	"version_slug" varchar,
  	"version_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__categories_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."insights" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"slug" varchar,
  	"body" jsonb,
  	"author" varchar,
  	"date" timestamp(3) with time zone,
  	"category_id" integer,
  	"illustration_image_id" integer,
  	"illustration_artwork" "cms"."enum_insights_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_insights_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_insights_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_slug" varchar,
  	"version_body" jsonb,
  	"version_author" varchar,
  	"version_date" timestamp(3) with time zone,
  	"version_category_id" integer,
  	"version_illustration_image_id" integer,
  	"version_illustration_artwork" "cms"."enum__insights_v_version_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__insights_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."case_studies_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum_case_studies_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."case_studies_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar
  );
  
  CREATE TABLE "cms"."case_studies" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"title" varchar,
  	"summary" varchar,
  	"slug" varchar,
  	"client" varchar,
  	"industry" "cms"."enum_case_studies_industry",
  	"challenge" varchar,
  	"approach" varchar,
  	"results_caption" varchar,
  	"quote_text" varchar,
  	"quote_name" varchar,
  	"quote_role" varchar,
  	"illustration_image_id" integer,
  	"illustration_artwork" "cms"."enum_case_studies_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"seo_title" varchar,
  	"seo_description" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"_status" "cms"."enum_case_studies_status" DEFAULT 'draft'
  );
  
  CREATE TABLE "cms"."_case_studies_v_version_services" (
  	"order" integer NOT NULL,
  	"parent_id" integer NOT NULL,
  	"value" "cms"."enum__case_studies_v_version_services",
  	"id" serial PRIMARY KEY NOT NULL
  );
  
  CREATE TABLE "cms"."_case_studies_v_version_results" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" serial PRIMARY KEY NOT NULL,
  	"value" varchar,
  	"label" varchar,
  	"_uuid" varchar
  );
  
  CREATE TABLE "cms"."_case_studies_v" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"parent_id" integer,
  	"version_title" varchar,
  	"version_summary" varchar,
  	"version_slug" varchar,
  	"version_client" varchar,
  	"version_industry" "cms"."enum__case_studies_v_version_industry",
  	"version_challenge" varchar,
  	"version_approach" varchar,
  	"version_results_caption" varchar,
  	"version_quote_text" varchar,
  	"version_quote_name" varchar,
  	"version_quote_role" varchar,
  	"version_illustration_image_id" integer,
  	"version_illustration_artwork" "cms"."enum__case_studies_v_version_illustration_artwork" DEFAULT 'team-agreeing-plan',
  	"version_seo_title" varchar,
  	"version_seo_description" varchar,
  	"version_updated_at" timestamp(3) with time zone,
  	"version_created_at" timestamp(3) with time zone,
  	"version__status" "cms"."enum__case_studies_v_version_status" DEFAULT 'draft',
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"latest" boolean
  );
  
  CREATE TABLE "cms"."payload_kv" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar NOT NULL,
  	"data" jsonb NOT NULL
  );
  
  CREATE TABLE "cms"."payload_jobs_log" (
  	"_order" integer NOT NULL,
  	"_parent_id" integer NOT NULL,
  	"id" varchar PRIMARY KEY NOT NULL,
  	"executed_at" timestamp(3) with time zone NOT NULL,
  	"completed_at" timestamp(3) with time zone NOT NULL,
  	"task_slug" "cms"."enum_payload_jobs_log_task_slug" NOT NULL,
  	"task_i_d" varchar NOT NULL,
  	"input" jsonb,
  	"output" jsonb,
  	"state" "cms"."enum_payload_jobs_log_state" NOT NULL,
  	"error" jsonb
  );
  
  CREATE TABLE "cms"."payload_jobs" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"input" jsonb,
  	"completed_at" timestamp(3) with time zone,
  	"total_tried" numeric DEFAULT 0,
  	"has_error" boolean DEFAULT false,
  	"error" jsonb,
  	"task_slug" "cms"."enum_payload_jobs_task_slug",
  	"queue" varchar DEFAULT 'default',
  	"wait_until" timestamp(3) with time zone,
  	"processing" boolean DEFAULT false,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"global_slug" varchar,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_locked_documents_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer,
  	"media_id" integer,
  	"categories_id" integer,
  	"insights_id" integer,
  	"case_studies_id" integer
  );
  
  CREATE TABLE "cms"."payload_preferences" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"key" varchar,
  	"value" jsonb,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  CREATE TABLE "cms"."payload_preferences_rels" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"order" integer,
  	"parent_id" integer NOT NULL,
  	"path" varchar NOT NULL,
  	"users_id" integer
  );
  
  CREATE TABLE "cms"."payload_migrations" (
  	"id" serial PRIMARY KEY NOT NULL,
  	"name" varchar,
  	"batch" numeric,
  	"updated_at" timestamp(3) with time zone DEFAULT now() NOT NULL,
  	"created_at" timestamp(3) with time zone DEFAULT now() NOT NULL
  );
  
  ALTER TABLE "cms"."users_sessions" ADD CONSTRAINT "users_sessions_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_categories_v" ADD CONSTRAINT "_categories_v_parent_id_categories_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."insights" ADD CONSTRAINT "insights_category_id_categories_id_fk" FOREIGN KEY ("category_id") REFERENCES "cms"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."insights" ADD CONSTRAINT "insights_illustration_image_id_media_id_fk" FOREIGN KEY ("illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_parent_id_insights_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."insights"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_version_category_id_categories_id_fk" FOREIGN KEY ("version_category_id") REFERENCES "cms"."categories"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_insights_v" ADD CONSTRAINT "_insights_v_version_illustration_image_id_media_id_fk" FOREIGN KEY ("version_illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."case_studies_services" ADD CONSTRAINT "case_studies_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."case_studies_results" ADD CONSTRAINT "case_studies_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."case_studies" ADD CONSTRAINT "case_studies_illustration_image_id_media_id_fk" FOREIGN KEY ("illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_version_services" ADD CONSTRAINT "_case_studies_v_version_services_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v_version_results" ADD CONSTRAINT "_case_studies_v_version_results_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."_case_studies_v"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v" ADD CONSTRAINT "_case_studies_v_parent_id_case_studies_id_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."case_studies"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_case_studies_v" ADD CONSTRAINT "_case_studies_v_version_illustration_image_id_media_id_fk" FOREIGN KEY ("version_illustration_image_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."payload_jobs_log" ADD CONSTRAINT "payload_jobs_log_parent_id_fk" FOREIGN KEY ("_parent_id") REFERENCES "cms"."payload_jobs"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_locked_documents"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_media_fk" FOREIGN KEY ("media_id") REFERENCES "cms"."media"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_categories_fk" FOREIGN KEY ("categories_id") REFERENCES "cms"."categories"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_insights_fk" FOREIGN KEY ("insights_id") REFERENCES "cms"."insights"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_locked_documents_rels" ADD CONSTRAINT "payload_locked_documents_rels_case_studies_fk" FOREIGN KEY ("case_studies_id") REFERENCES "cms"."case_studies"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_parent_fk" FOREIGN KEY ("parent_id") REFERENCES "cms"."payload_preferences"("id") ON DELETE cascade ON UPDATE no action;
  ALTER TABLE "cms"."payload_preferences_rels" ADD CONSTRAINT "payload_preferences_rels_users_fk" FOREIGN KEY ("users_id") REFERENCES "cms"."users"("id") ON DELETE cascade ON UPDATE no action;
  CREATE INDEX "users_sessions_order_idx" ON "cms"."users_sessions" USING btree ("_order");
  CREATE INDEX "users_sessions_parent_id_idx" ON "cms"."users_sessions" USING btree ("_parent_id");
  CREATE INDEX "users_updated_at_idx" ON "cms"."users" USING btree ("updated_at");
  CREATE INDEX "users_created_at_idx" ON "cms"."users" USING btree ("created_at");
  CREATE UNIQUE INDEX "users_email_idx" ON "cms"."users" USING btree ("email");
  CREATE INDEX "media_updated_at_idx" ON "cms"."media" USING btree ("updated_at");
  CREATE INDEX "media_created_at_idx" ON "cms"."media" USING btree ("created_at");
  CREATE UNIQUE INDEX "media_filename_idx" ON "cms"."media" USING btree ("filename");
  CREATE INDEX "media_sizes_card_sizes_card_filename_idx" ON "cms"."media" USING btree ("sizes_card_filename");
  CREATE INDEX "media_sizes_social_sizes_social_filename_idx" ON "cms"."media" USING btree ("sizes_social_filename");
  CREATE UNIQUE INDEX "categories_slug_idx" ON "cms"."categories" USING btree ("slug");
  CREATE INDEX "categories_updated_at_idx" ON "cms"."categories" USING btree ("updated_at");
  CREATE INDEX "categories_created_at_idx" ON "cms"."categories" USING btree ("created_at");
  CREATE INDEX "categories__status_idx" ON "cms"."categories" USING btree ("_status");
  CREATE INDEX "_categories_v_parent_idx" ON "cms"."_categories_v" USING btree ("parent_id");
  CREATE INDEX "_categories_v_version_version_slug_idx" ON "cms"."_categories_v" USING btree ("version_slug");
  CREATE INDEX "_categories_v_version_version_updated_at_idx" ON "cms"."_categories_v" USING btree ("version_updated_at");
  CREATE INDEX "_categories_v_version_version_created_at_idx" ON "cms"."_categories_v" USING btree ("version_created_at");
  CREATE INDEX "_categories_v_version_version__status_idx" ON "cms"."_categories_v" USING btree ("version__status");
  CREATE INDEX "_categories_v_created_at_idx" ON "cms"."_categories_v" USING btree ("created_at");
  CREATE INDEX "_categories_v_updated_at_idx" ON "cms"."_categories_v" USING btree ("updated_at");
  CREATE INDEX "_categories_v_latest_idx" ON "cms"."_categories_v" USING btree ("latest");
  CREATE UNIQUE INDEX "insights_slug_idx" ON "cms"."insights" USING btree ("slug");
  CREATE INDEX "insights_date_idx" ON "cms"."insights" USING btree ("date");
  CREATE INDEX "insights_category_idx" ON "cms"."insights" USING btree ("category_id");
  CREATE INDEX "insights_illustration_illustration_image_idx" ON "cms"."insights" USING btree ("illustration_image_id");
  CREATE INDEX "insights_updated_at_idx" ON "cms"."insights" USING btree ("updated_at");
  CREATE INDEX "insights_created_at_idx" ON "cms"."insights" USING btree ("created_at");
  CREATE INDEX "insights__status_idx" ON "cms"."insights" USING btree ("_status");
  CREATE INDEX "_insights_v_parent_idx" ON "cms"."_insights_v" USING btree ("parent_id");
  CREATE INDEX "_insights_v_version_version_slug_idx" ON "cms"."_insights_v" USING btree ("version_slug");
  CREATE INDEX "_insights_v_version_version_date_idx" ON "cms"."_insights_v" USING btree ("version_date");
  CREATE INDEX "_insights_v_version_version_category_idx" ON "cms"."_insights_v" USING btree ("version_category_id");
  CREATE INDEX "_insights_v_version_illustration_version_illustration_im_idx" ON "cms"."_insights_v" USING btree ("version_illustration_image_id");
  CREATE INDEX "_insights_v_version_version_updated_at_idx" ON "cms"."_insights_v" USING btree ("version_updated_at");
  CREATE INDEX "_insights_v_version_version_created_at_idx" ON "cms"."_insights_v" USING btree ("version_created_at");
  CREATE INDEX "_insights_v_version_version__status_idx" ON "cms"."_insights_v" USING btree ("version__status");
  CREATE INDEX "_insights_v_created_at_idx" ON "cms"."_insights_v" USING btree ("created_at");
  CREATE INDEX "_insights_v_updated_at_idx" ON "cms"."_insights_v" USING btree ("updated_at");
  CREATE INDEX "_insights_v_latest_idx" ON "cms"."_insights_v" USING btree ("latest");
  CREATE INDEX "case_studies_services_order_idx" ON "cms"."case_studies_services" USING btree ("order");
  CREATE INDEX "case_studies_services_parent_idx" ON "cms"."case_studies_services" USING btree ("parent_id");
  CREATE INDEX "case_studies_results_order_idx" ON "cms"."case_studies_results" USING btree ("_order");
  CREATE INDEX "case_studies_results_parent_id_idx" ON "cms"."case_studies_results" USING btree ("_parent_id");
  CREATE UNIQUE INDEX "case_studies_slug_idx" ON "cms"."case_studies" USING btree ("slug");
  CREATE INDEX "case_studies_illustration_illustration_image_idx" ON "cms"."case_studies" USING btree ("illustration_image_id");
  CREATE INDEX "case_studies_updated_at_idx" ON "cms"."case_studies" USING btree ("updated_at");
  CREATE INDEX "case_studies_created_at_idx" ON "cms"."case_studies" USING btree ("created_at");
  CREATE INDEX "case_studies__status_idx" ON "cms"."case_studies" USING btree ("_status");
  CREATE INDEX "_case_studies_v_version_services_order_idx" ON "cms"."_case_studies_v_version_services" USING btree ("order");
  CREATE INDEX "_case_studies_v_version_services_parent_idx" ON "cms"."_case_studies_v_version_services" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_results_order_idx" ON "cms"."_case_studies_v_version_results" USING btree ("_order");
  CREATE INDEX "_case_studies_v_version_results_parent_id_idx" ON "cms"."_case_studies_v_version_results" USING btree ("_parent_id");
  CREATE INDEX "_case_studies_v_parent_idx" ON "cms"."_case_studies_v" USING btree ("parent_id");
  CREATE INDEX "_case_studies_v_version_version_slug_idx" ON "cms"."_case_studies_v" USING btree ("version_slug");
  CREATE INDEX "_case_studies_v_version_illustration_version_illustratio_idx" ON "cms"."_case_studies_v" USING btree ("version_illustration_image_id");
  CREATE INDEX "_case_studies_v_version_version_updated_at_idx" ON "cms"."_case_studies_v" USING btree ("version_updated_at");
  CREATE INDEX "_case_studies_v_version_version_created_at_idx" ON "cms"."_case_studies_v" USING btree ("version_created_at");
  CREATE INDEX "_case_studies_v_version_version__status_idx" ON "cms"."_case_studies_v" USING btree ("version__status");
  CREATE INDEX "_case_studies_v_created_at_idx" ON "cms"."_case_studies_v" USING btree ("created_at");
  CREATE INDEX "_case_studies_v_updated_at_idx" ON "cms"."_case_studies_v" USING btree ("updated_at");
  CREATE INDEX "_case_studies_v_latest_idx" ON "cms"."_case_studies_v" USING btree ("latest");
  CREATE UNIQUE INDEX "payload_kv_key_idx" ON "cms"."payload_kv" USING btree ("key");
  CREATE INDEX "payload_jobs_log_order_idx" ON "cms"."payload_jobs_log" USING btree ("_order");
  CREATE INDEX "payload_jobs_log_parent_id_idx" ON "cms"."payload_jobs_log" USING btree ("_parent_id");
  CREATE INDEX "payload_jobs_completed_at_idx" ON "cms"."payload_jobs" USING btree ("completed_at");
  CREATE INDEX "payload_jobs_total_tried_idx" ON "cms"."payload_jobs" USING btree ("total_tried");
  CREATE INDEX "payload_jobs_has_error_idx" ON "cms"."payload_jobs" USING btree ("has_error");
  CREATE INDEX "payload_jobs_task_slug_idx" ON "cms"."payload_jobs" USING btree ("task_slug");
  CREATE INDEX "payload_jobs_queue_idx" ON "cms"."payload_jobs" USING btree ("queue");
  CREATE INDEX "payload_jobs_wait_until_idx" ON "cms"."payload_jobs" USING btree ("wait_until");
  CREATE INDEX "payload_jobs_processing_idx" ON "cms"."payload_jobs" USING btree ("processing");
  CREATE INDEX "payload_jobs_updated_at_idx" ON "cms"."payload_jobs" USING btree ("updated_at");
  CREATE INDEX "payload_jobs_created_at_idx" ON "cms"."payload_jobs" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_global_slug_idx" ON "cms"."payload_locked_documents" USING btree ("global_slug");
  CREATE INDEX "payload_locked_documents_updated_at_idx" ON "cms"."payload_locked_documents" USING btree ("updated_at");
  CREATE INDEX "payload_locked_documents_created_at_idx" ON "cms"."payload_locked_documents" USING btree ("created_at");
  CREATE INDEX "payload_locked_documents_rels_order_idx" ON "cms"."payload_locked_documents_rels" USING btree ("order");
  CREATE INDEX "payload_locked_documents_rels_parent_idx" ON "cms"."payload_locked_documents_rels" USING btree ("parent_id");
  CREATE INDEX "payload_locked_documents_rels_path_idx" ON "cms"."payload_locked_documents_rels" USING btree ("path");
  CREATE INDEX "payload_locked_documents_rels_users_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("users_id");
  CREATE INDEX "payload_locked_documents_rels_media_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("media_id");
  CREATE INDEX "payload_locked_documents_rels_categories_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("categories_id");
  CREATE INDEX "payload_locked_documents_rels_insights_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("insights_id");
  CREATE INDEX "payload_locked_documents_rels_case_studies_id_idx" ON "cms"."payload_locked_documents_rels" USING btree ("case_studies_id");
  CREATE INDEX "payload_preferences_key_idx" ON "cms"."payload_preferences" USING btree ("key");
  CREATE INDEX "payload_preferences_updated_at_idx" ON "cms"."payload_preferences" USING btree ("updated_at");
  CREATE INDEX "payload_preferences_created_at_idx" ON "cms"."payload_preferences" USING btree ("created_at");
  CREATE INDEX "payload_preferences_rels_order_idx" ON "cms"."payload_preferences_rels" USING btree ("order");
  CREATE INDEX "payload_preferences_rels_parent_idx" ON "cms"."payload_preferences_rels" USING btree ("parent_id");
  CREATE INDEX "payload_preferences_rels_path_idx" ON "cms"."payload_preferences_rels" USING btree ("path");
  CREATE INDEX "payload_preferences_rels_users_id_idx" ON "cms"."payload_preferences_rels" USING btree ("users_id");
  CREATE INDEX "payload_migrations_updated_at_idx" ON "cms"."payload_migrations" USING btree ("updated_at");
  CREATE INDEX "payload_migrations_created_at_idx" ON "cms"."payload_migrations" USING btree ("created_at");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   DROP TABLE "cms"."users_sessions" CASCADE;
  DROP TABLE "cms"."users" CASCADE;
  DROP TABLE "cms"."media" CASCADE;
  DROP TABLE "cms"."categories" CASCADE;
  DROP TABLE "cms"."_categories_v" CASCADE;
  DROP TABLE "cms"."insights" CASCADE;
  DROP TABLE "cms"."_insights_v" CASCADE;
  DROP TABLE "cms"."case_studies_services" CASCADE;
  DROP TABLE "cms"."case_studies_results" CASCADE;
  DROP TABLE "cms"."case_studies" CASCADE;
  DROP TABLE "cms"."_case_studies_v_version_services" CASCADE;
  DROP TABLE "cms"."_case_studies_v_version_results" CASCADE;
  DROP TABLE "cms"."_case_studies_v" CASCADE;
  DROP TABLE "cms"."payload_kv" CASCADE;
  DROP TABLE "cms"."payload_jobs_log" CASCADE;
  DROP TABLE "cms"."payload_jobs" CASCADE;
  DROP TABLE "cms"."payload_locked_documents" CASCADE;
  DROP TABLE "cms"."payload_locked_documents_rels" CASCADE;
  DROP TABLE "cms"."payload_preferences" CASCADE;
  DROP TABLE "cms"."payload_preferences_rels" CASCADE;
  DROP TABLE "cms"."payload_migrations" CASCADE;
  DROP TYPE "cms"."enum_users_role";
  DROP TYPE "cms"."enum_categories_status";
  DROP TYPE "cms"."enum__categories_v_version_status";
  DROP TYPE "cms"."enum_insights_illustration_artwork";
  DROP TYPE "cms"."enum_insights_status";
  DROP TYPE "cms"."enum__insights_v_version_illustration_artwork";
  DROP TYPE "cms"."enum__insights_v_version_status";
  DROP TYPE "cms"."enum_case_studies_services";
  DROP TYPE "cms"."enum_case_studies_industry";
  DROP TYPE "cms"."enum_case_studies_illustration_artwork";
  DROP TYPE "cms"."enum_case_studies_status";
  DROP TYPE "cms"."enum__case_studies_v_version_services";
  DROP TYPE "cms"."enum__case_studies_v_version_industry";
  DROP TYPE "cms"."enum__case_studies_v_version_illustration_artwork";
  DROP TYPE "cms"."enum__case_studies_v_version_status";
  DROP TYPE "cms"."enum_payload_jobs_log_task_slug";
  DROP TYPE "cms"."enum_payload_jobs_log_state";
  DROP TYPE "cms"."enum_payload_jobs_task_slug";`)
}
