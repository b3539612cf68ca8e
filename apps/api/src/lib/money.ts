/**
 * The database and all arithmetic use integer tyiyn (1 som = 100 tyiyn); the API speaks som.
 * These two functions are the only crossings between the two.
 */
export function tyiynToSom(tyiyn: number): number {
  return tyiyn / 100;
}

/** Som arrive with at most two decimals, so rounding only removes binary floating-point noise. */
export function somToTyiyn(som: number): number {
  return Math.round(som * 100);
}
