import { act, renderHook } from '@testing-library/react';

import { getActiveWidget, isWidgetHidden, openWidget, resetWidgets, useWidget } from './widget-manager';

afterEach(() => act(() => resetWidgets()));

describe('widget manager', () => {
  it('[WID-06] only one widget is active at a time', () => {
    openWidget('sales');
    openWidget('support');
    expect(getActiveWidget()).toBe('support');
    openWidget('bugReport');
    expect(getActiveWidget()).toBe('bugReport');
  });

  it('[WID-06] sales and bug-report are hidden while another is active; support is not', () => {
    expect(isWidgetHidden('sales', 'support')).toBe(true);
    expect(isWidgetHidden('bugReport', 'sales')).toBe(true);
    expect(isWidgetHidden('support', 'sales')).toBe(false);
    expect(isWidgetHidden('sales', 'sales')).toBe(false);
    expect(isWidgetHidden('sales', null)).toBe(false);
  });

  it('[WID-07] each widget is minimised or open; minimise and close both return to the button', () => {
    const { result } = renderHook(() => useWidget('sales'));
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    expect(result.current.isOpen).toBe(true);
    act(() => result.current.minimise());
    expect(result.current.isOpen).toBe(false);
    act(() => result.current.open());
    act(() => result.current.close());
    expect(result.current.isOpen).toBe(false);
    expect(getActiveWidget()).toBeNull();
  });

  it('[WID-08] a widget deactivated elsewhere minimises itself', () => {
    const sales = renderHook(() => useWidget('sales'));
    const support = renderHook(() => useWidget('support'));
    act(() => sales.result.current.open());
    act(() => support.result.current.open());
    expect(sales.result.current.isOpen).toBe(false);
    expect(sales.result.current.isHidden).toBe(true);
    expect(support.result.current.isOpen).toBe(true);
    // Minimising a widget that is not active leaves the active one alone.
    act(() => sales.result.current.minimise());
    expect(support.result.current.isOpen).toBe(true);
    act(() => support.result.current.close());
    expect(sales.result.current.isHidden).toBe(false);
  });
});
