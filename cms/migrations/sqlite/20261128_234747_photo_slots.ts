import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`ALTER TABLE \`pages_blocks_hero_slider_slides\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_photo_idx\` ON \`pages_blocks_hero_slider_slides\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_page_hero\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_photo_idx\` ON \`pages_blocks_page_hero\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`pages_blocks_section\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_photo_idx\` ON \`pages_blocks_section\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_hero_slider_slides\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_photo_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_page_hero\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_photo_idx\` ON \`_pages_v_blocks_page_hero\` (\`photo_id\`);`)
  await db.run(sql`ALTER TABLE \`_pages_v_blocks_section\` ADD \`photo_id\` integer REFERENCES media(id);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_photo_idx\` ON \`_pages_v_blocks_section\` (\`photo_id\`);`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`PRAGMA foreign_keys=OFF;`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_hero_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_alt\` text,
  	\`subtitle\` text,
  	\`headline_first_line\` text,
  	\`headline_highlight\` text,
  	\`headline_connector\` text,
  	\`headline_last_word\` text,
  	\`description\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_hero_slider_slides\`("_order", "_parent_id", "id", "image_src", "image_alt", "subtitle", "headline_first_line", "headline_highlight", "headline_connector", "headline_last_word", "description") SELECT "_order", "_parent_id", "id", "image_src", "image_alt", "subtitle", "headline_first_line", "headline_highlight", "headline_connector", "headline_last_word", "description" FROM \`pages_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_hero_slider_slides\` RENAME TO \`pages_blocks_hero_slider_slides\`;`)
  await db.run(sql`PRAGMA foreign_keys=ON;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_order_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_parent_id_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_page_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`badge\` text,
  	\`heading\` text,
  	\`subtext\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_page_hero\`("_order", "_parent_id", "_path", "id", "badge", "heading", "subtext", "block_name") SELECT "_order", "_parent_id", "_path", "id", "badge", "heading", "subtext", "block_name" FROM \`pages_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_page_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_page_hero\` RENAME TO \`pages_blocks_page_hero\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_order_idx\` ON \`pages_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_parent_id_idx\` ON \`pages_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_path_idx\` ON \`pages_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new_pages_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`design\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`aside_heading\` text,
  	\`aside_intro\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`card_labels_key_features\` text,
  	\`card_labels_learn_more\` text,
  	\`contact_labels_phone\` text,
  	\`contact_labels_whatsapp\` text,
  	\`contact_labels_whatsapp_text\` text,
  	\`contact_labels_email\` text,
  	\`contact_labels_office\` text,
  	\`contact_labels_map_link\` text,
  	\`contact_labels_hours\` text,
  	\`contact_labels_social\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new_pages_blocks_section\`("_order", "_parent_id", "_path", "id", "design", "eyebrow", "heading", "intro", "aside_heading", "aside_intro", "link_label", "link_href", "card_labels_key_features", "card_labels_learn_more", "contact_labels_phone", "contact_labels_whatsapp", "contact_labels_whatsapp_text", "contact_labels_email", "contact_labels_office", "contact_labels_map_link", "contact_labels_hours", "contact_labels_social", "block_name") SELECT "_order", "_parent_id", "_path", "id", "design", "eyebrow", "heading", "intro", "aside_heading", "aside_intro", "link_label", "link_href", "card_labels_key_features", "card_labels_learn_more", "contact_labels_phone", "contact_labels_whatsapp", "contact_labels_whatsapp_text", "contact_labels_email", "contact_labels_office", "contact_labels_map_link", "contact_labels_hours", "contact_labels_social", "block_name" FROM \`pages_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section\`;`)
  await db.run(sql`ALTER TABLE \`__new_pages_blocks_section\` RENAME TO \`pages_blocks_section\`;`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_order_idx\` ON \`pages_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_parent_id_idx\` ON \`pages_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_path_idx\` ON \`pages_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_hero_slider_slides\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`image_src\` text,
  	\`image_alt\` text,
  	\`subtitle\` text,
  	\`headline_first_line\` text,
  	\`headline_highlight\` text,
  	\`headline_connector\` text,
  	\`headline_last_word\` text,
  	\`description\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_hero_slider\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_hero_slider_slides\`("_order", "_parent_id", "id", "image_src", "image_alt", "subtitle", "headline_first_line", "headline_highlight", "headline_connector", "headline_last_word", "description", "_uuid") SELECT "_order", "_parent_id", "id", "image_src", "image_alt", "subtitle", "headline_first_line", "headline_highlight", "headline_connector", "headline_last_word", "description", "_uuid" FROM \`_pages_v_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider_slides\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_hero_slider_slides\` RENAME TO \`_pages_v_blocks_hero_slider_slides\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_order_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_page_hero\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`badge\` text,
  	\`heading\` text,
  	\`subtext\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_page_hero\`("_order", "_parent_id", "_path", "id", "badge", "heading", "subtext", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "badge", "heading", "subtext", "_uuid", "block_name" FROM \`_pages_v_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_page_hero\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_page_hero\` RENAME TO \`_pages_v_blocks_page_hero\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_order_idx\` ON \`_pages_v_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_parent_id_idx\` ON \`_pages_v_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_path_idx\` ON \`_pages_v_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`__new__pages_v_blocks_section\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`design\` text,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`aside_heading\` text,
  	\`aside_intro\` text,
  	\`link_label\` text,
  	\`link_href\` text,
  	\`card_labels_key_features\` text,
  	\`card_labels_learn_more\` text,
  	\`contact_labels_phone\` text,
  	\`contact_labels_whatsapp\` text,
  	\`contact_labels_whatsapp_text\` text,
  	\`contact_labels_email\` text,
  	\`contact_labels_office\` text,
  	\`contact_labels_map_link\` text,
  	\`contact_labels_hours\` text,
  	\`contact_labels_social\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`INSERT INTO \`__new__pages_v_blocks_section\`("_order", "_parent_id", "_path", "id", "design", "eyebrow", "heading", "intro", "aside_heading", "aside_intro", "link_label", "link_href", "card_labels_key_features", "card_labels_learn_more", "contact_labels_phone", "contact_labels_whatsapp", "contact_labels_whatsapp_text", "contact_labels_email", "contact_labels_office", "contact_labels_map_link", "contact_labels_hours", "contact_labels_social", "_uuid", "block_name") SELECT "_order", "_parent_id", "_path", "id", "design", "eyebrow", "heading", "intro", "aside_heading", "aside_intro", "link_label", "link_href", "card_labels_key_features", "card_labels_learn_more", "contact_labels_phone", "contact_labels_whatsapp", "contact_labels_whatsapp_text", "contact_labels_email", "contact_labels_office", "contact_labels_map_link", "contact_labels_hours", "contact_labels_social", "_uuid", "block_name" FROM \`_pages_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section\`;`)
  await db.run(sql`ALTER TABLE \`__new__pages_v_blocks_section\` RENAME TO \`_pages_v_blocks_section\`;`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_order_idx\` ON \`_pages_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_parent_id_idx\` ON \`_pages_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_path_idx\` ON \`_pages_v_blocks_section\` (\`_path\`);`)
}
