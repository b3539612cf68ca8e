/**
 * CDEK quotes a price as a decimal number of som (`61.07`). The store keeps integer tyiyn and
 * must never charge less than CDEK bills, so a fraction of a tyiyn is rounded up. Multiplying
 * first gives binary noise (`61.07 * 100 = 6107.000000000001`), which would round up by a
 * whole tyiyn; cutting at a millionth of a tyiyn removes it.
 */
export function somAmountToTyiynRoundedUp(som: number): number {
  if (!Number.isFinite(som) || som < 0) throw new RangeError(`Not an amount of money: ${som}`);
  return Math.ceil(Number((som * 100).toFixed(6)));
}

/**
 * The shop charges delivery in whole som (issue 29: "335,8 сом" on the page, "335,80 сом" in a
 * mail). Up to the next som, not half up: the shop must never charge less than CDEK bills, and
 * the shopper pays at most 99 tyiyn more. Applied once, in the delivery quote, so the order, the
 * payment, the invoice and every mail carry the same figure.
 */
export function roundUpToWholeSom(tyiyn: number): number {
  if (!Number.isSafeInteger(tyiyn) || tyiyn < 0) throw new RangeError(`Not an amount of tyiyn: ${tyiyn}`);
  return Math.ceil(tyiyn / 100) * 100;
}
