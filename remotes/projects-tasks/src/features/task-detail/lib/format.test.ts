import { fileExtension, formatFileSize } from './format';

describe('formatFileSize', () => {
  it.each([
    [0, '0 B'],
    [512, '512 B'],
    [1024, '1 KB'],
    [1536, '1.5 KB'],
    [10 * 1024 * 1024, '10 MB'],
    [15_000, '15 KB'],
  ])('%i → %s', (bytes, text) => expect(formatFileSize(bytes)).toBe(text));
});

describe('fileExtension', () => {
  it('takes the last extension, lower-cased', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});
