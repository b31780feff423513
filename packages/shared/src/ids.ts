const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids come from URLs; one that is not a uuid names nothing (and must not reach a uuid cast). */
export const isUuid = (id: string) => UUID.test(id);
