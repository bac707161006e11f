import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { FastifyRequest } from 'fastify';
import type { MediaStorage } from './media-storage.js';

/** An uploaded file, already on disk in a temporary file (delete it with `MediaStorage.discardTemp`). */
export interface ReceivedFile {
  tempPath: string;
  /** The name the client sent, as is (clean it before use). */
  fileName: string;
  /** Bytes written (at most the size limit). */
  size: number;
  /** The first `headBytes` bytes, to check the content against the name. */
  head: Buffer;
  /** The file was larger than the size limit (and was cut). */
  truncated: boolean;
}

export type UploadProblem = 'tooManyFiles' | 'tooManyFields' | 'malformed';

export interface ReceivedUpload {
  /** Text fields (the first value of each name). */
  fields: Map<string, string>;
  /** The file sent under the expected field name, if any. */
  file: ReceivedFile | undefined;
  /** What went wrong while reading the form; the file is then already discarded. */
  problem: UploadProblem | undefined;
}

export interface ReceiveOptions {
  fileField: string;
  headBytes: number;
}

/**
 * Reads a multipart/form-data request to its end (the multipart plugin's limits apply): fields in
 * memory, the file streamed to a temporary file of the media storage. A request that is not
 * multipart reads as an empty form. Form problems (limits, a malformed or aborted body) come back
 * in `problem`; a disk failure is thrown (with nothing left on disk).
 */
export async function receiveUpload(
  request: FastifyRequest,
  storage: MediaStorage,
  options: ReceiveOptions,
): Promise<ReceivedUpload> {
  const fields = new Map<string, string>();
  let file: ReceivedFile | undefined;
  if (!request.isMultipart()) return { fields, file, problem: undefined };
  try {
    for await (const part of request.parts()) {
      if (part.type === 'field') {
        if (!fields.has(part.fieldname) && typeof part.value === 'string') fields.set(part.fieldname, part.value);
        continue;
      }
      if (part.fieldname !== options.fileField || file) {
        part.file.resume();
        continue;
      }
      file = await writeTemp(storage, part.file, part.filename, options.headBytes);
    }
    return { fields, file, problem: undefined };
  } catch (error) {
    if (file) await storage.discardTemp(file.tempPath);
    if (isDiskError(error)) throw error;
    return { fields, file: undefined, problem: problemOf(error) };
  }
}

async function writeTemp(
  storage: MediaStorage,
  source: NodeJS.ReadableStream & { truncated?: boolean },
  fileName: string,
  headBytes: number,
): Promise<ReceivedFile> {
  const temp = await storage.createTemp();
  const headChunks: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  const measure = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length;
      if (headLength < headBytes) {
        const piece = chunk.subarray(0, headBytes - headLength);
        headChunks.push(piece);
        headLength += piece.length;
      }
      callback(null, chunk);
    },
  });
  try {
    await pipeline(source, measure, temp.stream);
  } catch (error) {
    await storage.discardTemp(temp.path);
    throw error;
  }
  return {
    tempPath: temp.path,
    fileName,
    size,
    head: Buffer.concat(headChunks),
    truncated: source.truncated === true,
  };
}

/** A failure of the file system (it has a syscall), as opposed to one of the request. */
function isDiskError(error: unknown): boolean {
  return typeof error === 'object' && error !== null && typeof (error as { syscall?: unknown }).syscall === 'string';
}

function problemOf(error: unknown): UploadProblem {
  const code = typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;
  if (code === 'FST_FILES_LIMIT') return 'tooManyFiles';
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return 'tooManyFields';
  return 'malformed';
}
