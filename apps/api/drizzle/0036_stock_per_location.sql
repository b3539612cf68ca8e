CREATE TABLE "location_stock" (
	"variation_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"stock" integer DEFAULT 0 NOT NULL,
	"low_stock_threshold" integer,
	CONSTRAINT "location_stock_variation_id_location_id_pk" PRIMARY KEY("variation_id","location_id"),
	CONSTRAINT "location_stock_non_negative" CHECK ("location_stock"."stock" >= 0)
);
--> statement-breakpoint
CREATE TABLE "locations" (
	"id" serial PRIMARY KEY NOT NULL,
	"code" text NOT NULL,
	"name_ru" text NOT NULL,
	"name_en" text DEFAULT '' NOT NULL,
	"name_ky" text DEFAULT '' NOT NULL,
	"address_ru" text DEFAULT '' NOT NULL,
	"address_en" text DEFAULT '' NOT NULL,
	"address_ky" text DEFAULT '' NOT NULL,
	"phone" text,
	"opens" text,
	"closes" text,
	"is_pickup_point" boolean DEFAULT false NOT NULL,
	"ships_courier" boolean DEFAULT false NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"transfer_days" integer DEFAULT 1 NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "locations_code_format" CHECK ("locations"."code" ~ '^[a-z0-9][a-z0-9-]{0,31}$'),
	CONSTRAINT "locations_transfer_days_range" CHECK ("locations"."transfer_days" between 0 and 60),
	CONSTRAINT "locations_default_is_active" CHECK (not "locations"."is_default" or ("locations"."active" and ("locations"."is_pickup_point" or "locations"."ships_courier")))
);
--> statement-breakpoint
CREATE TABLE "stock_allocations" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"order_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"location_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	CONSTRAINT "stock_allocations_quantity_positive" CHECK ("stock_allocations"."quantity" > 0)
);
--> statement-breakpoint
CREATE TABLE "stock_transfer_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"transfer_id" integer NOT NULL,
	"variation_id" integer NOT NULL,
	"quantity" integer NOT NULL,
	"received_quantity" integer,
	CONSTRAINT "stock_transfer_lines_quantity_positive" CHECK ("stock_transfer_lines"."quantity" > 0),
	CONSTRAINT "stock_transfer_lines_received_range" CHECK ("stock_transfer_lines"."received_quantity" is null or "stock_transfer_lines"."received_quantity" between 0 and "stock_transfer_lines"."quantity")
);
--> statement-breakpoint
CREATE TABLE "stock_transfers" (
	"id" serial PRIMARY KEY NOT NULL,
	"from_location_id" integer NOT NULL,
	"to_location_id" integer NOT NULL,
	"status" text DEFAULT 'created' NOT NULL,
	"order_id" integer,
	"note" text,
	"receipt_note" text,
	"created_by" integer,
	"dispatched_by" integer,
	"received_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"dispatched_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	CONSTRAINT "stock_transfers_two_places" CHECK ("stock_transfers"."from_location_id" <> "stock_transfers"."to_location_id")
);
--> statement-breakpoint
ALTER TABLE "stock_movements" DROP CONSTRAINT "stock_movements_staff_kind_has_actor";--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "location_stock" ADD CONSTRAINT "location_stock_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_allocations" ADD CONSTRAINT "stock_allocations_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_transfer_id_stock_transfers_id_fk" FOREIGN KEY ("transfer_id") REFERENCES "public"."stock_transfers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfer_lines" ADD CONSTRAINT "stock_transfer_lines_variation_id_variations_id_fk" FOREIGN KEY ("variation_id") REFERENCES "public"."variations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_from_location_id_locations_id_fk" FOREIGN KEY ("from_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_to_location_id_locations_id_fk" FOREIGN KEY ("to_location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_order_id_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_dispatched_by_users_id_fk" FOREIGN KEY ("dispatched_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "stock_transfers" ADD CONSTRAINT "stock_transfers_received_by_users_id_fk" FOREIGN KEY ("received_by") REFERENCES "public"."users"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "location_stock_location_idx" ON "location_stock" USING btree ("location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_code_idx" ON "locations" USING btree ("code");--> statement-breakpoint
CREATE UNIQUE INDEX "locations_one_default_idx" ON "locations" USING btree ("is_default") WHERE "locations"."is_default";--> statement-breakpoint
CREATE UNIQUE INDEX "stock_allocations_order_line_idx" ON "stock_allocations" USING btree ("order_id","variation_id","location_id");--> statement-breakpoint
CREATE INDEX "stock_allocations_variation_idx" ON "stock_allocations" USING btree ("variation_id","location_id");--> statement-breakpoint
CREATE UNIQUE INDEX "stock_transfer_lines_variation_idx" ON "stock_transfer_lines" USING btree ("transfer_id","variation_id");--> statement-breakpoint
CREATE INDEX "stock_transfer_lines_in_transit_idx" ON "stock_transfer_lines" USING btree ("variation_id");--> statement-breakpoint
CREATE INDEX "stock_transfers_status_idx" ON "stock_transfers" USING btree ("status","id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "stock_transfers_order_idx" ON "stock_transfers" USING btree ("order_id") WHERE "stock_transfers"."order_id" is not null;--> statement-breakpoint

--> statement-breakpoint
-- Hand-written from here (docs/decisions/058). The shop's locations: its three shops, pickup
-- points whose addresses the storefront showed from a constant before, and the online warehouse
-- that ships courier orders and takes the single stock figure every variation had.
INSERT INTO "locations" ("code", "name_ru", "name_en", "name_ky", "address_ru", "address_en", "address_ky", "phone", "opens", "closes", "is_pickup_point", "ships_courier", "is_default", "transfer_days", "position") VALUES
  ('online', 'Интернет-склад', 'Online warehouse', 'Онлайн кампа', 'Бишкек, пр. Чуй, 155', 'Bishkek, 155 Chui Avenue', 'Бишкек, Чүй пр., 155', NULL, NULL, NULL, false, true, true, 1, 0),
  ('tsum', 'ЦУМ', 'TSUM', 'ЦУМ', 'Бишкек, пр. Чуй, 155, ЦУМ, 2 этаж', 'Bishkek, 155 Chui Avenue, TSUM, 2nd floor', 'Бишкек, Чүй пр., 155, ЦУМ, 2-кабат', '+996 555 123 456', '10:00', '21:00', true, false, false, 1, 1),
  ('asia-mall', 'Asia Mall', 'Asia Mall', 'Asia Mall', 'Бишкек, пр. Чуй, 3/1, Asia Mall, 1 этаж', 'Bishkek, 3/1 Chui Avenue, Asia Mall, 1st floor', 'Бишкек, Чүй пр., 3/1, Asia Mall, 1-кабат', '+996 555 123 456', '10:00', '21:00', true, false, false, 1, 2),
  ('vefa', 'Вефа', 'Vefa Center', 'Вефа', 'Бишкек, ул. Горького, 27/1, ТЦ «Вефа», 1 этаж', 'Bishkek, 27/1 Gorky Street, Vefa Center, 1st floor', 'Бишкек, Горький көч., 27/1, «Вефа» соода борбору, 1-кабат', '+996 555 123 456', '10:00', '21:00', true, false, false, 1, 3);
--> statement-breakpoint
INSERT INTO "location_stock" ("variation_id", "location_id", "stock")
SELECT v.id, l.id, v.stock FROM "variations" v CROSS JOIN "locations" l WHERE l.is_default;
--> statement-breakpoint
-- Units open orders hold (the statuses of inventory's holdingStatuses) are held at the default location.
INSERT INTO "stock_allocations" ("order_id", "variation_id", "location_id", "quantity")
SELECT i.order_id, i.variation_id, l.id, sum(i.quantity)::int
FROM "order_items" i JOIN "orders" o ON o.id = i.order_id CROSS JOIN "locations" l
WHERE l.is_default AND o.status IN ('processed', 'pay', 'assembly', 'ready')
GROUP BY i.order_id, i.variation_id, l.id;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD COLUMN "location_id" integer;
--> statement-breakpoint
UPDATE "stock_movements" SET "location_id" = (SELECT id FROM "locations" WHERE is_default);
--> statement-breakpoint
ALTER TABLE "stock_movements" ALTER COLUMN "location_id" SET NOT NULL;
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE no action ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "stock_movements_location_idx" ON "stock_movements" USING btree ("location_id","id" DESC NULLS LAST);
--> statement-breakpoint
ALTER TABLE "stock_movements" ADD CONSTRAINT "stock_movements_staff_kind_has_actor" CHECK ("stock_movements"."kind" not in ('delivery', 'write_off', 'count_correction', 'transfer_out', 'transfer_in') or "stock_movements"."actor_id" is not null);
--> statement-breakpoint
-- variations.stock, what the catalogue, cards, facets and carts read, is the sum of the free units
-- at the active locations that sell. Statement-level, like the summary triggers it sets off.
CREATE FUNCTION variation_stock_at_selling_locations(variation_ids int[]) RETURNS void
LANGUAGE sql AS $$
  UPDATE variations v SET stock = summed.stock, updated_at = now()
  FROM (
    SELECT ids.id, coalesce(sum(ls.stock) FILTER (WHERE l.active AND (l.is_pickup_point OR l.ships_courier)), 0)::int AS stock
    FROM unnest(variation_ids) AS ids(id)
    LEFT JOIN location_stock ls ON ls.variation_id = ids.id
    LEFT JOIN locations l ON l.id = ls.location_id
    GROUP BY ids.id
  ) summed
  WHERE v.id = summed.id AND v.stock IS DISTINCT FROM summed.stock;
$$;
--> statement-breakpoint
-- pg_trigger_depth() > 1: the change comes from the other direction's trigger (below), which
-- has already made both sides agree.
CREATE FUNCTION location_stock_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF pg_trigger_depth() > 1 THEN RETURN NULL; END IF;
  IF TG_OP = 'DELETE' THEN
    PERFORM variation_stock_at_selling_locations(ARRAY(SELECT DISTINCT variation_id FROM old_rows));
  ELSE
    PERFORM variation_stock_at_selling_locations(ARRAY(SELECT DISTINCT variation_id FROM new_rows));
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER location_stock_inserted AFTER INSERT ON location_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_stock_changed();
--> statement-breakpoint
CREATE TRIGGER location_stock_updated AFTER UPDATE ON location_stock
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION location_stock_changed();
--> statement-breakpoint
CREATE TRIGGER location_stock_deleted AFTER DELETE ON location_stock
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION location_stock_changed();
--> statement-breakpoint
-- A statement that writes variations.stock itself (the demo seed, tests' fixtures; the store's own
-- writers go through modules/inventory) changes the default location by the same difference, so
-- the two never disagree.
CREATE FUNCTION variation_stock_written() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  change int := NEW.stock - CASE WHEN TG_OP = 'INSERT' THEN 0 ELSE OLD.stock END;
BEGIN
  IF pg_trigger_depth() > 1 OR change = 0 THEN RETURN NEW; END IF;
  -- Not an upsert: its proposed row is checked (stock >= 0) before the conflict is found.
  UPDATE location_stock ls SET stock = ls.stock + change
  FROM locations l WHERE l.is_default AND ls.location_id = l.id AND ls.variation_id = NEW.id;
  IF NOT FOUND THEN
    INSERT INTO location_stock (variation_id, location_id, stock)
    SELECT NEW.id, l.id, change FROM locations l WHERE l.is_default;
  END IF;
  RETURN NEW;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER variation_stock_written_on_update BEFORE UPDATE OF stock ON variations
  FOR EACH ROW WHEN (NEW.stock IS DISTINCT FROM OLD.stock) EXECUTE FUNCTION variation_stock_written();
--> statement-breakpoint
CREATE TRIGGER variation_stock_written_on_insert AFTER INSERT ON variations
  FOR EACH ROW WHEN (NEW.stock <> 0) EXECUTE FUNCTION variation_stock_written();
--> statement-breakpoint
-- A location that stops or starts selling (closed, no longer a pickup point) changes what the
-- catalogue can sell of everything it holds.
CREATE FUNCTION location_selling_changed() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM variation_stock_at_selling_locations(ARRAY(SELECT variation_id FROM location_stock WHERE location_id = NEW.id));
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER location_selling_changed AFTER UPDATE ON locations FOR EACH ROW
  WHEN ((OLD.active, OLD.is_pickup_point, OLD.ships_courier) IS DISTINCT FROM (NEW.active, NEW.is_pickup_point, NEW.ships_courier))
  EXECUTE FUNCTION location_selling_changed();
