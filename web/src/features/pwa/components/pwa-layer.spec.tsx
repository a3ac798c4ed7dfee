import { act, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';

import { HOME_SCREEN_HINT_SHOWN_KEY } from '../hooks/use-home-screen-hint';
import { INSTALL_PROMPT_DISMISSED_KEY } from '../hooks/use-install-prompt';
import { captureInstallPrompt, clearInstallPrompt } from '../lib/install-prompt-store';

import { PwaLayer } from './pwa-layer';

function CurrentPath() {
  const location = useLocation();
  return <output data-testid="path">{`${location.pathname}${location.search}`}</output>;
}

function renderLayer() {
  return render(
    <MemoryRouter initialEntries={['/dashboard']}>
      <PwaLayer />
      <Routes>
        <Route path="*" element={<CurrentPath />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** A Chromium install offer: a cancelable event with prompt() and userChoice. */
function offerInstall() {
  const prompt = jest.fn(() => Promise.resolve());
  const event = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
    prompt,
    userChoice: Promise.resolve({ outcome: 'accepted' as const, platform: 'web' }),
  });
  act(() => {
    window.dispatchEvent(event);
  });
  return { event, prompt };
}

const advance = (ms: number) =>
  act(() => {
    jest.advanceTimersByTime(ms);
  });

const installDialog = () => screen.queryByRole('dialog', { name: /install/i });
const hint = () => screen.queryByRole('status', { name: /home screen/i });

function setViewportWidth(width: number) {
  Object.defineProperty(window, 'innerWidth', { configurable: true, writable: true, value: width });
}

function setStandalone(matches: boolean) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    writable: true,
    value: (query: string) => ({
      matches: matches && query.includes('standalone'),
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }),
  });
}

function setUserAgent(userAgent: string) {
  Object.defineProperty(window.navigator, 'userAgent', { configurable: true, value: userAgent });
}

let stopCapture: () => void;
const originalUserAgent = navigator.userAgent;

beforeEach(() => {
  jest.useFakeTimers();
  sessionStorage.clear();
  setViewportWidth(390);
  setStandalone(false);
  stopCapture = captureInstallPrompt();
});

afterEach(() => {
  stopCapture();
  act(() => clearInstallPrompt());
  jest.useRealTimers();
  setUserAgent(originalUserAgent);
  Reflect.deleteProperty(navigator, 'standalone');
  Reflect.deleteProperty(navigator, 'serviceWorker');
});

describe('install prompt', () => {
  it('[NAV-15] appears 3 s after load on mobile when the browser offers installation', () => {
    renderLayer();
    const { event } = offerInstall();
    expect(event.defaultPrevented).toBe(true);
    advance(2_999);
    expect(installDialog()).not.toBeInTheDocument();
    advance(1);
    const dialog = installDialog();
    expect(dialog).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Install' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Not now' })).toBeInTheDocument();
  });

  it('[NAV-15] shows once the offer arrives if that is later than 3 s', () => {
    renderLayer();
    advance(5_000);
    expect(installDialog()).not.toBeInTheDocument();
    offerInstall();
    expect(installDialog()).toBeInTheDocument();
  });

  it('[NAV-15] Install opens the browser install dialog and hides the prompt', async () => {
    renderLayer();
    const { prompt } = offerInstall();
    advance(3_000);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Install' }));
    });
    expect(prompt).toHaveBeenCalledTimes(1);
    expect(installDialog()).not.toBeInTheDocument();
  });

  it('[NAV-15] does not appear without an install offer', () => {
    renderLayer();
    advance(60_000);
    expect(installDialog()).not.toBeInTheDocument();
  });

  it('[NAV-15] does not appear on a desktop-width screen', () => {
    setViewportWidth(1280);
    renderLayer();
    offerInstall();
    advance(60_000);
    expect(installDialog()).not.toBeInTheDocument();
  });

  it('[NAV-16] Not now hides the prompt and it stays hidden for the rest of the session', () => {
    const first = renderLayer();
    offerInstall();
    advance(3_000);
    fireEvent.click(screen.getByRole('button', { name: 'Not now' }));
    expect(installDialog()).not.toBeInTheDocument();
    expect(sessionStorage.getItem(INSTALL_PROMPT_DISMISSED_KEY)).toBe('1');
    first.unmount();

    // A later load in the same session, with a new offer.
    renderLayer();
    offerInstall();
    advance(10_000);
    expect(installDialog()).not.toBeInTheDocument();
  });

  it('[NAV-16] comes back in a new session', () => {
    sessionStorage.clear();
    renderLayer();
    offerInstall();
    advance(3_000);
    expect(installDialog()).toBeInTheDocument();
  });
});

