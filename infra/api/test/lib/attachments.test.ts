import { TASK_MEDIA_TYPES } from '@kanri/contracts';
import {
  allowedContentType,
  attachmentDisposition,
  cleanFileName,
  contentMatchesExtension,
  extensionOf,
  FILE_NAME_MAX_LENGTH,
} from '../../src/lib/attachments.js';
import { SAMPLE_FILES } from '../helpers/multipart.js';

describe('cleanFileName', () => {
  it.each([
    ['report.pdf', 'report.pdf'],
    ['../../etc/passwd.txt', 'passwd.txt'],
    ['C:\\Users\\ada\\notes.md', 'notes.md'],
    ['  spaced \t name .png  ', 'spaced name .png'],
    ['"quoted" \'name\'.png', 'quoted name.png'],
    ['bell\u0007\u0000\u001b[31mred.png', 'bell[31mred.png'],
    ['invoice\u202egnp.exe', 'invoicegnp.exe'],
    ['.hidden.txt', 'hidden.txt'],
    ['trailing.png...', 'trailing.png'],
    ['...', ''],
    ['Cafe\u0301.txt', 'Café.txt'],
  ])('%j → %j', (raw, cleaned) => {
    expect(cleanFileName(raw)).toBe(cleaned);
  });

  it('cuts long names to the limit and keeps the extension', () => {
    const cleaned = cleanFileName(`${'a'.repeat(300)}.docx`);
    expect([...cleaned]).toHaveLength(FILE_NAME_MAX_LENGTH);
    expect(cleaned.endsWith('a.docx')).toBe(true);
    expect([...cleanFileName('😀'.repeat(250))]).toHaveLength(FILE_NAME_MAX_LENGTH);
  });
});

describe('file types', () => {
  it('finds the extension and its allow-listed type, whatever the case', () => {
    expect(extensionOf('Photo.JPG')).toBe('jpg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('README')).toBeUndefined();
    expect(extensionOf('dot.')).toBeUndefined();
    expect(allowedContentType('Photo.JPG')).toBe('image/jpeg');
    expect(allowedContentType('page.html')).toBeUndefined();
    expect(allowedContentType('x.constructor')).toBeUndefined();
    expect(allowedContentType('x.toString')).toBeUndefined();
  });

  it('checks the leading bytes of each binary type', () => {
    expect(contentMatchesExtension('png', SAMPLE_FILES.png)).toBe(true);
    expect(contentMatchesExtension('png', SAMPLE_FILES.jpg)).toBe(false);
    expect(contentMatchesExtension('jpeg', SAMPLE_FILES.jpg)).toBe(true);
    expect(contentMatchesExtension('gif', SAMPLE_FILES.gif)).toBe(true);
    expect(contentMatchesExtension('webp', SAMPLE_FILES.webp)).toBe(true);
    expect(contentMatchesExtension('webp', Buffer.from('RIFF....WAVEfmt '))).toBe(false);
    expect(contentMatchesExtension('pdf', SAMPLE_FILES.pdf)).toBe(true);
    expect(contentMatchesExtension('pdf', Buffer.from('<html>%PDF-'))).toBe(false);
    for (const extension of ['zip', 'docx', 'xlsx', 'pptx']) {
      expect(contentMatchesExtension(extension, SAMPLE_FILES.docx)).toBe(true);
      expect(contentMatchesExtension(extension, SAMPLE_FILES.doc)).toBe(false);
    }
    for (const extension of ['doc', 'xls', 'ppt']) expect(contentMatchesExtension(extension, SAMPLE_FILES.doc)).toBe(true);
    expect(contentMatchesExtension('png', Buffer.alloc(0))).toBe(false);
  });

  it('takes text without NUL bytes (or UTF-16 with its mark) for the text types', () => {
    for (const extension of ['txt', 'md', 'csv', 'json']) {
      expect(contentMatchesExtension(extension, SAMPLE_FILES.txt)).toBe(true);
      expect(contentMatchesExtension(extension, SAMPLE_FILES.png.subarray(0, 16))).toBe(false);
    }
    expect(contentMatchesExtension('txt', Buffer.from('\ufeffhi', 'utf16le'))).toBe(true);
  });

  it('has a check for every allowed extension', () => {
    for (const extension of Object.keys(TASK_MEDIA_TYPES)) {
      const sample = Object.values(SAMPLE_FILES).some((content) => contentMatchesExtension(extension, content));
      expect({ extension, sample }).toEqual({ extension, sample: true });
    }
  });
});

describe('attachmentDisposition', () => {
  it('sends an ASCII fallback and the exact UTF-8 name', () => {
    expect(attachmentDisposition('report.pdf')).toBe(`attachment; filename="report.pdf"; filename*=UTF-8''report.pdf`);
    expect(attachmentDisposition('Résumé (v2)*.pdf')).toBe(
      `attachment; filename="R_sum_ (v2)*.pdf"; filename*=UTF-8''R%C3%A9sum%C3%A9%20%28v2%29%2A.pdf`,
    );
    expect(attachmentDisposition('a"b\\c\r\nd.txt')).toBe(`attachment; filename="cd.txt"; filename*=UTF-8''cd.txt`);
    expect(attachmentDisposition('')).toBe(`attachment; filename="file"; filename*=UTF-8''file`);
  });
});
