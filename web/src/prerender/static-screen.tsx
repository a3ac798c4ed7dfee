import type { ReactNode } from 'react';

/** Marks the screen of a `static` prerendered page, whose HTML the browser keeps without hydrating it. */
export const STATIC_SCREEN_SELECTOR = '[data-static-screen]';

/**
 * At build time it wraps the rendered screen; in the browser it hands React the same HTML, which hydration
 * adopts as it is (`display: contents`, so the wrapper changes no layout).
 */
export function StaticScreen({ children, html }: { children?: ReactNode; html?: string }) {
  if (html !== undefined) {
    return <div className="contents" data-static-screen="" dangerouslySetInnerHTML={{ __html: html }} />;
  }
  return (
    <div className="contents" data-static-screen="">
      {children}
    </div>
  );
}
