const CHUNK = 0x8000;

/**
 * A data: URL of the bytes, for an <img> preview (the CSP allows data: images, not blob: ones). Built from
 * the bytes rather than with FileReader, which refuses a Blob that fetch made in another realm.
 */
export async function readAsDataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let start = 0; start < bytes.length; start += CHUNK) {
    binary += String.fromCharCode(...bytes.subarray(start, start + CHUNK));
  }
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}
