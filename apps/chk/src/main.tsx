import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { chk } from '@trophy-room/site-theme';

mountSite(chk);
