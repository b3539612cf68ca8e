import { FIRST_SCREEN_END_ID } from '@aruu/contract/first-paint';

/**
 * Where a server-rendered page's first screen ends, once per page: the server's head makes the
 * browser parse this far before it paints anything (decision 087), so the first paint shows the
 * whole first screen, its buy buttons with it. Hidden, so it takes no room and no gap.
 */
export function FirstScreenEnd() {
  return <span id={FIRST_SCREEN_END_ID} hidden />;
}
