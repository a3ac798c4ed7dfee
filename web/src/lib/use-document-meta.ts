// The head is put back as it was when the screen goes away.
import { useEffect } from 'react';

export interface DocumentMeta {
  /** The whole document title, product-name suffix included. */
  title: string;
  description: string;
  /** Open Graph: og:title (defaults to `title`), og:type, og:url, og:image when there is one. */
  ogTitle?: string;
  ogType?: 'website' | 'article';
  url?: string;
  image?: string | null;
}

type MetaKey = { attribute: 'name' | 'property'; key: string };

function findMeta({ attribute, key }: MetaKey): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>(`meta[${attribute}="${key}"]`);
}

/** Sets one tag; returns how to put it back (its old content, or remove it when it did not exist). */
function setMeta(meta: MetaKey, content: string | undefined): () => void {
  let element = findMeta(meta);
  const previous = element?.getAttribute('content') ?? null;
  if (content === undefined) {
    if (!element) return () => undefined;
    element.remove();
    return () => document.head.append(element as HTMLMetaElement);
  }
  const created = element === null;
  if (!element) {
    element = document.createElement('meta');
    element.setAttribute(meta.attribute, meta.key);
    document.head.append(element);
  }
  element.setAttribute('content', content);
  const target = element;
  return () => {
    if (created) target.remove();
    else if (previous !== null) target.setAttribute('content', previous);
  };
}

/** An absolute URL for Open Graph (crawlers do not resolve relative ones). */
function absoluteUrl(url: string): string {
  try {
    return new URL(url, window.location.origin).toString();
  } catch {
    return url;
  }
}

export function useDocumentMeta(meta: DocumentMeta | null): void {
  const { title, description, ogTitle, ogType = 'website', url, image } = meta ?? {};
  const active = meta !== null;

  useEffect(() => {
    if (!active || title === undefined || description === undefined) return undefined;
    const previousTitle = document.title;
    let cancelled = false;
    document.title = title;
    // The root layout names every page from its path (NAV-13) in an effect that runs after this one when
    // both mount together; the screen's own title is applied again once that has run.
    queueMicrotask(() => {
      if (!cancelled) document.title = title;
    });
    const restores = [
      setMeta({ attribute: 'name', key: 'description' }, description),
      setMeta({ attribute: 'property', key: 'og:title' }, ogTitle ?? title),
      setMeta({ attribute: 'property', key: 'og:description' }, description),
      setMeta({ attribute: 'property', key: 'og:type' }, ogType),
      setMeta({ attribute: 'property', key: 'og:url' }, absoluteUrl(url ?? window.location.href)),
      setMeta({ attribute: 'property', key: 'og:image' }, image ? absoluteUrl(image) : undefined),
    ];
    return () => {
      cancelled = true;
      for (const restore of restores.reverse()) restore();
      document.title = previousTitle;
    };
  }, [active, title, description, ogTitle, ogType, url, image]);
}
