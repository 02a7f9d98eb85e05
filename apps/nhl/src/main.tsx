import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { nhl } from '@trophy-room/site-theme';

mountSite(nhl);
