/** The staff app's addresses, below its base `/staff` (the router's basename). */
export const STAFF_BASE = '/staff';

export const staffPaths = {
  home: '/',
  signIn: '/sign-in',
  /** The invitation link's page, `/invite/{token}` (the link itself is written by the API). */
  invite: '/invite',
  team: '/team',
  audit: '/audit',
  requests: '/requests',
} as const;

/** A request's page in the inbox: `/requests/help/12`. */
export const requestPath = (kind: 'help' | 'consultation', id: number) => `${staffPaths.requests}/${kind}/${id}`;
