// BUG-01 / BUG-05: a screenshot by screen capture (getDisplayMedia -> canvas -> PNG), or an uploaded image.

export const NOT_AN_IMAGE = "That file isn't an image. Please choose an image file, such as a PNG or JPEG.";

/** VAL-05: only image MIME types are accepted. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** BUG-05: how long the browser's screen picker may stay silent before the file picker takes over. */
export const SCREEN_CAPTURE_TIMEOUT_MS = 10_000;

export class ScreenCaptureTimeout extends Error {
  override readonly name = 'ScreenCaptureTimeout';
}

function stopTracks(stream: MediaStream): void {
  for (const track of stream.getTracks()) track.stop();
}

/** Some browsers (a missing desktop portal, a headless one) never settle getDisplayMedia: give up after a while. */
async function displayMedia(media: MediaDevices, timeoutMs: number): Promise<MediaStream> {
  const request = media.getDisplayMedia({ video: true, audio: false });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ScreenCaptureTimeout('Screen capture did not answer')), timeoutMs);
  });
  try {
    return await Promise.race([request, timeout]);
  } catch (error) {
    // A stream granted after we gave up is stopped at once, so the browser's sharing indicator goes away.
    if (error instanceof ScreenCaptureTimeout) request.then(stopTracks, () => undefined);
    throw error;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * One frame of the screen the user picks, as a PNG file. Rejects when capture is refused or unsupported, and with
 * ScreenCaptureTimeout when the browser does not answer in time.
 */
export async function captureScreenshot(now = Date.now(), timeoutMs = SCREEN_CAPTURE_TIMEOUT_MS): Promise<File> {
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof media?.getDisplayMedia !== 'function') throw new Error('Screen capture is not supported here');
  const stream = await displayMedia(media, timeoutMs);
  try {
    const video = document.createElement('video');
    video.muted = true;
    video.srcObject = stream;
    await video.play();
    const canvas = document.createElement('canvas');
    canvas.width = video.videoWidth;
    canvas.height = video.videoHeight;
    const context = canvas.getContext('2d');
    if (!context || canvas.width === 0) throw new Error('The captured screen could not be drawn');
    context.drawImage(video, 0, 0, canvas.width, canvas.height);
    const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, 'image/png'));
    if (!blob) throw new Error('The captured screen could not be saved');
    return new File([blob], `screenshot-${now}.png`, { type: 'image/png' });
  } finally {
    stopTracks(stream);
  }
}
