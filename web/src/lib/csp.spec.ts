import { getNonce } from 'get-nonce';
import { z } from 'zod';

import { prepareForContentSecurityPolicy, styleNonce } from './csp';

function documentWith(head: string): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML = head;
  return doc;
}

describe('content security policy preparation', () => {
  afterEach(() => z.config({ jitless: false }));

  it("takes the nonce of Vite's csp-nonce meta, through the property browsers keep, for the style injectors", () => {
    prepareForContentSecurityPolicy(documentWith('<meta property="csp-nonce" nonce="n0nce+/=">'));
    expect(styleNonce()).toBe('n0nce+/=');
    expect(getNonce()).toBe('n0nce+/=');
  });

  it('has no nonce without the meta or with an empty one', () => {
    prepareForContentSecurityPolicy(documentWith(''));
    expect(styleNonce()).toBeUndefined();
    prepareForContentSecurityPolicy(documentWith('<meta property="csp-nonce" nonce="">'));
    expect(styleNonce()).toBeUndefined();
  });

  it('turns off the eval probe of zod', () => {
    prepareForContentSecurityPolicy(documentWith(''));
    expect(z.config().jitless).toBe(true);
  });
});
