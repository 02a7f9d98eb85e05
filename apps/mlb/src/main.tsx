import '@trophy-room/site/styles.css';
import { mountSite } from '@trophy-room/site';
import { mlb } from '@trophy-room/site-theme';

mountSite(mlb);
