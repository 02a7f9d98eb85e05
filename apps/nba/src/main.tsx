import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { nba } from '@trophy-room/site-theme';

mountSite(nba);
