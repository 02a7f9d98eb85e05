import { createContext, useContext, useEffect, type ReactNode } from 'react';
import { themeVariables } from './theme-vars';
import type { SiteConfig } from './types';

const SiteContext = createContext<SiteConfig | null>(null);

/** Provides the pinned variant and applies its theme (kept in step when Storybook switches variants). */
export function SiteProvider({ config, children }: { config: SiteConfig; children: ReactNode }) {
  useEffect(() => {
    const root = document.documentElement.style;
    for (const [k, v] of Object.entries(themeVariables(config))) root.setProperty(k, v);
  }, [config]);
  return <SiteContext.Provider value={config}>{children}</SiteContext.Provider>;
}

export function useSite(): SiteConfig {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite must be used within a SiteProvider');
  return site;
}
