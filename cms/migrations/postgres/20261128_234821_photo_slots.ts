import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_blocks_hero_slider_slides" ADD COLUMN "photo_id" integer;
  ALTER TABLE "cms"."pages_blocks_page_hero" ADD COLUMN "photo_id" integer;
  ALTER TABLE "cms"."pages_blocks_section" ADD COLUMN "photo_id" integer;
  ALTER TABLE "cms"."_pages_v_blocks_hero_slider_slides" ADD COLUMN "photo_id" integer;
  ALTER TABLE "cms"."_pages_v_blocks_page_hero" ADD COLUMN "photo_id" integer;
  ALTER TABLE "cms"."_pages_v_blocks_section" ADD COLUMN "photo_id" integer;
  ALTER TABLE "cms"."pages_blocks_hero_slider_slides" ADD CONSTRAINT "pages_blocks_hero_slider_slides_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_page_hero" ADD CONSTRAINT "pages_blocks_page_hero_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."pages_blocks_section" ADD CONSTRAINT "pages_blocks_section_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_hero_slider_slides" ADD CONSTRAINT "_pages_v_blocks_hero_slider_slides_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_page_hero" ADD CONSTRAINT "_pages_v_blocks_page_hero_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  ALTER TABLE "cms"."_pages_v_blocks_section" ADD CONSTRAINT "_pages_v_blocks_section_photo_id_media_id_fk" FOREIGN KEY ("photo_id") REFERENCES "cms"."media"("id") ON DELETE set null ON UPDATE no action;
  CREATE INDEX "pages_blocks_hero_slider_slides_photo_idx" ON "cms"."pages_blocks_hero_slider_slides" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_page_hero_photo_idx" ON "cms"."pages_blocks_page_hero" USING btree ("photo_id");
  CREATE INDEX "pages_blocks_section_photo_idx" ON "cms"."pages_blocks_section" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_hero_slider_slides_photo_idx" ON "cms"."_pages_v_blocks_hero_slider_slides" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_page_hero_photo_idx" ON "cms"."_pages_v_blocks_page_hero" USING btree ("photo_id");
  CREATE INDEX "_pages_v_blocks_section_photo_idx" ON "cms"."_pages_v_blocks_section" USING btree ("photo_id");`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."pages_blocks_hero_slider_slides" DROP CONSTRAINT "pages_blocks_hero_slider_slides_photo_id_media_id_fk";
  
  ALTER TABLE "cms"."pages_blocks_page_hero" DROP CONSTRAINT "pages_blocks_page_hero_photo_id_media_id_fk";
  
  ALTER TABLE "cms"."pages_blocks_section" DROP CONSTRAINT "pages_blocks_section_photo_id_media_id_fk";
  
  ALTER TABLE "cms"."_pages_v_blocks_hero_slider_slides" DROP CONSTRAINT "_pages_v_blocks_hero_slider_slides_photo_id_media_id_fk";
  
  ALTER TABLE "cms"."_pages_v_blocks_page_hero" DROP CONSTRAINT "_pages_v_blocks_page_hero_photo_id_media_id_fk";
  
  ALTER TABLE "cms"."_pages_v_blocks_section" DROP CONSTRAINT "_pages_v_blocks_section_photo_id_media_id_fk";
  
  DROP INDEX "cms"."pages_blocks_hero_slider_slides_photo_idx";
  DROP INDEX "cms"."pages_blocks_page_hero_photo_idx";
  DROP INDEX "cms"."pages_blocks_section_photo_idx";
  DROP INDEX "cms"."_pages_v_blocks_hero_slider_slides_photo_idx";
  DROP INDEX "cms"."_pages_v_blocks_page_hero_photo_idx";
  DROP INDEX "cms"."_pages_v_blocks_section_photo_idx";
  ALTER TABLE "cms"."pages_blocks_hero_slider_slides" DROP COLUMN "photo_id";
  ALTER TABLE "cms"."pages_blocks_page_hero" DROP COLUMN "photo_id";
  ALTER TABLE "cms"."pages_blocks_section" DROP COLUMN "photo_id";
  ALTER TABLE "cms"."_pages_v_blocks_hero_slider_slides" DROP COLUMN "photo_id";
  ALTER TABLE "cms"."_pages_v_blocks_page_hero" DROP COLUMN "photo_id";
  ALTER TABLE "cms"."_pages_v_blocks_section" DROP COLUMN "photo_id";`)
}
