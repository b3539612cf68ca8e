import { useSyncExternalStore } from 'react';
import { tokens } from '@/shared/api/tokens';

const isSignedIn = () => tokens.access() !== null;
/** The prerendered first paint (no storage on the server) is the signed-out page. */
const signedOutOnServer = () => false;

/** Signed in is having an access token (spec §4); follows sign-in and sign-out in every tab. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(tokens.subscribe, isSignedIn, signedOutOnServer);
}
