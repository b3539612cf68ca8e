import { useSyncExternalStore } from 'react';
import { staffTokens } from '../api/client';

const isSignedIn = () => staffTokens.access() !== null;

/** Signed in to the back office; follows sign-in and sign-out in every tab. */
export function useStaffSignedIn(): boolean {
  return useSyncExternalStore(staffTokens.subscribe, isSignedIn);
}
