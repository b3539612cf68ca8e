// Types of chromium.mjs, for the browser tests that launch it.
interface DebianPackage {
  path: string;
  debianPackage: string;
}

export const debianChromium: { browser: DebianPackage; headlessShell: DebianPackage };
export const chromiumFlags: string[];
