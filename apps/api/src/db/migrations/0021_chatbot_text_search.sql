CREATE INDEX "hotel_nearby_location_idx" ON "hotel_nearby" USING btree ("location_id","distance_km");--> statement-breakpoint
CREATE INDEX "locations_description_en_trgm_idx" ON "locations" USING gin ("description_en" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "locations_description_km_trgm_idx" ON "locations" USING gin ("description_km" gin_trgm_ops);