// A site's built index.html as the frame of every rendered page: the page's head replaces the default one between
// the markers, the app's HTML goes inside #root and the dehydrated query cache right after it.
import { PAGE_HEAD_END, PAGE_HEAD_START } from '@trophy-room/site-theme';

const ROOT = '<div id="root"></div>';

export interface PageTemplate {
  fill(page: { head: string; html: string; state: string }): string;
}

export function pageTemplate(indexHtml: string): PageTemplate {
  const start = indexHtml.indexOf(PAGE_HEAD_START);
  const end = indexHtml.indexOf(PAGE_HEAD_END);
  const root = indexHtml.indexOf(ROOT);
  if (start < 0 || end < start || root < end)
    throw new Error('index.html lacks the page-head markers or #root');
  const before = indexHtml.slice(0, start);
  const middle = indexHtml.slice(end + PAGE_HEAD_END.length, root);
  const after = indexHtml.slice(root + ROOT.length);
  return {
    fill: ({ head, html, state }) => `${before}${head}${middle}<div id="root">${html}</div>${state}${after}`,
  };
}
