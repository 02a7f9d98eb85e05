import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { hub } from '@trophy-room/site-theme';

mountSite(hub);
