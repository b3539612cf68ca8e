// Debian's Chromium, never a downloaded browser (../shared/ci-notes.md): where its two packages put
// their binaries and the flags every launch uses — one list for the browser tests (e2e/support),
// the benchmarks and screenshots (bench-web.mjs, screenshots.mjs), and the installer (lib.mjs).

/**
 * Two packages of one build: the whole browser, for the benchmarks and screenshots that measure
 * what a shopper's browser does, and its headless shell, which the browser tests drive (decision 091).
 */
export const debianChromium = {
  browser: { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', debianPackage: 'chromium' },
  headlessShell: {
    path: process.env.CHROMIUM_HEADLESS_SHELL_PATH ?? '/usr/bin/chromium-headless-shell',
    debianPackage: 'chromium-headless-shell',
  },
};

/** Quiet on this closed network (no background traffic), no sandbox as root, no GPU on a server. */
export const chromiumFlags = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
