import { randomBytes } from 'node:crypto';

export interface MultipartFile {
  /** The form field (default `file`). */
  field?: string;
  /** Sent as is in `filename="…"` (so tests can send paths, quotes and control characters). */
  name: string;
  content: Buffer | string;
  type?: string;
}

export interface MultipartBody {
  payload: Buffer;
  headers: Record<string, string>;
}

/** A multipart/form-data body built by hand: text fields first, then the files, in order. */
export function multipart(fields: Record<string, string>, ...files: MultipartFile[]): MultipartBody {
  const boundary = `----kanri-test-${randomBytes(8).toString('hex')}`;
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`));
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="${file.field ?? 'file'}"; filename="${file.name}"\r\n` +
          `Content-Type: ${file.type ?? 'application/octet-stream'}\r\n\r\n`,
      ),
      Buffer.isBuffer(file.content) ? file.content : Buffer.from(file.content),
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(chunks), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

/** Smallest real files of a few types (their signatures followed by filler bytes). */
export const SAMPLE_FILES = {
  // Signature, then the IHDR chunk of a 1×1 image (its length field holds NUL bytes, as in every PNG).
  png: Buffer.concat([Buffer.from('89504e470d0a1a0a0000000d494844520000000100000001080600000000', 'hex'), randomBytes(200)]),
  jpg: Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), randomBytes(200)]),
  gif: Buffer.concat([Buffer.from('GIF89a'), randomBytes(64)]),
  webp: Buffer.concat([Buffer.from('RIFF'), Buffer.from([0x24, 0, 0, 0]), Buffer.from('WEBPVP8 '), randomBytes(32)]),
  pdf: Buffer.from('%PDF-1.7\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
  docx: Buffer.concat([Buffer.from('PK\u0003\u0004'), randomBytes(120)]),
  doc: Buffer.concat([Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]), randomBytes(120)]),
  txt: Buffer.from('Meeting notes\nline 2 — ünïcödé\n'),
};
