import { registerServiceWorker, SERVICE_WORKER_URL } from './register-service-worker';

/** A ServiceWorkerContainer stand-in: events plus a controllable `controller`. */
function fakeContainer(controlled: boolean) {
  const target = new EventTarget();
  const registration = { update: jest.fn(() => Promise.resolve()) } as unknown as ServiceWorkerRegistration;
  const container = Object.assign(target, {
    controller: controlled ? ({} as ServiceWorker) : null,
    register: jest.fn(() => Promise.resolve(registration)),
  });
  return { container: container as unknown as ServiceWorkerContainer, register: container.register, registration };
}

const activateNewWorker = (container: ServiceWorkerContainer) => container.dispatchEvent(new Event('controllerchange'));

describe('registerServiceWorker', () => {
  it(`[AUTH-14] registers ${SERVICE_WORKER_URL} for the whole app`, async () => {
    const { container, register, registration } = fakeContainer(false);
    await expect(registerServiceWorker({ container, reload: jest.fn() })).resolves.toBe(registration);
    expect(register).toHaveBeenCalledWith('/sw.js', { scope: '/' });
  });

  it('[AUTH-14] reloads the page when a new worker activates', async () => {
    const { container } = fakeContainer(true);
    const reload = jest.fn();
    await registerServiceWorker({ container, reload });
    expect(reload).not.toHaveBeenCalled();
    activateNewWorker(container);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-14] reloads only once however many controllerchange events follow (no loop)', async () => {
    const { container } = fakeContainer(true);
    const reload = jest.fn();
    await registerServiceWorker({ container, reload });
    activateNewWorker(container);
    activateNewWorker(container);
    activateNewWorker(container);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('[AUTH-14] does not reload when the first worker takes control, but does for the next one', async () => {
    const { container } = fakeContainer(false);
    const reload = jest.fn();
    await registerServiceWorker({ container, reload });
    activateNewWorker(container);
    expect(reload).not.toHaveBeenCalled();
    activateNewWorker(container);
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('checks for a new version when the tab comes back to the foreground', async () => {
    const { container, registration } = fakeContainer(true);
    await registerServiceWorker({ container, reload: jest.fn() });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(registration.update).toHaveBeenCalled();
  });

  it('resolves undefined when registration fails or service workers are unsupported', async () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const { container, register } = fakeContainer(false);
    register.mockImplementationOnce(() => Promise.reject(new Error('insecure')));
    await expect(registerServiceWorker({ container, reload: jest.fn() })).resolves.toBeUndefined();
    await expect(
      registerServiceWorker({ container: undefined as unknown as ServiceWorkerContainer, reload: jest.fn() }),
    ).resolves.toBeUndefined();
    warn.mockRestore();
  });
});
