// BUG-01 / BUG-05: a screenshot by screen capture (getDisplayMedia -> canvas -> PNG), or an uploaded image.

export const NOT_AN_IMAGE = "That file isn't an image. Please choose an image file, such as a PNG or JPEG.";

/** VAL-05: only image MIME types are accepted. */
export function isImageFile(file: File): boolean {
  return file.type.startsWith('image/');
}

/** One frame of the screen the user picks, as a PNG file. Rejects when capture is refused or unsupported. */
export async function captureScreenshot(now = Date.now()): Promise<File> {
  const media = navigator.mediaDevices as MediaDevices | undefined;
  if (typeof media?.getDisplayMedia !== 'function') throw new Error('Screen capture is not supported here');
  const stream = await media.getDisplayMedia({ video: true, audio: false });
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
    for (const track of stream.getTracks()) track.stop();
  }
}
