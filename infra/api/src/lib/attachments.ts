import type { Readable } from 'node:stream';
import { TASK_MEDIA_TYPES } from '@kanri/contracts';
import type { FastifyReply } from 'fastify';

/** How many leading bytes of an upload are kept to check its content against its extension. */
export const SNIFF_BYTES = 4096;

/** The longest file name kept (characters), extension included. */
export const FILE_NAME_MAX_LENGTH = 200;

const FALLBACK_NAME = 'file';

/**
 * The name to store and send back: the last segment of whatever path the client sent (`/` or `\`),
 * without control characters, quotes, bidirectional overrides or leading dots, spaces collapsed,
 * cut to FILE_NAME_MAX_LENGTH with its extension kept. Empty when nothing is left.
 */
export function cleanFileName(raw: string): string {
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .normalize('NFC')
    // C0/C1 controls, quotes, bidi embeddings/overrides/isolates, zero-width and BOM characters.
    // eslint-disable-next-line no-control-regex -- matching control characters is the point: they are removed
    .replace(/[\u0000-\u001f\u007f-\u009f"'`\u200b-\u200f\u202a-\u202e\u2066-\u2069\ufeff]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^[.\s]+/, '')
    .replace(/[.\s]+$/, '');
  if ([...cleaned].length <= FILE_NAME_MAX_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension = dot > 0 && cleaned.length - dot <= 10 ? cleaned.slice(dot) : '';
  const stem = [...cleaned.slice(0, cleaned.length - extension.length)];
  return (
    stem
      .slice(0, FILE_NAME_MAX_LENGTH - extension.length)
      .join('')
      .trimEnd() + extension
  );
}

/** The lower-cased extension of a file name (`report.PDF` → `pdf`), or undefined without one. */
export function extensionOf(fileName: string): string | undefined {
  const dot = fileName.lastIndexOf('.');
  if (dot <= 0 || dot === fileName.length - 1) return undefined;
  return fileName.slice(dot + 1).toLowerCase();
}

/** The allow-listed content type of a file name, or undefined when its extension may not be attached. */
export function allowedContentType(fileName: string): string | undefined {
  const extension = extensionOf(fileName);
  return extension !== undefined && Object.hasOwn(TASK_MEDIA_TYPES, extension) ? TASK_MEDIA_TYPES[extension] : undefined;
}

const startsWith = (head: Buffer, bytes: readonly number[], offset = 0) =>
  head.length >= offset + bytes.length && bytes.every((byte, index) => head[offset + index] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const PDF = ascii('%PDF-');
/** A zip's local file header, or the end record of an empty zip. */
const ZIP = [ascii('PK\u0003\u0004'), ascii('PK\u0005\u0006')];
/** OLE2 compound file: legacy .doc, .xls, .ppt. */
const OLE = [0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1];
const UTF16_BOMS = [
  [0xff, 0xfe],
  [0xfe, 0xff],
];

/**
 * Whether the file's leading bytes are what its extension says: the signatures of PNG, JPEG, GIF,
 * WebP, PDF, zip (docx/xlsx/pptx are zips) and OLE2 (doc/xls/ppt); text types (txt, md, csv, json)
 * hold no NUL byte unless they start with a UTF-16 byte order mark.
 */
export function contentMatchesExtension(extension: string, head: Buffer): boolean {
  switch (extension) {
    case 'png':
      return startsWith(head, PNG);
    case 'jpg':
    case 'jpeg':
      return startsWith(head, JPEG);
    case 'gif':
      return startsWith(head, ascii('GIF87a')) || startsWith(head, ascii('GIF89a'));
    case 'webp':
      return startsWith(head, ascii('RIFF')) && startsWith(head, ascii('WEBP'), 8);
    case 'pdf':
      return startsWith(head, PDF);
    case 'zip':
    case 'docx':
    case 'xlsx':
    case 'pptx':
      return ZIP.some((signature) => startsWith(head, signature));
    case 'doc':
    case 'xls':
    case 'ppt':
      return startsWith(head, OLE);
    case 'txt':
    case 'md':
    case 'csv':
    case 'json':
      return UTF16_BOMS.some((bom) => startsWith(head, bom)) || !head.includes(0);
    default:
      return false;
  }
}

/**
 * `Content-Disposition: attachment` with an ASCII `filename` (other characters as `_`) for old
 * clients and the exact name in `filename*` (RFC 6266 / 5987).
 */
export function attachmentDisposition(fileName: string): string {
  const name = cleanFileName(fileName) || FALLBACK_NAME;
  const fallback = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\"]/g, '_');
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (char) => `%${char.charCodeAt(0).toString(16).toUpperCase()}`);
  return `attachment; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Sends a stored attachment as a download (task and chat attachments): its allow-listed type, its
 * length, `Content-Disposition: attachment` with its name, never sniffed or cached.
 */
export function sendAttachment(
  reply: FastifyReply,
  attachment: { mime_type: string; file_name: string },
  file: { size: number; stream: Readable },
): FastifyReply {
  return reply
    .header('Content-Type', attachment.mime_type)
    .header('Content-Length', String(file.size))
    .header('Content-Disposition', attachmentDisposition(attachment.file_name))
    .header('X-Content-Type-Options', 'nosniff')
    .header('Cache-Control', 'private, no-store')
    .send(file.stream);
}
