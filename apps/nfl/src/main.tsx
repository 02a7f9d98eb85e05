import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { nfl } from '@trophy-room/site-theme';

mountSite(nfl);
