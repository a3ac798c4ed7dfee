import { lazy, Suspense } from 'react';

const AppLayout = lazy(async () => ({ default: (await import('./app-layout')).AppLayout }));

/**
 * The signed-in shell (sidebar, Radix primitives, Apollo) loads on first use, so visitors of the public
 * pages never download it.
 */
export function LazyAppLayout() {
  return (
    <Suspense fallback={null}>
      <AppLayout />
    </Suspense>
  );
}
