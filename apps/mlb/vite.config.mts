import { defineSiteViteConfig } from '../../tools/vite/site-vite-config';

export default defineSiteViteConfig('mlb');
