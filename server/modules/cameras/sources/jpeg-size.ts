/**
 * A JPEG frame's size in pixels, read from its start-of-frame header (SOF0–SOF15 but DHT,
 * JPG and DAC), or null when the bytes are not a JPEG with one. Only the headers are read:
 * no decoding, so the health check can ask it of every frame it sees.
 */
export function jpegSize(jpeg: Uint8Array): { width: number; height: number } | null {
  if (jpeg.length < 4 || jpeg[0] !== 0xff || jpeg[1] !== 0xd8) return null;
  let at = 2;
  while (at + 4 <= jpeg.length) {
    if (jpeg[at] !== 0xff) return null;
    const marker = jpeg[at + 1]!;
    // Fill bytes, and markers without a length (RSTn, TEM).
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if ((marker >= 0xd0 && marker <= 0xd7) || marker === 0x01) {
      at += 2;
      continue;
    }
    // Start of scan or end of image before a frame header: none to read.
    if (marker === 0xda || marker === 0xd9) return null;
    const length = (jpeg[at + 2]! << 8) | jpeg[at + 3]!;
    if (length < 2) return null;
    const isFrame = marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker);
    if (isFrame) {
      if (at + 9 > jpeg.length) return null;
      const height = (jpeg[at + 5]! << 8) | jpeg[at + 6]!;
      const width = (jpeg[at + 7]! << 8) | jpeg[at + 8]!;
      return width > 0 && height > 0 ? { width, height } : null;
    }
    at += 2 + length;
  }
  return null;
}
