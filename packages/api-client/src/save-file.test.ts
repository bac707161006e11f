import { saveDownloadedFile } from './save-file';

describe('saveDownloadedFile', () => {
  const createObjectURL = jest.fn(() => 'blob:file');
  const revokeObjectURL = jest.fn();
  let clicked: HTMLAnchorElement[] = [];

  beforeEach(() => {
    jest.useFakeTimers();
    clicked = [];
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
  });
  afterEach(() => {
    jest.useRealTimers();
    jest.restoreAllMocks();
  });

  it('clicks a temporary download link named by the reply, then drops it and revokes the URL', () => {
    saveDownloadedFile({ blob: new Blob(['x']), fileName: 'standup.ics' });
    expect(clicked).toHaveLength(1);
    expect(clicked[0]!.download).toBe('standup.ics');
    expect(clicked[0]!.href).toBe('blob:file');
    expect(document.querySelector('a')).toBeNull();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:file');
  });

  it('uses the fallback name when the reply named no file', () => {
    saveDownloadedFile({ blob: new Blob(['x']), fileName: 'download' }, 'report.pdf');
    expect(clicked[0]!.download).toBe('report.pdf');
  });
});
