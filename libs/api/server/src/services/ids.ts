const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Whether `id` has the shape of a record id (a UUID). Routes check ids with it before querying: PostgreSQL
 * refuses a malformed uuid with an error, and the caller should get the record's 404 (or an empty list) instead.
 */
export const isUuid = (id: string): boolean => UUID.test(id);
