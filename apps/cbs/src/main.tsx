import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { cbs } from '@trophy-room/site-theme';

mountSite(cbs);
