import { MigrateUpArgs, MigrateDownArgs, sql } from '@payloadcms/db-postgres'

export async function up({ db, payload, req }: MigrateUpArgs): Promise<void> {
  await db.execute(sql`
   ALTER TABLE "cms"."services" ALTER COLUMN "enquiry_name" SET DATA TYPE varchar;
  ALTER TABLE "cms"."_services_v" ALTER COLUMN "version_enquiry_name" SET DATA TYPE varchar;
  DROP TYPE "cms"."enum_services_enquiry_name";
  DROP TYPE "cms"."enum__services_v_version_enquiry_name";`)
}

export async function down({ db, payload, req }: MigrateDownArgs): Promise<void> {
  await db.execute(sql`
   CREATE TYPE "cms"."enum_services_enquiry_name" AS ENUM('Permanent Staffing', 'Contract Staffing', 'IT Staffing', 'Executive Search', 'Payroll Services', 'Localization Staffing', 'Application Development', 'Application Support', 'Internet of Things', 'Digital Marketing', 'Artificial Intelligence', 'Robotic Process Automation', 'Business Excellence');
  CREATE TYPE "cms"."enum__services_v_version_enquiry_name" AS ENUM('Permanent Staffing', 'Contract Staffing', 'IT Staffing', 'Executive Search', 'Payroll Services', 'Localization Staffing', 'Application Development', 'Application Support', 'Internet of Things', 'Digital Marketing', 'Artificial Intelligence', 'Robotic Process Automation', 'Business Excellence');
  ALTER TABLE "cms"."services" ALTER COLUMN "enquiry_name" SET DATA TYPE "cms"."enum_services_enquiry_name" USING "enquiry_name"::"cms"."enum_services_enquiry_name";
  ALTER TABLE "cms"."_services_v" ALTER COLUMN "version_enquiry_name" SET DATA TYPE "cms"."enum__services_v_version_enquiry_name" USING "version_enquiry_name"::"cms"."enum__services_v_version_enquiry_name";`)
}
