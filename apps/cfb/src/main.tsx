import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { cfb } from '@trophy-room/site-theme';

mountSite(cfb);
