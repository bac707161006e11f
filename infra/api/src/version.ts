import { readFileSync } from 'node:fs';
import path from 'node:path';

/** The API's version, from its package.json (one level above both src/ and dist/). */
export const API_VERSION: string = (
  JSON.parse(readFileSync(path.join(__dirname, '..', 'package.json'), 'utf8')) as { version: string }
).version;
