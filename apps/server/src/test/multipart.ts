import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';

export interface MultipartFilePart {
  filename: string;
  content: Buffer | string;
  contentType?: string;
}

export type MultipartValue = string | number | boolean | MultipartFilePart | (string | MultipartFilePart)[];

/**
 * Builds a multipart/form-data body by hand for `app.inject`:
 * `app.inject({ method: 'POST', url, ...multipart({ title: 'x', files: { filename: 'a.png', content } }) })`.
 */
export function multipart(fields: Record<string, MultipartValue | undefined>): {
  payload: Buffer;
  headers: Record<string, string>;
} {
  const boundary = `----parkingtest${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  const push = (name: string, value: string | number | boolean | MultipartFilePart) => {
    chunks.push(Buffer.from(`--${boundary}\r\n`));
    if (typeof value === 'object') {
      const encodedName = value.filename.replace(/"/g, '%22');
      chunks.push(
        Buffer.from(
          `Content-Disposition: form-data; name="${name}"; filename="${encodedName}"\r\n` +
            `Content-Type: ${value.contentType ?? 'application/octet-stream'}\r\n\r\n`,
        ),
      );
      chunks.push(Buffer.isBuffer(value.content) ? value.content : Buffer.from(value.content));
      chunks.push(Buffer.from('\r\n'));
    } else {
      chunks.push(Buffer.from(`Content-Disposition: form-data; name="${name}"\r\n\r\n${String(value)}\r\n`));
    }
  };
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (Array.isArray(value)) for (const v of value) push(name, v);
    else push(name, value);
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

/** Small valid files of each allowed kind. */
/** POSTs `fields` as one multipart body (multipart() makes a new boundary each call: build once), with an optional cookie. */
export function postMultipart(
  app: FastifyInstance,
  url: string,
  cookie: string | undefined,
  fields: Parameters<typeof multipart>[0],
) {
  const m = multipart(fields);
  return app.inject({
    method: 'POST',
    url,
    headers: { ...(cookie ? { cookie } : {}), ...m.headers },
    payload: m.payload,
  });
}

export const SAMPLE_FILES = {
  png: Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    Buffer.from(
      '0000000d49484452000000010000000108060000001f15c4890000000d4944415478da63f8cfc0f01f0005000201a2b3a8a30000000049454e44ae426082',
      'hex',
    ),
  ]),
  jpeg: Buffer.concat([
    Buffer.from([0xff, 0xd8, 0xff, 0xe0]),
    Buffer.from('JFIF test body'),
    Buffer.from([0xff, 0xd9]),
  ]),
  gif: Buffer.from('GIF89a\x01\x00\x01\x00\x00\x00\x00;', 'latin1'),
  pdf: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  html: Buffer.from('<html><script>alert(1)</script></html>'),
};
