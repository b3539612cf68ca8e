import { paths } from '@/shared/paths';

/**
 * Where to go after signing in: `?next=` only when it is a path on this site. An absolute or
 * protocol-relative URL (`https://evil.example`, `//evil.example`, `/\evil.example`) would make
 * the login page an open redirect, so anything that leaves the origin is dropped; so is /auth
 * itself, which would loop.
 */
export function safeNextPath(raw: string | null | undefined, origin: string): string | undefined {
  if (!raw?.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return undefined;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return undefined;
  }
  if (url.origin !== origin) return undefined;
  if (url.pathname === paths.auth || url.pathname.startsWith(`${paths.auth}/`)) return undefined;
  return `${url.pathname}${url.search}${url.hash}`;
}
