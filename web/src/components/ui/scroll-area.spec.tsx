import { act, fireEvent, render } from '@testing-library/react';

import { prepareForContentSecurityPolicy } from '@/lib/csp';

import { SCROLL_HIDE_DELAY_MS, ScrollArea } from './scroll-area';

/** Reports one resize right after observing, as a browser does on first layout. */
class ResizeObserverStub {
  constructor(private readonly callback: () => void) {}
  observe() {
    setTimeout(() => this.callback(), 0);
  }
  unobserve() {}
  disconnect() {}
}

function stubLayout(element: string, sizes: Record<string, number>) {
  for (const [key, value] of Object.entries(sizes)) {
    const owner = key.startsWith('scroll') ? Element.prototype : HTMLElement.prototype;
    jest.spyOn(owner as HTMLElement, key as 'offsetHeight', 'get').mockImplementation(function (this: HTMLElement) {
      return this.getAttribute('data-slot') === element || this.hasAttribute('data-radix-scroll-area-viewport')
        ? value
        : 0;
    });
  }
}

describe('ScrollArea', () => {
  beforeAll(() => {
    (globalThis as { ResizeObserver?: unknown }).ResizeObserver = ResizeObserverStub;
  });
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('[NAV-23] hides its scrollbar 600 ms after the pointer leaves', () => {
    expect(SCROLL_HIDE_DELAY_MS).toBe(600);
    // The viewport content is taller than the viewport, so a vertical scrollbar exists.
    stubLayout('scroll-area-viewport', { offsetHeight: 100, scrollHeight: 400, offsetWidth: 100, scrollWidth: 100 });
    const { container } = render(
      <ScrollArea className="h-24">
        <div style={{ height: 400 }}>long content</div>
      </ScrollArea>,
    );
    const root = container.querySelector('[data-slot="scroll-area"]')!;
    const scrollbar = () => container.querySelector('[data-slot="scroll-area-scrollbar"]');
    expect(scrollbar()).not.toBeInTheDocument();

    fireEvent.pointerEnter(root);
    act(() => {
      jest.advanceTimersByTime(50);
    });
    expect(scrollbar()).toHaveAttribute('data-state', 'visible');

    fireEvent.pointerLeave(root);
    act(() => {
      jest.advanceTimersByTime(SCROLL_HIDE_DELAY_MS - 1);
    });
    expect(scrollbar()).toHaveAttribute('data-state', 'visible');
    act(() => {
      jest.advanceTimersByTime(1);
    });
    expect(scrollbar()).not.toBeInTheDocument();
  });

  it("gives the <style> that hides the native scrollbar the page's nonce, so a strict policy lets it apply", () => {
    const page = document.implementation.createHTMLDocument('page');
    page.head.innerHTML = '<meta property="csp-nonce" nonce="c3R5bGU=">';
    prepareForContentSecurityPolicy(page);
    const { container } = render(<ScrollArea>content</ScrollArea>);
    const style = container.querySelector('style');
    expect(style?.textContent).toContain('[data-radix-scroll-area-viewport]');
    expect(style?.nonce).toBe('c3R5bGU=');
  });
});
