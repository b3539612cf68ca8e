import { createContext, type ReactNode, useContext, useLayoutEffect, useMemo, useState } from 'react';

/**
 * What the header shows, shared across screens (spec §2): a page may hide the search or the
 * icons, show a back arrow instead of the menu (mobile), or put its own title in the middle.
 */
export interface HeaderOptions {
  search: boolean;
  icons: boolean;
  backArrow: boolean;
  /** Custom content in the middle of the mobile header, instead of the logo. */
  title?: string;
}

const defaults: HeaderOptions = { search: true, icons: true, backArrow: false };

const HeaderOptionsContext = createContext<{
  options: HeaderOptions;
  setOptions: (options: HeaderOptions) => void;
}>({ options: defaults, setOptions: () => {} });

export function HeaderOptionsProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState(defaults);
  const value = useMemo(() => ({ options, setOptions }), [options]);
  return <HeaderOptionsContext.Provider value={value}>{children}</HeaderOptionsContext.Provider>;
}

/** The header as the current page wants it; back to the defaults when the page goes. */
export function useHeaderOptions({ search, icons, backArrow, title }: Partial<HeaderOptions>) {
  const { setOptions } = useContext(HeaderOptionsContext);
  useLayoutEffect(() => {
    setOptions({
      search: search ?? defaults.search,
      icons: icons ?? defaults.icons,
      backArrow: backArrow ?? defaults.backArrow,
      title,
    });
    return () => setOptions(defaults);
  }, [setOptions, search, icons, backArrow, title]);
}

export function useHeaderState(): HeaderOptions {
  return useContext(HeaderOptionsContext).options;
}
