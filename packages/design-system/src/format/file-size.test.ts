import { formatFileSize } from './file-size';

test('sizes in B, KB, MB, GB with one decimal under 10', () => {
  expect(formatFileSize(512)).toBe('512 B');
  expect(formatFileSize(1536)).toBe('1.5 KB');
  expect(formatFileSize(10 * 1024 * 1024)).toBe('10 MB');
  expect(formatFileSize(3 * 1024 ** 3)).toBe('3 GB');
  expect(formatFileSize(-1)).toBe('');
});
