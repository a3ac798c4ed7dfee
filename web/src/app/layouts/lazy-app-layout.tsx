import { lazy, Suspense } from 'react';

const AppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));

/** Loaded on first use, so visitors of the public pages never download the signed-in shell. */
export function LazyAppLayout() {
  return (
    <Suspense fallback={null}>
      <AppLayout />
    </Suspense>
  );
}
