/**
 * The API answers money in som with at most two decimals; sums and differences are made in whole
 * tyiyn (1 som = 100 tyiyn), so binary fractions of som never add up to 0.5000000000000001.
 * These two are the only crossings, as `apps/api/src/lib/money.ts` is on the server.
 */
export function somToTyiyn(som: number): number {
  // Two decimals at most: rounding only removes the binary noise of the decimal.
  return Math.round(som * 100);
}

export function tyiynToSom(tyiyn: number): number {
  return tyiyn / 100;
}
