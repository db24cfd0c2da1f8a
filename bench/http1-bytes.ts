// The bytes of a page's requests as the bench measured them before nginx stood in front: each asked again
// straight from the portal over plain HTTP/1.1, with the encodings Chromium offers, and counted as it travels
// (status line, headers, compressed body). Printed beside the production figure so the two can be compared;
// it is not what a visitor receives (production speaks HTTP/2 through nginx) and no budget applies to it.

import http from 'node:http';

const bytesOf = (url: string) =>
  new Promise<number>((resolve, reject) => {
    http
      .get(url, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } }, (response) => {
        let headers = `HTTP/1.1 ${response.statusCode} ${response.statusMessage}\r\n`.length + 2;
        for (let index = 0; index < response.rawHeaders.length; index += 2) {
          headers += `${response.rawHeaders[index]}: ${response.rawHeaders[index + 1]}\r\n`.length;
        }
        let body = 0;
        response.on('data', (chunk: Buffer) => {
          body += chunk.length;
        });
        response.on('end', () => resolve(headers + body));
      })
      .on('error', reject);
  });

/** The sum over `paths` (with their query strings) fetched from `directBase` one after another. */
export async function http1Bytes(directBase: string, paths: readonly string[]): Promise<number> {
  let total = 0;
  for (const path of paths) total += await bytesOf(`${directBase}${path}`);
  return total;
}
