import { fileExtension } from './format';

describe('fileExtension', () => {
  it('takes the last extension, lower-cased', () => {
    expect(fileExtension('Report.Final.PDF')).toBe('pdf');
    expect(fileExtension('README')).toBe('');
    expect(fileExtension('.env')).toBe('');
    expect(fileExtension('trailing.')).toBe('');
  });
});
