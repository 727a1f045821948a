// Plain values, without React or Apollo: index.html's early queries (lib/earlyQueries) read them
// at build time.

/** How many of the newest generations are asked for (text tools among them are not shown). */
export const RECENT_GENERATION_COUNT = 16;
export const RECENT_GENERATIONS_VARIABLES = { first: RECENT_GENERATION_COUNT };
