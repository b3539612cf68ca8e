import { useSyncExternalStore } from 'react';
import { subscribeToTokens, tokens } from '../api/tokens';

const isSignedIn = () => tokens.access() !== null;

/** Signed in is having an access token (spec §4); follows sign-in and sign-out in every tab. */
export function useSignedIn(): boolean {
  return useSyncExternalStore(subscribeToTokens, isSignedIn);
}
