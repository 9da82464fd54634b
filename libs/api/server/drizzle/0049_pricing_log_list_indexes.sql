CREATE INDEX "cancellation_period_logs_list_idx" ON "cancellation_period_logs" USING btree ("start","id");--> statement-breakpoint
CREATE INDEX "exchange_rate_logs_list_idx" ON "exchange_rate_logs" USING btree ("start","id");--> statement-breakpoint
CREATE INDEX "exchange_rates_currency_day_idx" ON "exchange_rates" USING btree ("currency","day");--> statement-breakpoint
CREATE INDEX "rate_gain_logs_list_idx" ON "rate_gain_logs" USING btree ("start","id");