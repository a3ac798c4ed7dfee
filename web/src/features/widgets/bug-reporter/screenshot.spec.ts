import { captureScreenshot, isImageFile, ScreenCaptureTimeout } from './screenshot';

afterEach(() => {
  Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
});

describe('screenshots', () => {
  it('[VAL-05] only image MIME types are accepted', () => {
    expect(isImageFile(new File(['x'], 'a.png', { type: 'image/png' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.jpg', { type: 'image/jpeg' }))).toBe(true);
    expect(isImageFile(new File(['x'], 'a.png', { type: 'application/pdf' }))).toBe(false);
    expect(isImageFile(new File(['x'], 'a.png', { type: '' }))).toBe(false);
  });

  it('[BUG-05] capture rejects where screen capture is unsupported, so the caller can fall back', async () => {
    Object.defineProperty(navigator, 'mediaDevices', { value: undefined, configurable: true });
    await expect(captureScreenshot()).rejects.toThrow('not supported');
  });

  it('[BUG-05] capture rejects when the user refuses to share the screen', async () => {
    const getDisplayMedia = jest.fn().mockRejectedValue(new DOMException('Permission denied', 'NotAllowedError'));
    Object.defineProperty(navigator, 'mediaDevices', { value: { getDisplayMedia }, configurable: true });
    await expect(captureScreenshot()).rejects.toThrow('Permission denied');
    expect(getDisplayMedia).toHaveBeenCalledWith({ video: true, audio: false });
  });

  it('[BUG-05] capture gives up when the browser never answers, and stops a stream granted later', async () => {
    jest.useFakeTimers();
    try {
      const track = { stop: jest.fn() };
      let grant: (stream: unknown) => void = () => undefined;
      const getDisplayMedia = jest.fn(() => new Promise((resolve) => (grant = resolve)));
      Object.defineProperty(navigator, 'mediaDevices', { value: { getDisplayMedia }, configurable: true });
      const capture = captureScreenshot(0, 10_000);
      const outcome = expect(capture).rejects.toBeInstanceOf(ScreenCaptureTimeout);
      jest.advanceTimersByTime(10_000);
      await outcome;
      grant({ getTracks: () => [track] });
      await Promise.resolve();
      await Promise.resolve();
      expect(track.stop).toHaveBeenCalled();
    } finally {
      jest.useRealTimers();
    }
  });
});
