import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-sqlite'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.run(sql`CREATE TABLE \`users_sessions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`created_at\` text,
  	\`expires_at\` text NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`users_sessions_order_idx\` ON \`users_sessions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`users_sessions_parent_id_idx\` ON \`users_sessions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`users\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text DEFAULT 'editor' NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`email\` text NOT NULL,
  	\`reset_password_token\` text,
  	\`reset_password_expiration\` text,
  	\`salt\` text,
  	\`hash\` text,
  	\`reset_password_requested_at\` text,
  	\`login_attempts\` numeric DEFAULT 0,
  	\`lock_until\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`users_updated_at_idx\` ON \`users\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`users_created_at_idx\` ON \`users\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`users_email_idx\` ON \`users\` (\`email\`);`)
  await db.run(sql`CREATE TABLE \`media\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`alt\` text NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`url\` text,
  	\`thumbnail_u_r_l\` text,
  	\`filename\` text,
  	\`mime_type\` text,
  	\`filesize\` numeric,
  	\`width\` numeric,
  	\`height\` numeric,
  	\`focal_x\` numeric,
  	\`focal_y\` numeric,
  	\`sizes_card_url\` text,
  	\`sizes_card_width\` numeric,
  	\`sizes_card_height\` numeric,
  	\`sizes_card_mime_type\` text,
  	\`sizes_card_filesize\` numeric,
  	\`sizes_card_filename\` text,
  	\`sizes_social_url\` text,
  	\`sizes_social_width\` numeric,
  	\`sizes_social_height\` numeric,
  	\`sizes_social_mime_type\` text,
  	\`sizes_social_filesize\` numeric,
  	\`sizes_social_filename\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`media_updated_at_idx\` ON \`media\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`media_created_at_idx\` ON \`media\` (\`created_at\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`media_filename_idx\` ON \`media\` (\`filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_card_sizes_card_filename_idx\` ON \`media\` (\`sizes_card_filename\`);`)
  await db.run(sql`CREATE INDEX \`media_sizes_social_sizes_social_filename_idx\` ON \`media\` (\`sizes_social_filename\`);`)
  await db.run(sql`CREATE TABLE \`pages_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_sections_order_idx\` ON \`pages_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_sections_parent_id_idx\` ON \`pages_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_review_form_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`rating\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_review_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_form_questions_order_idx\` ON \`pages_blocks_review_form_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_form_questions_parent_id_idx\` ON \`pages_blocks_review_form_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_review_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`initials\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`ai_label\` text,
  	\`submit\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_form_order_idx\` ON \`pages_blocks_review_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_form_parent_id_idx\` ON \`pages_blocks_review_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_review_form_path_idx\` ON \`pages_blocks_review_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_goals_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`owner\` text,
  	\`progress\` numeric,
  	\`status\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_items_order_idx\` ON \`pages_blocks_goals_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_items_parent_id_idx\` ON \`pages_blocks_goals_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`status_labels_good\` text,
  	\`status_labels_warn\` text,
  	\`status_labels_neutral\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_order_idx\` ON \`pages_blocks_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_parent_id_idx\` ON \`pages_blocks_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_goals_path_idx\` ON \`pages_blocks_goals\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_analytics_bars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_analytics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_bars_order_idx\` ON \`pages_blocks_analytics_bars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_bars_parent_id_idx\` ON \`pages_blocks_analytics_bars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_analytics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`completion_value\` numeric,
  	\`completion_label\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_order_idx\` ON \`pages_blocks_analytics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_parent_id_idx\` ON \`pages_blocks_analytics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_analytics_path_idx\` ON \`pages_blocks_analytics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_employee_directory_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`place\` text,
  	\`status\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_employee_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_employee_directory_rows_order_idx\` ON \`pages_blocks_employee_directory_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_employee_directory_rows_parent_id_idx\` ON \`pages_blocks_employee_directory_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_employee_directory\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`status_labels_good\` text,
  	\`status_labels_warn\` text,
  	\`status_labels_neutral\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_employee_directory_order_idx\` ON \`pages_blocks_employee_directory\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_employee_directory_parent_id_idx\` ON \`pages_blocks_employee_directory\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_employee_directory_path_idx\` ON \`pages_blocks_employee_directory\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payroll_run_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_payroll_run\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_steps_order_idx\` ON \`pages_blocks_payroll_run_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_steps_parent_id_idx\` ON \`pages_blocks_payroll_run_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payroll_run_totals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_payroll_run\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_totals_order_idx\` ON \`pages_blocks_payroll_run_totals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_totals_parent_id_idx\` ON \`pages_blocks_payroll_run_totals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payroll_run_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`count\` numeric,
  	\`status\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_payroll_run\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_rows_order_idx\` ON \`pages_blocks_payroll_run_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_rows_parent_id_idx\` ON \`pages_blocks_payroll_run_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_payroll_run\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`current_step\` numeric,
  	\`count_label\` text,
  	\`status_labels_good\` text,
  	\`status_labels_warn\` text,
  	\`status_labels_neutral\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_order_idx\` ON \`pages_blocks_payroll_run\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_parent_id_idx\` ON \`pages_blocks_payroll_run\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_payroll_run_path_idx\` ON \`pages_blocks_payroll_run\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_attendance_weekdays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_attendance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_weekdays_order_idx\` ON \`pages_blocks_attendance_weekdays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_weekdays_parent_id_idx\` ON \`pages_blocks_attendance_weekdays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_attendance_legend\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_attendance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_legend_order_idx\` ON \`pages_blocks_attendance_legend\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_legend_parent_id_idx\` ON \`pages_blocks_attendance_legend\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_attendance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`leading_blanks\` numeric,
  	\`days\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_order_idx\` ON \`pages_blocks_attendance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_parent_id_idx\` ON \`pages_blocks_attendance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_attendance_path_idx\` ON \`pages_blocks_attendance\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider_slides\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_order_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_slides_parent_id_idx\` ON \`pages_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_hero_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading_lead\` text,
  	\`heading_place\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_order_idx\` ON \`pages_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_parent_id_idx\` ON \`pages_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_hero_slider_path_idx\` ON \`pages_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`about_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_stats_order_idx\` ON \`about_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_stats_parent_id_idx\` ON \`about_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_values_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_values_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_values_items_bullets_order_idx\` ON \`about_values_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_values_items_bullets_parent_id_idx\` ON \`about_values_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_values_items_order_idx\` ON \`about_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_values_items_parent_id_idx\` ON \`about_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_why_choose_us_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_why_choose_us_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_why_choose_us_items_bullets_order_idx\` ON \`about_why_choose_us_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_why_choose_us_items_bullets_parent_id_idx\` ON \`about_why_choose_us_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_why_choose_us_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_why_choose_us_items_order_idx\` ON \`about_why_choose_us_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_why_choose_us_items_parent_id_idx\` ON \`about_why_choose_us_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_expertise_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_expertise_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_expertise_items_bullets_order_idx\` ON \`about_expertise_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_expertise_items_bullets_parent_id_idx\` ON \`about_expertise_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_expertise_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_expertise_items_order_idx\` ON \`about_expertise_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_expertise_items_parent_id_idx\` ON \`about_expertise_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_business_excellence_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_business_excellence_points_order_idx\` ON \`about_business_excellence_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_business_excellence_points_parent_id_idx\` ON \`about_business_excellence_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_staffing_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about_staffing_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_staffing_items_bullets_order_idx\` ON \`about_staffing_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_staffing_items_bullets_parent_id_idx\` ON \`about_staffing_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about_staffing_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`about\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_staffing_items_order_idx\` ON \`about_staffing_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_staffing_items_parent_id_idx\` ON \`about_staffing_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`about\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`stats_caption\` text,
  	\`values_heading\` text,
  	\`why_choose_us_heading\` text,
  	\`expertise_heading\` text,
  	\`business_excellence_heading\` text,
  	\`business_excellence_text\` text,
  	\`business_excellence_link_label\` text,
  	\`business_excellence_link_href\` text,
  	\`staffing_heading\` text,
  	\`staffing_intro\` text,
  	\`buttons_get_started_label\` text,
  	\`buttons_get_started_href\` text,
  	\`buttons_explore_services_label\` text,
  	\`buttons_explore_services_href\` text,
  	\`buttons_explore_staffing_label\` text,
  	\`buttons_explore_staffing_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`about_order_idx\` ON \`about\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`about_parent_id_idx\` ON \`about\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`about_path_idx\` ON \`about\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_stats_order_idx\` ON \`pages_blocks_testimonials_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_stats_parent_id_idx\` ON \`pages_blocks_testimonials_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`stats_caption\` text,
  	\`logos_heading\` text,
  	\`contact_label\` text,
  	\`contact_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_order_idx\` ON \`pages_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_parent_id_idx\` ON \`pages_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_testimonials_path_idx\` ON \`pages_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_page_hero\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_order_idx\` ON \`pages_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_parent_id_idx\` ON \`pages_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_page_hero_path_idx\` ON \`pages_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_paragraphs_order_idx\` ON \`pages_blocks_section_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_paragraphs_parent_id_idx\` ON \`pages_blocks_section_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_items_bullets_order_idx\` ON \`pages_blocks_section_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_items_bullets_parent_id_idx\` ON \`pages_blocks_section_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_items_order_idx\` ON \`pages_blocks_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_items_parent_id_idx\` ON \`pages_blocks_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_stats_order_idx\` ON \`pages_blocks_section_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_stats_parent_id_idx\` ON \`pages_blocks_section_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_groups_items_order_idx\` ON \`pages_blocks_section_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_groups_items_parent_id_idx\` ON \`pages_blocks_section_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_groups_order_idx\` ON \`pages_blocks_section_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_groups_parent_id_idx\` ON \`pages_blocks_section_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section_screens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`screen\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_screens_order_idx\` ON \`pages_blocks_section_screens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_screens_parent_id_idx\` ON \`pages_blocks_section_screens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_section\` (
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
  await db.run(sql`CREATE INDEX \`pages_blocks_section_order_idx\` ON \`pages_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_parent_id_idx\` ON \`pages_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_section_path_idx\` ON \`pages_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_prose_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_prose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_prose_paragraphs_order_idx\` ON \`pages_blocks_prose_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prose_paragraphs_parent_id_idx\` ON \`pages_blocks_prose_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_prose\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`art\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_prose_order_idx\` ON \`pages_blocks_prose\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prose_parent_id_idx\` ON \`pages_blocks_prose\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_prose_path_idx\` ON \`pages_blocks_prose\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_bullets_order_idx\` ON \`pages_blocks_cards_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_bullets_parent_id_idx\` ON \`pages_blocks_cards_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_order_idx\` ON \`pages_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_items_parent_id_idx\` ON \`pages_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_order_idx\` ON \`pages_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_parent_id_idx\` ON \`pages_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cards_path_idx\` ON \`pages_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_order_idx\` ON \`pages_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_items_parent_id_idx\` ON \`pages_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_order_idx\` ON \`pages_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_parent_id_idx\` ON \`pages_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_steps_path_idx\` ON \`pages_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_items_order_idx\` ON \`pages_blocks_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_items_parent_id_idx\` ON \`pages_blocks_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_order_idx\` ON \`pages_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_parent_id_idx\` ON \`pages_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_checklist_path_idx\` ON \`pages_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_order_idx\` ON \`pages_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_items_parent_id_idx\` ON \`pages_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_order_idx\` ON \`pages_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_parent_id_idx\` ON \`pages_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_stats_path_idx\` ON \`pages_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_groups_items_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_items_entries_order_idx\` ON \`pages_blocks_groups_items_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_items_entries_parent_id_idx\` ON \`pages_blocks_groups_items_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages_blocks_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_items_order_idx\` ON \`pages_blocks_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_items_parent_id_idx\` ON \`pages_blocks_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_order_idx\` ON \`pages_blocks_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_parent_id_idx\` ON \`pages_blocks_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_groups_path_idx\` ON \`pages_blocks_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_order_idx\` ON \`pages_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_parent_id_idx\` ON \`pages_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_blocks_cta_path_idx\` ON \`pages_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`pages\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`path\` text,
  	\`social_image_id\` integer,
  	\`title\` text,
  	\`absolute_title\` text,
  	\`menu_label\` text,
  	\`description\` text,
  	\`priority\` numeric,
  	\`change_frequency\` text,
  	\`product_tagline\` text,
  	\`product_summary\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`pages_path_idx\` ON \`pages\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`pages_social_image_idx\` ON \`pages\` (\`social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`pages_updated_at_idx\` ON \`pages\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`pages_created_at_idx\` ON \`pages\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`pages__status_idx\` ON \`pages\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sections_order_idx\` ON \`_pages_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_sections_parent_id_idx\` ON \`_pages_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_review_form_questions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`rating\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_review_form\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_form_questions_order_idx\` ON \`_pages_v_blocks_review_form_questions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_form_questions_parent_id_idx\` ON \`_pages_v_blocks_review_form_questions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_review_form\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`initials\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`ai_label\` text,
  	\`submit\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_form_order_idx\` ON \`_pages_v_blocks_review_form\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_form_parent_id_idx\` ON \`_pages_v_blocks_review_form\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_review_form_path_idx\` ON \`_pages_v_blocks_review_form\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_goals_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`owner\` text,
  	\`progress\` numeric,
  	\`status\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_goals\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_items_order_idx\` ON \`_pages_v_blocks_goals_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_items_parent_id_idx\` ON \`_pages_v_blocks_goals_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_goals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`status_labels_good\` text,
  	\`status_labels_warn\` text,
  	\`status_labels_neutral\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_order_idx\` ON \`_pages_v_blocks_goals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_parent_id_idx\` ON \`_pages_v_blocks_goals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_goals_path_idx\` ON \`_pages_v_blocks_goals\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_analytics_bars\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` numeric,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_analytics\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_bars_order_idx\` ON \`_pages_v_blocks_analytics_bars\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_bars_parent_id_idx\` ON \`_pages_v_blocks_analytics_bars\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_analytics\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`completion_value\` numeric,
  	\`completion_label\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_order_idx\` ON \`_pages_v_blocks_analytics\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_parent_id_idx\` ON \`_pages_v_blocks_analytics\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_analytics_path_idx\` ON \`_pages_v_blocks_analytics\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_employee_directory_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`role\` text,
  	\`place\` text,
  	\`status\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_employee_directory\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_employee_directory_rows_order_idx\` ON \`_pages_v_blocks_employee_directory_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_employee_directory_rows_parent_id_idx\` ON \`_pages_v_blocks_employee_directory_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_employee_directory\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`subtitle\` text,
  	\`status_labels_good\` text,
  	\`status_labels_warn\` text,
  	\`status_labels_neutral\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_employee_directory_order_idx\` ON \`_pages_v_blocks_employee_directory\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_employee_directory_parent_id_idx\` ON \`_pages_v_blocks_employee_directory\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_employee_directory_path_idx\` ON \`_pages_v_blocks_employee_directory\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payroll_run_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_payroll_run\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_steps_order_idx\` ON \`_pages_v_blocks_payroll_run_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_steps_parent_id_idx\` ON \`_pages_v_blocks_payroll_run_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payroll_run_totals\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`value\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_payroll_run\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_totals_order_idx\` ON \`_pages_v_blocks_payroll_run_totals\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_totals_parent_id_idx\` ON \`_pages_v_blocks_payroll_run_totals\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payroll_run_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`count\` numeric,
  	\`status\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_payroll_run\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_rows_order_idx\` ON \`_pages_v_blocks_payroll_run_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_rows_parent_id_idx\` ON \`_pages_v_blocks_payroll_run_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_payroll_run\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`current_step\` numeric,
  	\`count_label\` text,
  	\`status_labels_good\` text,
  	\`status_labels_warn\` text,
  	\`status_labels_neutral\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_order_idx\` ON \`_pages_v_blocks_payroll_run\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_parent_id_idx\` ON \`_pages_v_blocks_payroll_run\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_payroll_run_path_idx\` ON \`_pages_v_blocks_payroll_run\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_attendance_weekdays\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_attendance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_weekdays_order_idx\` ON \`_pages_v_blocks_attendance_weekdays\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_weekdays_parent_id_idx\` ON \`_pages_v_blocks_attendance_weekdays\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_attendance_legend\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_attendance\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_legend_order_idx\` ON \`_pages_v_blocks_attendance_legend\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_legend_parent_id_idx\` ON \`_pages_v_blocks_attendance_legend\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_attendance\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`url\` text,
  	\`title\` text,
  	\`leading_blanks\` numeric,
  	\`days\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_order_idx\` ON \`_pages_v_blocks_attendance\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_parent_id_idx\` ON \`_pages_v_blocks_attendance\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_attendance_path_idx\` ON \`_pages_v_blocks_attendance\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider_slides\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_order_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_slides_parent_id_idx\` ON \`_pages_v_blocks_hero_slider_slides\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_hero_slider\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading_lead\` text,
  	\`heading_place\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_order_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_parent_id_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_hero_slider_path_idx\` ON \`_pages_v_blocks_hero_slider\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_stats_order_idx\` ON \`_about_v_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_stats_parent_id_idx\` ON \`_about_v_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_values_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_values_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_values_items_bullets_order_idx\` ON \`_about_v_values_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_values_items_bullets_parent_id_idx\` ON \`_about_v_values_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_values_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_values_items_order_idx\` ON \`_about_v_values_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_values_items_parent_id_idx\` ON \`_about_v_values_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_why_choose_us_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_why_choose_us_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_why_choose_us_items_bullets_order_idx\` ON \`_about_v_why_choose_us_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_why_choose_us_items_bullets_parent_id_idx\` ON \`_about_v_why_choose_us_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_why_choose_us_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_why_choose_us_items_order_idx\` ON \`_about_v_why_choose_us_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_why_choose_us_items_parent_id_idx\` ON \`_about_v_why_choose_us_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_expertise_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_expertise_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_expertise_items_bullets_order_idx\` ON \`_about_v_expertise_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_expertise_items_bullets_parent_id_idx\` ON \`_about_v_expertise_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_expertise_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_expertise_items_order_idx\` ON \`_about_v_expertise_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_expertise_items_parent_id_idx\` ON \`_about_v_expertise_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_business_excellence_points\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_business_excellence_points_order_idx\` ON \`_about_v_business_excellence_points\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_business_excellence_points_parent_id_idx\` ON \`_about_v_business_excellence_points\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_staffing_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v_staffing_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_staffing_items_bullets_order_idx\` ON \`_about_v_staffing_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_staffing_items_bullets_parent_id_idx\` ON \`_about_v_staffing_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v_staffing_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_about_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_staffing_items_order_idx\` ON \`_about_v_staffing_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_staffing_items_parent_id_idx\` ON \`_about_v_staffing_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_about_v\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`stats_caption\` text,
  	\`values_heading\` text,
  	\`why_choose_us_heading\` text,
  	\`expertise_heading\` text,
  	\`business_excellence_heading\` text,
  	\`business_excellence_text\` text,
  	\`business_excellence_link_label\` text,
  	\`business_excellence_link_href\` text,
  	\`staffing_heading\` text,
  	\`staffing_intro\` text,
  	\`buttons_get_started_label\` text,
  	\`buttons_get_started_href\` text,
  	\`buttons_explore_services_label\` text,
  	\`buttons_explore_services_href\` text,
  	\`buttons_explore_staffing_label\` text,
  	\`buttons_explore_staffing_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_about_v_order_idx\` ON \`_about_v\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_parent_id_idx\` ON \`_about_v\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_about_v_path_idx\` ON \`_about_v\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_testimonials\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_stats_order_idx\` ON \`_pages_v_blocks_testimonials_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_stats_parent_id_idx\` ON \`_pages_v_blocks_testimonials_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_testimonials\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`eyebrow\` text,
  	\`heading\` text,
  	\`intro\` text,
  	\`stats_caption\` text,
  	\`logos_heading\` text,
  	\`contact_label\` text,
  	\`contact_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_order_idx\` ON \`_pages_v_blocks_testimonials\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_parent_id_idx\` ON \`_pages_v_blocks_testimonials\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_testimonials_path_idx\` ON \`_pages_v_blocks_testimonials\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_page_hero\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_order_idx\` ON \`_pages_v_blocks_page_hero\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_parent_id_idx\` ON \`_pages_v_blocks_page_hero\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_page_hero_path_idx\` ON \`_pages_v_blocks_page_hero\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_paragraphs_order_idx\` ON \`_pages_v_blocks_section_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_paragraphs_parent_id_idx\` ON \`_pages_v_blocks_section_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_items_bullets_order_idx\` ON \`_pages_v_blocks_section_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_items_bullets_parent_id_idx\` ON \`_pages_v_blocks_section_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_items_order_idx\` ON \`_pages_v_blocks_section_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_items_parent_id_idx\` ON \`_pages_v_blocks_section_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_stats_order_idx\` ON \`_pages_v_blocks_section_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_stats_parent_id_idx\` ON \`_pages_v_blocks_section_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_groups_items_order_idx\` ON \`_pages_v_blocks_section_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_groups_items_parent_id_idx\` ON \`_pages_v_blocks_section_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_groups_order_idx\` ON \`_pages_v_blocks_section_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_groups_parent_id_idx\` ON \`_pages_v_blocks_section_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section_screens\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`screen\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_section\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_screens_order_idx\` ON \`_pages_v_blocks_section_screens\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_screens_parent_id_idx\` ON \`_pages_v_blocks_section_screens\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_section\` (
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
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_order_idx\` ON \`_pages_v_blocks_section\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_parent_id_idx\` ON \`_pages_v_blocks_section\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_section_path_idx\` ON \`_pages_v_blocks_section\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_prose_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_prose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_prose_paragraphs_order_idx\` ON \`_pages_v_blocks_prose_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_prose_paragraphs_parent_id_idx\` ON \`_pages_v_blocks_prose_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_prose\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`art\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_prose_order_idx\` ON \`_pages_v_blocks_prose\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_prose_parent_id_idx\` ON \`_pages_v_blocks_prose\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_prose_path_idx\` ON \`_pages_v_blocks_prose\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_bullets_order_idx\` ON \`_pages_v_blocks_cards_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_bullets_parent_id_idx\` ON \`_pages_v_blocks_cards_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_order_idx\` ON \`_pages_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_items_parent_id_idx\` ON \`_pages_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_order_idx\` ON \`_pages_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_parent_id_idx\` ON \`_pages_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cards_path_idx\` ON \`_pages_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_items_order_idx\` ON \`_pages_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_items_parent_id_idx\` ON \`_pages_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_order_idx\` ON \`_pages_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_parent_id_idx\` ON \`_pages_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_steps_path_idx\` ON \`_pages_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_items_order_idx\` ON \`_pages_v_blocks_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_items_parent_id_idx\` ON \`_pages_v_blocks_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_order_idx\` ON \`_pages_v_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_parent_id_idx\` ON \`_pages_v_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_checklist_path_idx\` ON \`_pages_v_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_order_idx\` ON \`_pages_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_items_parent_id_idx\` ON \`_pages_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_order_idx\` ON \`_pages_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_parent_id_idx\` ON \`_pages_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_stats_path_idx\` ON \`_pages_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_groups_items_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_items_entries_order_idx\` ON \`_pages_v_blocks_groups_items_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_items_entries_parent_id_idx\` ON \`_pages_v_blocks_groups_items_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v_blocks_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_items_order_idx\` ON \`_pages_v_blocks_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_items_parent_id_idx\` ON \`_pages_v_blocks_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_order_idx\` ON \`_pages_v_blocks_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_parent_id_idx\` ON \`_pages_v_blocks_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_groups_path_idx\` ON \`_pages_v_blocks_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v_blocks_cta\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`heading\` text,
  	\`text\` text,
  	\`primary_label\` text,
  	\`primary_href\` text,
  	\`secondary_label\` text,
  	\`secondary_href\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_pages_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_order_idx\` ON \`_pages_v_blocks_cta\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_parent_id_idx\` ON \`_pages_v_blocks_cta\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_blocks_cta_path_idx\` ON \`_pages_v_blocks_cta\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_pages_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_path\` text,
  	\`version_social_image_id\` integer,
  	\`version_title\` text,
  	\`version_absolute_title\` text,
  	\`version_menu_label\` text,
  	\`version_description\` text,
  	\`version_priority\` numeric,
  	\`version_change_frequency\` text,
  	\`version_product_tagline\` text,
  	\`version_product_summary\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`pages\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_pages_v_parent_idx\` ON \`_pages_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_path_idx\` ON \`_pages_v\` (\`version_path\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_social_image_idx\` ON \`_pages_v\` (\`version_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_updated_at_idx\` ON \`_pages_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version_created_at_idx\` ON \`_pages_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_version_version__status_idx\` ON \`_pages_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_created_at_idx\` ON \`_pages_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_updated_at_idx\` ON \`_pages_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_pages_v_latest_idx\` ON \`_pages_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_prose_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_prose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_prose_paragraphs_order_idx\` ON \`services_blocks_prose_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_prose_paragraphs_parent_id_idx\` ON \`services_blocks_prose_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_prose\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`art\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_prose_order_idx\` ON \`services_blocks_prose\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_prose_parent_id_idx\` ON \`services_blocks_prose\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_prose_path_idx\` ON \`services_blocks_prose\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_bullets_order_idx\` ON \`services_blocks_cards_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_bullets_parent_id_idx\` ON \`services_blocks_cards_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_order_idx\` ON \`services_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_items_parent_id_idx\` ON \`services_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_order_idx\` ON \`services_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_parent_id_idx\` ON \`services_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_cards_path_idx\` ON \`services_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_items_order_idx\` ON \`services_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_items_parent_id_idx\` ON \`services_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_order_idx\` ON \`services_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_parent_id_idx\` ON \`services_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_steps_path_idx\` ON \`services_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_checklist_items_order_idx\` ON \`services_blocks_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_checklist_items_parent_id_idx\` ON \`services_blocks_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_checklist_order_idx\` ON \`services_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_checklist_parent_id_idx\` ON \`services_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_checklist_path_idx\` ON \`services_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_items_order_idx\` ON \`services_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_items_parent_id_idx\` ON \`services_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_order_idx\` ON \`services_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_parent_id_idx\` ON \`services_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_stats_path_idx\` ON \`services_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_groups_items_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_items_entries_order_idx\` ON \`services_blocks_groups_items_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_items_entries_parent_id_idx\` ON \`services_blocks_groups_items_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_blocks_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_items_order_idx\` ON \`services_blocks_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_items_parent_id_idx\` ON \`services_blocks_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_blocks_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_order_idx\` ON \`services_blocks_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_parent_id_idx\` ON \`services_blocks_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`services_blocks_groups_path_idx\` ON \`services_blocks_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`services_why_choose_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services_why_choose_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_why_choose_items_bullets_order_idx\` ON \`services_why_choose_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_why_choose_items_bullets_parent_id_idx\` ON \`services_why_choose_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services_why_choose_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`services\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`services_why_choose_items_order_idx\` ON \`services_why_choose_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`services_why_choose_items_parent_id_idx\` ON \`services_why_choose_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`services\` (
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
  await db.run(sql`CREATE INDEX \`services_social_image_idx\` ON \`services\` (\`social_image_id\`);`)
  await db.run(sql`CREATE UNIQUE INDEX \`services_slug_idx\` ON \`services\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`services_updated_at_idx\` ON \`services\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`services_created_at_idx\` ON \`services\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`services__status_idx\` ON \`services\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_prose_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_prose\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_prose_paragraphs_order_idx\` ON \`_services_v_blocks_prose_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_prose_paragraphs_parent_id_idx\` ON \`_services_v_blocks_prose_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_prose\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`art\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_prose_order_idx\` ON \`_services_v_blocks_prose\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_prose_parent_id_idx\` ON \`_services_v_blocks_prose\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_prose_path_idx\` ON \`_services_v_blocks_prose\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_bullets_order_idx\` ON \`_services_v_blocks_cards_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_bullets_parent_id_idx\` ON \`_services_v_blocks_cards_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_cards\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_order_idx\` ON \`_services_v_blocks_cards_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_items_parent_id_idx\` ON \`_services_v_blocks_cards_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_cards\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_order_idx\` ON \`_services_v_blocks_cards\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_parent_id_idx\` ON \`_services_v_blocks_cards\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_cards_path_idx\` ON \`_services_v_blocks_cards\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_steps_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_steps\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_items_order_idx\` ON \`_services_v_blocks_steps_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_items_parent_id_idx\` ON \`_services_v_blocks_steps_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_steps\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_order_idx\` ON \`_services_v_blocks_steps\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_parent_id_idx\` ON \`_services_v_blocks_steps\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_steps_path_idx\` ON \`_services_v_blocks_steps\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_checklist_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_checklist\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_checklist_items_order_idx\` ON \`_services_v_blocks_checklist_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_checklist_items_parent_id_idx\` ON \`_services_v_blocks_checklist_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_checklist\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_checklist_order_idx\` ON \`_services_v_blocks_checklist\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_checklist_parent_id_idx\` ON \`_services_v_blocks_checklist\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_checklist_path_idx\` ON \`_services_v_blocks_checklist\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_stats_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_stats\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_items_order_idx\` ON \`_services_v_blocks_stats_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_items_parent_id_idx\` ON \`_services_v_blocks_stats_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_stats\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_order_idx\` ON \`_services_v_blocks_stats\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_parent_id_idx\` ON \`_services_v_blocks_stats\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_stats_path_idx\` ON \`_services_v_blocks_stats\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_groups_items_entries\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_groups_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_items_entries_order_idx\` ON \`_services_v_blocks_groups_items_entries\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_items_entries_parent_id_idx\` ON \`_services_v_blocks_groups_items_entries\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_groups_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`icon\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_blocks_groups\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_items_order_idx\` ON \`_services_v_blocks_groups_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_items_parent_id_idx\` ON \`_services_v_blocks_groups_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_blocks_groups\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`_path\` text NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`eyebrow\` text,
  	\`intro\` text,
  	\`format\` text,
  	\`_uuid\` text,
  	\`block_name\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_order_idx\` ON \`_services_v_blocks_groups\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_parent_id_idx\` ON \`_services_v_blocks_groups\` (\`_parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_blocks_groups_path_idx\` ON \`_services_v_blocks_groups\` (\`_path\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_why_choose_items_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v_version_why_choose_items\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_why_choose_items_bullets_order_idx\` ON \`_services_v_version_why_choose_items_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_why_choose_items_bullets_parent_id_idx\` ON \`_services_v_version_why_choose_items_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v_version_why_choose_items\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`icon\` text,
  	\`title\` text,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_services_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_services_v_version_why_choose_items_order_idx\` ON \`_services_v_version_why_choose_items\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_why_choose_items_parent_id_idx\` ON \`_services_v_version_why_choose_items\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_services_v\` (
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
  await db.run(sql`CREATE INDEX \`_services_v_parent_idx\` ON \`_services_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_social_image_idx\` ON \`_services_v\` (\`version_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_slug_idx\` ON \`_services_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_updated_at_idx\` ON \`_services_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version_created_at_idx\` ON \`_services_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_version_version__status_idx\` ON \`_services_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_created_at_idx\` ON \`_services_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_updated_at_idx\` ON \`_services_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_services_v_latest_idx\` ON \`_services_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_paragraphs_order_idx\` ON \`policies_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_paragraphs_parent_id_idx\` ON \`policies_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_bullets_order_idx\` ON \`policies_sections_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_bullets_parent_id_idx\` ON \`policies_sections_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_table_columns_order_idx\` ON \`policies_sections_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_table_columns_parent_id_idx\` ON \`policies_sections_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`text\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies_sections_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_table_rows_cells_order_idx\` ON \`policies_sections_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_table_rows_cells_parent_id_idx\` ON \`policies_sections_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_table_rows_order_idx\` ON \`policies_sections_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_table_rows_parent_id_idx\` ON \`policies_sections_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`table_caption\` text,
  	\`placeholder\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`policies_sections_order_idx\` ON \`policies_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`policies_sections_parent_id_idx\` ON \`policies_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`policies\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`title\` text,
  	\`last_updated\` text,
  	\`intro\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`policies_slug_idx\` ON \`policies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`policies_updated_at_idx\` ON \`policies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`policies_created_at_idx\` ON \`policies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`policies__status_idx\` ON \`policies\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_version_sections_paragraphs\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_paragraphs_order_idx\` ON \`_policies_v_version_sections_paragraphs\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_paragraphs_parent_id_idx\` ON \`_policies_v_version_sections_paragraphs\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_version_sections_bullets\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_bullets_order_idx\` ON \`_policies_v_version_sections_bullets\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_bullets_parent_id_idx\` ON \`_policies_v_version_sections_bullets\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_version_sections_table_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_table_columns_order_idx\` ON \`_policies_v_version_sections_table_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_table_columns_parent_id_idx\` ON \`_policies_v_version_sections_table_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_version_sections_table_rows_cells\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`text\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v_version_sections_table_rows\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_table_rows_cells_order_idx\` ON \`_policies_v_version_sections_table_rows_cells\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_table_rows_cells_parent_id_idx\` ON \`_policies_v_version_sections_table_rows_cells\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_version_sections_table_rows\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v_version_sections\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_table_rows_order_idx\` ON \`_policies_v_version_sections_table_rows\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_table_rows_parent_id_idx\` ON \`_policies_v_version_sections_table_rows\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v_version_sections\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`anchor\` text,
  	\`heading\` text,
  	\`table_caption\` text,
  	\`placeholder\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_policies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_order_idx\` ON \`_policies_v_version_sections\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_sections_parent_id_idx\` ON \`_policies_v_version_sections\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_policies_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_slug\` text,
  	\`version_title\` text,
  	\`version_last_updated\` text,
  	\`version_intro\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`policies\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_policies_v_parent_idx\` ON \`_policies_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_slug_idx\` ON \`_policies_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_updated_at_idx\` ON \`_policies_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version_created_at_idx\` ON \`_policies_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_version_version__status_idx\` ON \`_policies_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_created_at_idx\` ON \`_policies_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_updated_at_idx\` ON \`_policies_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_policies_v_latest_idx\` ON \`_policies_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`categories\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`slug\` text,
  	\`description\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft'
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`categories_slug_idx\` ON \`categories\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`categories_updated_at_idx\` ON \`categories\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`categories_created_at_idx\` ON \`categories\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`categories__status_idx\` ON \`categories\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_categories_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_name\` text,
  	\`version_slug\` text,
  	\`version_description\` text,
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_categories_v_parent_idx\` ON \`_categories_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_slug_idx\` ON \`_categories_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_updated_at_idx\` ON \`_categories_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version_created_at_idx\` ON \`_categories_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_version_version__status_idx\` ON \`_categories_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_created_at_idx\` ON \`_categories_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_updated_at_idx\` ON \`_categories_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_categories_v_latest_idx\` ON \`_categories_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`insights\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`title\` text,
  	\`summary\` text,
  	\`slug\` text,
  	\`former_slugs\` text,
  	\`body\` text,
  	\`author\` text,
  	\`date\` text,
  	\`category_id\` integer,
  	\`illustration_image_id\` integer,
  	\`illustration_artwork\` text DEFAULT 'team-agreeing-plan',
  	\`seo_title\` text,
  	\`seo_description\` text,
  	\`social_image_id\` integer,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	FOREIGN KEY (\`category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`illustration_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`insights_slug_idx\` ON \`insights\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`insights_date_idx\` ON \`insights\` (\`date\`);`)
  await db.run(sql`CREATE INDEX \`insights_category_idx\` ON \`insights\` (\`category_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_illustration_illustration_image_idx\` ON \`insights\` (\`illustration_image_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_social_image_idx\` ON \`insights\` (\`social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`insights_updated_at_idx\` ON \`insights\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`insights_created_at_idx\` ON \`insights\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`insights__status_idx\` ON \`insights\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_insights_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`parent_id\` integer,
  	\`version_title\` text,
  	\`version_summary\` text,
  	\`version_slug\` text,
  	\`version_former_slugs\` text,
  	\`version_body\` text,
  	\`version_author\` text,
  	\`version_date\` text,
  	\`version_category_id\` integer,
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
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`insights\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_category_id\`) REFERENCES \`categories\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_illustration_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null,
  	FOREIGN KEY (\`version_social_image_id\`) REFERENCES \`media\`(\`id\`) ON UPDATE no action ON DELETE set null
  );
  `)
  await db.run(sql`CREATE INDEX \`_insights_v_parent_idx\` ON \`_insights_v\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_slug_idx\` ON \`_insights_v\` (\`version_slug\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_date_idx\` ON \`_insights_v\` (\`version_date\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_category_idx\` ON \`_insights_v\` (\`version_category_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_illustration_version_illustration_im_idx\` ON \`_insights_v\` (\`version_illustration_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_social_image_idx\` ON \`_insights_v\` (\`version_social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_updated_at_idx\` ON \`_insights_v\` (\`version_updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version_created_at_idx\` ON \`_insights_v\` (\`version_created_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_version_version__status_idx\` ON \`_insights_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_created_at_idx\` ON \`_insights_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_updated_at_idx\` ON \`_insights_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_insights_v_latest_idx\` ON \`_insights_v\` (\`latest\`);`)
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
  await db.run(sql`CREATE TABLE \`case_studies_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`case_studies\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`case_studies_results_order_idx\` ON \`case_studies_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_results_parent_id_idx\` ON \`case_studies_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`case_studies\` (
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
  await db.run(sql`CREATE UNIQUE INDEX \`case_studies_slug_idx\` ON \`case_studies\` (\`slug\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_illustration_illustration_image_idx\` ON \`case_studies\` (\`illustration_image_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_social_image_idx\` ON \`case_studies\` (\`social_image_id\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_updated_at_idx\` ON \`case_studies\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies_created_at_idx\` ON \`case_studies\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`case_studies__status_idx\` ON \`case_studies\` (\`_status\`);`)
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
  await db.run(sql`CREATE TABLE \`_case_studies_v_version_results\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`value\` text,
  	\`label\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_case_studies_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_results_order_idx\` ON \`_case_studies_v_version_results\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_case_studies_v_version_results_parent_id_idx\` ON \`_case_studies_v_version_results\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_case_studies_v\` (
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
  await db.run(sql`CREATE TABLE \`payload_kv\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text NOT NULL,
  	\`data\` text NOT NULL
  );
  `)
  await db.run(sql`CREATE UNIQUE INDEX \`payload_kv_key_idx\` ON \`payload_kv\` (\`key\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs_log\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`executed_at\` text NOT NULL,
  	\`completed_at\` text NOT NULL,
  	\`task_slug\` text NOT NULL,
  	\`task_i_d\` text NOT NULL,
  	\`input\` text,
  	\`output\` text,
  	\`state\` text NOT NULL,
  	\`error\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`payload_jobs\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_order_idx\` ON \`payload_jobs_log\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_log_parent_id_idx\` ON \`payload_jobs_log\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_jobs\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`input\` text,
  	\`completed_at\` text,
  	\`total_tried\` numeric DEFAULT 0,
  	\`has_error\` integer DEFAULT false,
  	\`error\` text,
  	\`task_slug\` text,
  	\`queue\` text DEFAULT 'default',
  	\`wait_until\` text,
  	\`processing\` integer DEFAULT false,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_jobs_completed_at_idx\` ON \`payload_jobs\` (\`completed_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_total_tried_idx\` ON \`payload_jobs\` (\`total_tried\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_has_error_idx\` ON \`payload_jobs\` (\`has_error\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_task_slug_idx\` ON \`payload_jobs\` (\`task_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_queue_idx\` ON \`payload_jobs\` (\`queue\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_wait_until_idx\` ON \`payload_jobs\` (\`wait_until\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_processing_idx\` ON \`payload_jobs\` (\`processing\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_updated_at_idx\` ON \`payload_jobs\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_jobs_created_at_idx\` ON \`payload_jobs\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`global_slug\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_global_slug_idx\` ON \`payload_locked_documents\` (\`global_slug\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_updated_at_idx\` ON \`payload_locked_documents\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_locked_documents_created_at_idx\` ON \`payload_locked_documents\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_locked_documents_rels\` (
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
  await db.run(sql`CREATE TABLE \`payload_preferences\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`key\` text,
  	\`value\` text,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_key_idx\` ON \`payload_preferences\` (\`key\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_updated_at_idx\` ON \`payload_preferences\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_created_at_idx\` ON \`payload_preferences\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`payload_preferences_rels\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`order\` integer,
  	\`parent_id\` integer NOT NULL,
  	\`path\` text NOT NULL,
  	\`users_id\` integer,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`payload_preferences\`(\`id\`) ON UPDATE no action ON DELETE cascade,
  	FOREIGN KEY (\`users_id\`) REFERENCES \`users\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_order_idx\` ON \`payload_preferences_rels\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_parent_idx\` ON \`payload_preferences_rels\` (\`parent_id\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_path_idx\` ON \`payload_preferences_rels\` (\`path\`);`)
  await db.run(sql`CREATE INDEX \`payload_preferences_rels_users_id_idx\` ON \`payload_preferences_rels\` (\`users_id\`);`)
  await db.run(sql`CREATE TABLE \`payload_migrations\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`batch\` numeric,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
  );
  `)
  await db.run(sql`CREATE INDEX \`payload_migrations_updated_at_idx\` ON \`payload_migrations\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`payload_migrations_created_at_idx\` ON \`payload_migrations\` (\`created_at\`);`)
  await db.run(sql`CREATE TABLE \`company_office_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`company\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`company_office_hours_days_order_idx\` ON \`company_office_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`company_office_hours_days_parent_idx\` ON \`company_office_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`company\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`name\` text,
  	\`legal_name\` text,
  	\`tagline\` text,
  	\`splash_tagline\` text,
  	\`mission\` text,
  	\`description\` text,
  	\`phone\` text,
  	\`email\` text,
  	\`careers_email\` text,
  	\`grievance_officer_name\` text,
  	\`grievance_officer_email\` text,
  	\`address_street\` text,
  	\`address_locality\` text,
  	\`address_region\` text,
  	\`address_region_code\` text,
  	\`address_postal_code\` text,
  	\`address_country\` text,
  	\`address_country_code\` text,
  	\`geo_latitude\` numeric,
  	\`geo_longitude\` numeric,
  	\`social_linkedin\` text,
  	\`social_x\` text,
  	\`social_facebook\` text,
  	\`office_hours_opens\` text,
  	\`office_hours_closes\` text,
  	\`founded_year\` numeric,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`company__status_idx\` ON \`company\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_company_v_version_office_hours_days\` (
  	\`order\` integer NOT NULL,
  	\`parent_id\` integer NOT NULL,
  	\`value\` text,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	FOREIGN KEY (\`parent_id\`) REFERENCES \`_company_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_office_hours_days_order_idx\` ON \`_company_v_version_office_hours_days\` (\`order\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_version_office_hours_days_parent_idx\` ON \`_company_v_version_office_hours_days\` (\`parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_company_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_name\` text,
  	\`version_legal_name\` text,
  	\`version_tagline\` text,
  	\`version_splash_tagline\` text,
  	\`version_mission\` text,
  	\`version_description\` text,
  	\`version_phone\` text,
  	\`version_email\` text,
  	\`version_careers_email\` text,
  	\`version_grievance_officer_name\` text,
  	\`version_grievance_officer_email\` text,
  	\`version_address_street\` text,
  	\`version_address_locality\` text,
  	\`version_address_region\` text,
  	\`version_address_region_code\` text,
  	\`version_address_postal_code\` text,
  	\`version_address_country\` text,
  	\`version_address_country_code\` text,
  	\`version_geo_latitude\` numeric,
  	\`version_geo_longitude\` numeric,
  	\`version_social_linkedin\` text,
  	\`version_social_x\` text,
  	\`version_social_facebook\` text,
  	\`version_office_hours_opens\` text,
  	\`version_office_hours_closes\` text,
  	\`version_founded_year\` numeric,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_company_v_version_version__status_idx\` ON \`_company_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_created_at_idx\` ON \`_company_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_updated_at_idx\` ON \`_company_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_company_v_latest_idx\` ON \`_company_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`navigation_main\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`submenu\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_main_order_idx\` ON \`navigation_main\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_main_parent_id_idx\` ON \`navigation_main\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_service_columns_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` text NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation_service_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_services_order_idx\` ON \`navigation_service_columns_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_services_parent_id_idx\` ON \`navigation_service_columns_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_service_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`featured\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_order_idx\` ON \`navigation_service_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_service_columns_parent_id_idx\` ON \`navigation_service_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_left_out\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_left_out_order_idx\` ON \`navigation_left_out\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_left_out_parent_id_idx\` ON \`navigation_left_out\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_company\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_company_order_idx\` ON \`navigation_footer_company\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_company_parent_id_idx\` ON \`navigation_footer_company\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_solutions_order_idx\` ON \`navigation_footer_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_solutions_parent_id_idx\` ON \`navigation_footer_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation_footer_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` text PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`navigation\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation_footer_legal_order_idx\` ON \`navigation_footer_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`navigation_footer_legal_parent_id_idx\` ON \`navigation_footer_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`navigation\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`navigation__status_idx\` ON \`navigation\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_main\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`submenu\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_main_order_idx\` ON \`_navigation_v_version_main\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_main_parent_id_idx\` ON \`_navigation_v_version_main\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_service_columns_services\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v_version_service_columns\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_services_order_idx\` ON \`_navigation_v_version_service_columns_services\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_services_parent_id_idx\` ON \`_navigation_v_version_service_columns_services\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_service_columns\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`category\` text,
  	\`featured\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_order_idx\` ON \`_navigation_v_version_service_columns\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_service_columns_parent_id_idx\` ON \`_navigation_v_version_service_columns\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_left_out\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_left_out_order_idx\` ON \`_navigation_v_version_left_out\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_left_out_parent_id_idx\` ON \`_navigation_v_version_left_out\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_company\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_company_order_idx\` ON \`_navigation_v_version_footer_company\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_company_parent_id_idx\` ON \`_navigation_v_version_footer_company\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_solutions\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`slug\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_solutions_order_idx\` ON \`_navigation_v_version_footer_solutions\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_solutions_parent_id_idx\` ON \`_navigation_v_version_footer_solutions\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v_version_footer_legal\` (
  	\`_order\` integer NOT NULL,
  	\`_parent_id\` integer NOT NULL,
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`label\` text,
  	\`href\` text,
  	\`_uuid\` text,
  	FOREIGN KEY (\`_parent_id\`) REFERENCES \`_navigation_v\`(\`id\`) ON UPDATE no action ON DELETE cascade
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_legal_order_idx\` ON \`_navigation_v_version_footer_legal\` (\`_order\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_footer_legal_parent_id_idx\` ON \`_navigation_v_version_footer_legal\` (\`_parent_id\`);`)
  await db.run(sql`CREATE TABLE \`_navigation_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_navigation_v_version_version__status_idx\` ON \`_navigation_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_created_at_idx\` ON \`_navigation_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_updated_at_idx\` ON \`_navigation_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_navigation_v_latest_idx\` ON \`_navigation_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`chat\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`open\` text,
  	\`welcome\` text,
  	\`available_now\` text,
  	\`unavailable_now\` text,
  	\`call_label\` text,
  	\`message_label\` text,
  	\`message_placeholder\` text,
  	\`send\` text,
  	\`close\` text,
  	\`_status\` text DEFAULT 'draft',
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
  await db.run(sql`CREATE INDEX \`chat__status_idx\` ON \`chat\` (\`_status\`);`)
  await db.run(sql`CREATE TABLE \`_chat_v\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`version_open\` text,
  	\`version_welcome\` text,
  	\`version_available_now\` text,
  	\`version_unavailable_now\` text,
  	\`version_call_label\` text,
  	\`version_message_label\` text,
  	\`version_message_placeholder\` text,
  	\`version_send\` text,
  	\`version_close\` text,
  	\`version__status\` text DEFAULT 'draft',
  	\`version_updated_at\` text,
  	\`version_created_at\` text,
  	\`created_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`updated_at\` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
  	\`latest\` integer
  );
  `)
  await db.run(sql`CREATE INDEX \`_chat_v_version_version__status_idx\` ON \`_chat_v\` (\`version__status\`);`)
  await db.run(sql`CREATE INDEX \`_chat_v_created_at_idx\` ON \`_chat_v\` (\`created_at\`);`)
  await db.run(sql`CREATE INDEX \`_chat_v_updated_at_idx\` ON \`_chat_v\` (\`updated_at\`);`)
  await db.run(sql`CREATE INDEX \`_chat_v_latest_idx\` ON \`_chat_v\` (\`latest\`);`)
  await db.run(sql`CREATE TABLE \`seed_log\` (
  	\`id\` integer PRIMARY KEY NOT NULL,
  	\`seeded\` text,
  	\`updated_at\` text,
  	\`created_at\` text
  );
  `)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.run(sql`DROP TABLE \`users_sessions\`;`)
  await db.run(sql`DROP TABLE \`users\`;`)
  await db.run(sql`DROP TABLE \`media\`;`)
  await db.run(sql`DROP TABLE \`pages_sections\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_review_form_questions\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_review_form\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_goals_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_goals\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_analytics_bars\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_analytics\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_employee_directory_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_employee_directory\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payroll_run_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payroll_run_totals\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payroll_run_rows\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_payroll_run\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_attendance_weekdays\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_attendance_legend\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_attendance\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`about_stats\`;`)
  await db.run(sql`DROP TABLE \`about_values_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`about_values_items\`;`)
  await db.run(sql`DROP TABLE \`about_why_choose_us_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`about_why_choose_us_items\`;`)
  await db.run(sql`DROP TABLE \`about_expertise_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`about_expertise_items\`;`)
  await db.run(sql`DROP TABLE \`about_business_excellence_points\`;`)
  await db.run(sql`DROP TABLE \`about_staffing_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`about_staffing_items\`;`)
  await db.run(sql`DROP TABLE \`about\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_groups_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section_screens\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_prose_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_prose\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_groups_items_entries\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_groups_items\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_groups\`;`)
  await db.run(sql`DROP TABLE \`pages_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`pages\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_review_form_questions\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_review_form\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_goals_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_goals\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_analytics_bars\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_analytics\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_employee_directory_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_employee_directory\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payroll_run_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payroll_run_totals\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payroll_run_rows\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_payroll_run\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_attendance_weekdays\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_attendance_legend\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_attendance\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider_slides\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_hero_slider\`;`)
  await db.run(sql`DROP TABLE \`_about_v_stats\`;`)
  await db.run(sql`DROP TABLE \`_about_v_values_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_about_v_values_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_why_choose_us_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_about_v_why_choose_us_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_expertise_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_about_v_expertise_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v_business_excellence_points\`;`)
  await db.run(sql`DROP TABLE \`_about_v_staffing_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_about_v_staffing_items\`;`)
  await db.run(sql`DROP TABLE \`_about_v\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_testimonials\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_page_hero\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_groups_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section_screens\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_section\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_prose_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_prose\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_groups_items_entries\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_groups_items\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_groups\`;`)
  await db.run(sql`DROP TABLE \`_pages_v_blocks_cta\`;`)
  await db.run(sql`DROP TABLE \`_pages_v\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_prose_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_prose\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_groups_items_entries\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_groups_items\`;`)
  await db.run(sql`DROP TABLE \`services_blocks_groups\`;`)
  await db.run(sql`DROP TABLE \`services_why_choose_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`services_why_choose_items\`;`)
  await db.run(sql`DROP TABLE \`services\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_prose_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_prose\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_cards\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_steps_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_steps\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_checklist_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_checklist\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_stats_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_stats\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_groups_items_entries\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_groups_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v_blocks_groups\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_why_choose_items_bullets\`;`)
  await db.run(sql`DROP TABLE \`_services_v_version_why_choose_items\`;`)
  await db.run(sql`DROP TABLE \`_services_v\`;`)
  await db.run(sql`DROP TABLE \`policies_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`policies_sections_bullets\`;`)
  await db.run(sql`DROP TABLE \`policies_sections_table_columns\`;`)
  await db.run(sql`DROP TABLE \`policies_sections_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`policies_sections_table_rows\`;`)
  await db.run(sql`DROP TABLE \`policies_sections\`;`)
  await db.run(sql`DROP TABLE \`policies\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_version_sections_paragraphs\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_version_sections_bullets\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_version_sections_table_columns\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_version_sections_table_rows_cells\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_version_sections_table_rows\`;`)
  await db.run(sql`DROP TABLE \`_policies_v_version_sections\`;`)
  await db.run(sql`DROP TABLE \`_policies_v\`;`)
  await db.run(sql`DROP TABLE \`categories\`;`)
  await db.run(sql`DROP TABLE \`_categories_v\`;`)
  await db.run(sql`DROP TABLE \`insights\`;`)
  await db.run(sql`DROP TABLE \`_insights_v\`;`)
  await db.run(sql`DROP TABLE \`case_studies_services\`;`)
  await db.run(sql`DROP TABLE \`case_studies_results\`;`)
  await db.run(sql`DROP TABLE \`case_studies\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_services\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v_version_results\`;`)
  await db.run(sql`DROP TABLE \`_case_studies_v\`;`)
  await db.run(sql`DROP TABLE \`payload_kv\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs_log\`;`)
  await db.run(sql`DROP TABLE \`payload_jobs\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents\`;`)
  await db.run(sql`DROP TABLE \`payload_locked_documents_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences\`;`)
  await db.run(sql`DROP TABLE \`payload_preferences_rels\`;`)
  await db.run(sql`DROP TABLE \`payload_migrations\`;`)
  await db.run(sql`DROP TABLE \`company_office_hours_days\`;`)
  await db.run(sql`DROP TABLE \`company\`;`)
  await db.run(sql`DROP TABLE \`_company_v_version_office_hours_days\`;`)
  await db.run(sql`DROP TABLE \`_company_v\`;`)
  await db.run(sql`DROP TABLE \`navigation_main\`;`)
  await db.run(sql`DROP TABLE \`navigation_service_columns_services\`;`)
  await db.run(sql`DROP TABLE \`navigation_service_columns\`;`)
  await db.run(sql`DROP TABLE \`navigation_left_out\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_company\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_solutions\`;`)
  await db.run(sql`DROP TABLE \`navigation_footer_legal\`;`)
  await db.run(sql`DROP TABLE \`navigation\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_main\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_service_columns_services\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_service_columns\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_left_out\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_company\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_solutions\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v_version_footer_legal\`;`)
  await db.run(sql`DROP TABLE \`_navigation_v\`;`)
  await db.run(sql`DROP TABLE \`chat\`;`)
  await db.run(sql`DROP TABLE \`_chat_v\`;`)
  await db.run(sql`DROP TABLE \`seed_log\`;`)
}
