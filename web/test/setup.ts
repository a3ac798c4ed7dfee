import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';
import { TextDecoder, TextEncoder } from 'node:util';

// findBy*/waitFor give up after 1 s by default: too short for a lazy route's first render on a busy CI machine.
configure({ asyncUtilTimeout: 5_000 });
// A test gets several such waits: its own budget is larger than one of them (jest's default is also 5 s).
jest.setTimeout(20_000);

// jsdom lacks these; react-router needs them at import time and for every navigation.
Object.assign(globalThis, { TextDecoder, TextEncoder });

if (typeof globalThis.Request === 'undefined') {
  /** What react-router reads of a navigation request (no form submissions are sent in unit tests). */
  class NavigationRequest {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal;
    readonly headers = { get: (): string | null => null };

    constructor(input: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(input);
      this.method = init.method ?? 'GET';
      this.signal = init.signal ?? new AbortController().signal;
    }
  }
  Object.assign(globalThis, { Request: NavigationRequest });
}

// jsdom's Blob (and so File) lacks text(), which every browser the app supports has: read it as jsdom can.
if (typeof Blob.prototype.text !== 'function') {
  Blob.prototype.text = function text(this: Blob) {
    return new Promise<string>((resolve, reject) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.onerror = () => reject(reader.error ?? new Error('The file could not be read'));
      reader.readAsText(this);
    });
  };
}

/** The size every observed element reports: jsdom lays nothing out, so each box would otherwise be 0 by 0. */
const OBSERVED_SIZE = { width: 640, height: 480 } as const;

if (typeof globalThis.ResizeObserver === 'undefined') {
  /**
   * jsdom has no ResizeObserver. Recharts' ResponsiveContainer draws nothing until one reports a size, as a browser's
   * does on first layout: this one reports OBSERVED_SIZE once, when an element is observed.
   */
  class FixedSizeResizeObserver implements ResizeObserver {
    constructor(private readonly callback: ResizeObserverCallback) {}

    observe(target: Element) {
      const contentRect = DOMRectReadOnly.fromRect(OBSERVED_SIZE);
      const size = [{ inlineSize: OBSERVED_SIZE.width, blockSize: OBSERVED_SIZE.height }];
      const entry = { target, contentRect, borderBoxSize: size, contentBoxSize: size, devicePixelContentBoxSize: size };
      this.callback([entry as unknown as ResizeObserverEntry], this);
    }

    unobserve() {}

    disconnect() {}
  }
  Object.assign(globalThis, { ResizeObserver: FixedSizeResizeObserver });
}
