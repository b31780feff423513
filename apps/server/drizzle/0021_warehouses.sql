CREATE TABLE "warehouses" (
	"property_id" uuid PRIMARY KEY NOT NULL,
	"floor_area" integer NOT NULL,
	"loading_docks" integer NOT NULL,
	"ceiling_height" double precision NOT NULL,
	CONSTRAINT "warehouses_numbers_check" CHECK ("warehouses"."floor_area" >= 1 and "warehouses"."loading_docks" >= 0 and "warehouses"."ceiling_height" > 0)
);
--> statement-breakpoint
ALTER TABLE "warehouses" ADD CONSTRAINT "warehouses_property_id_renting_properties_id_fk" FOREIGN KEY ("property_id") REFERENCES "public"."renting_properties"("id") ON DELETE cascade ON UPDATE no action;