/** The seeded size the tests check invariants against (the store's own default). */
export const TEST_CATALOG_SIZE = 3000;
