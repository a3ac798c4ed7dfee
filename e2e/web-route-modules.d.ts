// The e2e specs read the route table (web/src/config/paths.ts), whose screens load lazily from web's
// `@/routes/*` modules. The root tsconfig checks e2e with Node's resolution, which knows neither web's
// `@/` alias nor its JSX: here those modules stay opaque, as the specs never load a screen.
declare module '@/routes/*';
