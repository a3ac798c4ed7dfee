// The page runs under a strict Content Security Policy (bff/src/security/security-headers.ts): no inline
// script, no eval, and <style> elements only with the nonce of this answer.
import { setNonce } from 'get-nonce';
import { z } from 'zod';

/** Vite's html.cspNonce meta, whose nonce the bff fills in per answer. Browsers hide it from getAttribute. */
function readCspNonce(doc: Document = document): string | undefined {
  const meta = doc.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]');
  return meta?.nonce || undefined;
}

let nonce: string | undefined;

/** For the components that render their own <style> and take a nonce (Radix's ScrollArea viewport). */
export function styleNonce(): string | undefined {
  return nonce;
}

/** Before any schema is built and before the first render (web/src/app/prepare-csp.ts). */
export function prepareForContentSecurityPolicy(doc: Document = document): void {
  // Radix's scroll lock (react-remove-scroll) injects a <style> with measured sizes; get-nonce is its hook.
  nonce = readCspNonce(doc);
  if (nonce) setNonce(nonce);
  // zod otherwise probes `new Function` once, which the policy refuses and reports as a violation.
  z.config({ jitless: true });
}
