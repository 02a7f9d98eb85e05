import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { cbb } from '@trophy-room/site-theme';

mountSite(cbb);
