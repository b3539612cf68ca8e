/** The staff app's addresses, below its base `/staff` (the router's basename). */
export const STAFF_BASE = '/staff';

export const staffPaths = {
  home: '/',
  signIn: '/sign-in',
  team: '/team',
  audit: '/audit',
} as const;
