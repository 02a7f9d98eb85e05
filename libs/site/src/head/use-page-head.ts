// Keeps the document's head in step with the route in the browser (the server renders it into the HTML): on every
// navigation, and as the page's data arrives.
import { useQueryClient } from '@tanstack/react-query';
import { useSite, type PageHead } from '@trophy-room/site-theme';
import { useEffect } from 'react';
import { useLocation, useMatches } from 'react-router-dom';
import { pageHead } from './page-head';

function setTag(doc: Document, tag: 'meta' | 'link', key: string, value: string, attr = 'content') {
  const [name, id] = key.split('=');
  let el = doc.head.querySelector(`${tag}[${name}="${id}"]`);
  if (!el) {
    el = doc.createElement(tag);
    el.setAttribute(name, id);
    doc.head.append(el);
  }
  if (el.getAttribute(attr) !== value) el.setAttribute(attr, value);
}

export function applyPageHead(doc: Document, head: PageHead) {
  if (doc.title !== head.title) doc.title = head.title;
  setTag(doc, 'meta', 'name=description', head.description);
  setTag(doc, 'meta', 'property=og:title', head.title);
  setTag(doc, 'meta', 'property=og:description', head.description);
  if (head.canonical) {
    setTag(doc, 'link', 'rel=canonical', head.canonical, 'href');
    setTag(doc, 'meta', 'property=og:url', head.canonical);
  }
}

export function usePageHead() {
  const matches = useMatches();
  const site = useSite();
  const client = useQueryClient();
  const { pathname, search } = useLocation();
  useEffect(() => {
    const url = new URL(pathname + search, window.location.origin);
    const apply = () => applyPageHead(document, pageHead({ matches, site, client, url }));
    apply();
    return client.getQueryCache().subscribe(apply);
  }, [matches, site, client, pathname, search]);
}
