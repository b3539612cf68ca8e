import { matchPage, pageDef } from '@aruu/contract/pages';
import { useSyncExternalStore } from 'react';
import { tokens } from '@/shared/api/tokens';

const isSignedIn = () => tokens.access() !== null;

/** The path of the page being drawn in Node (set by the renderers); in the browser, the address the app opened at. */
let pathOnServer: string | undefined;

/** Tells `useSignedIn` which page a Node render (src/prerender.tsx) is drawing. */
export function drawingOnServer(path: string | undefined): void {
  pathOnServer = path;
}

/**
 * The value the first paint was drawn with, which hydration starts from. The server does not know
 * who is signed in: a page only a signed-in shopper sees (the checkout, spec §2) is drawn signed
 * in — its shell, with no personal data, as its queries do not run on the server — and every
 * other page signed out. A signed-out visitor is sent to sign in once the app has hydrated.
 */
function signedInOnServer(): boolean {
  const path = pathOnServer ?? (typeof window === 'undefined' ? '/' : window.location.pathname);
  const match = matchPage(path);
  return match !== undefined && pageDef(match.page).access === 'signed-in';
}

/** Signed in is having an access token (spec §4); follows sign-in and sign-out in every tab. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokens.subscribe, isSignedIn, signedInOnServer);
}
