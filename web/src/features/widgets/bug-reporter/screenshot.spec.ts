import { captureScreenshot, isImageFile } from './screenshot';

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
});
