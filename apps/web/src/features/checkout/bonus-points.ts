const WHOLE_POINTS = /^\d{1,7}$/;

/** The number of bonus points typed, 0 for none, NaN for something that is not a whole number. */
export function pointsOf(text: string): number {
  const trimmed = text.trim();
  if (trimmed === '') return 0;
  return WHOLE_POINTS.test(trimmed) ? Number(trimmed) : Number.NaN;
}
