/** The hotel form calls (docs/areas/hotels.md, "Calls"): filled in with issue 9. */
export {};