describe('home-screen hint', () => {
  it('[NAV-17] appears 10 s after load and hides 30 s later', () => {
    renderLayer();
    advance(9_999);
    expect(hint()).not.toBeInTheDocument();
    advance(1);
    expect(hint()).toBeInTheDocument();
    advance(29_999);
    expect(hint()).toBeInTheDocument();
    advance(1);
    expect(hint()).not.toBeInTheDocument();
  });

  it('[NAV-17] hides on dismiss', () => {
    renderLayer();
    advance(10_000);
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(hint()).not.toBeInTheDocument();
  });

  it('[NAV-18] is remembered for the session: no second hint after a reload', () => {
    const first = renderLayer();
    advance(10_000);
    expect(hint()).toBeInTheDocument();
    expect(sessionStorage.getItem(HOME_SCREEN_HINT_SHOWN_KEY)).toBe('1');
    first.unmount();

    renderLayer();
    advance(60_000);
    expect(hint()).not.toBeInTheDocument();
  });

  it('[NAV-18] never appears in the installed app (display-mode standalone)', () => {
    setStandalone(true);
    renderLayer();
    advance(60_000);
    expect(hint()).not.toBeInTheDocument();
  });

  it('[NAV-18] never appears in the installed app on iOS (navigator.standalone)', () => {
    Object.defineProperty(navigator, 'standalone', { configurable: true, value: true });
    renderLayer();
    advance(60_000);
    expect(hint()).not.toBeInTheDocument();
  });

  it('[NAV-17] explains Share -> Add to Home Screen on iOS Safari', () => {
    setUserAgent(
      'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
    );
    renderLayer();
    advance(10_000);
    expect(hint()).toHaveTextContent(/tap Share.*Add to Home Screen/);
  });

  it('[NAV-17] points other browsers to their menu', () => {
    renderLayer();
    advance(10_000);
    expect(hint()).toHaveTextContent(/browser.s menu/);
  });
});

describe('notification clicks', () => {
  function fakeServiceWorker() {
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { configurable: true, value: container });
    return container;
  }

  it('[AUTH-15] a notification-click message from the service worker navigates to its route', () => {
    const container = fakeServiceWorker();
    renderLayer();
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
    act(() => {
      container.dispatchEvent(
        new MessageEvent('message', { data: { type: 'notification-click', url: '/maintenance?id=42' } }),
      );
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/maintenance?id=42');
  });

  it('[AUTH-15] ignores other messages and routes off this origin', () => {
    const container = fakeServiceWorker();
    renderLayer();
    act(() => {
      container.dispatchEvent(new MessageEvent('message', { data: { type: 'cache-updated', url: '/alerts' } }));
      container.dispatchEvent(
        new MessageEvent('message', { data: { type: 'notification-click', url: 'https://evil.example/' } }),
      );
    });
    expect(screen.getByTestId('path')).toHaveTextContent('/dashboard');
  });

  it('[AUTH-15] stops listening when unmounted', () => {
    const container = fakeServiceWorker();
    const remove = jest.spyOn(container, 'removeEventListener');
    renderLayer().unmount();
    expect(remove).toHaveBeenCalledWith('message', expect.any(Function));
  });
});
