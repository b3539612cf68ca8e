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
