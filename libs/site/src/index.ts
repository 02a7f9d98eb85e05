export { mountSite } from './mount-site';
export { SiteApp } from './site-app';
export { Providers } from './providers';
export { routes, siteRoutes, type SiteRoute } from './routes/routes';
