import { TASK_MEDIA_ACCEPT, TASK_MEDIA_MAX_BYTES, TASK_MEDIA_MESSAGES, type TaskMedia } from '@kanri/contracts';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Reply } from '../../../test-utils';
import { loaded, makeMedia, renderDetail, T } from '../testing';

const A = T.attachments;
const input = () => screen.getByTestId('task-attachment-input') as HTMLInputElement;

function pdf(name = 'brief.pdf', size?: number) {
  const file = new File(['%PDF-1.4 test'], name, { type: 'application/pdf' });
  if (size !== undefined) Object.defineProperty(file, 'size', { value: size });
  return file;
}

describe('Attachments', () => {
  it('lists each file with its size, who uploaded it and when', async () => {
    renderDetail({ media: [makeMedia(5, { file_name: 'requirements.pdf', size: 1536 })] });
    await loaded();
    const row = await screen.findByTestId('task-attachment');
    expect(row).toHaveTextContent('requirements.pdf');
    expect(row).toHaveTextContent('1.5 KB');
    expect(row).toHaveTextContent(A.by('Ada Lovelace'));
    expect(row).toHaveTextContent('2h ago');
    expect(input()).toHaveAttribute('accept', TASK_MEDIA_ACCEPT);
  });

  it('uploads a chosen file as multipart with the task id, then lists it', async () => {
    const media: TaskMedia[] = [];
    const view = renderDetail({
      handlers: {
        'GET /tasks/get-media': () => media,
        'POST /tasks/upload-media': (call) => {
          const form = call.body as FormData;
          const file = form.get('file') as File;
          const row = makeMedia(9, { file_name: file.name, size: file.size });
          media.unshift(row);
          return row;
        },
      },
    });
    await loaded();
    await screen.findByText(A.empty);
    await view.user.upload(input(), pdf());
    await waitFor(() => expect(view.api.callsTo('POST /tasks/upload-media')).toHaveLength(1));
    const form = view.api.callsTo('POST /tasks/upload-media')[0]!.body as FormData;
    expect(form.get('task_id')).toBe('1');
    expect((form.get('file') as File).name).toBe('brief.pdf');
    expect(await screen.findByText(TASK_MEDIA_MESSAGES.mediaUploaded)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: A.download('brief.pdf') })).toBeInTheDocument();
    // The feed shows the attachment once the server records it.
    await waitFor(() => expect(view.api.callsTo('GET /tasks/1/activity').length).toBeGreaterThan(1));
  });

  it('refuses a file over the size limit before sending it', async () => {
    const view = renderDetail();
    await loaded();
    await view.user.upload(input(), pdf('huge.pdf', TASK_MEDIA_MAX_BYTES + 1));
    expect(await screen.findByTestId('task-attachment-error')).toHaveTextContent(TASK_MEDIA_MESSAGES.fileTooLarge);
    expect(view.api.callsTo('POST /tasks/upload-media')).toHaveLength(0);
  });

  it('refuses a type that cannot be attached before sending it', async () => {
    const view = renderDetail();
    await loaded();
    fireEvent.change(input(), { target: { files: [new File(['MZ'], 'setup.exe', { type: 'application/x-msdownload' })] } });
    expect(await screen.findByTestId('task-attachment-error')).toHaveTextContent(TASK_MEDIA_MESSAGES.fileTypeNotAllowed);
    expect(view.api.callsTo('POST /tasks/upload-media')).toHaveLength(0);
  });

  it('shows the server’s message when it refuses the file', async () => {
    const view = renderDetail({
      handlers: {
        'POST /tasks/upload-media': () =>
          new Reply(422, {
            error: true,
            message: 'The given data was invalid.',
            errors: { file: [TASK_MEDIA_MESSAGES.fileTypeNotAllowed] },
          }),
      },
    });
    await loaded();
    await view.user.upload(input(), pdf('fake.pdf'));
    expect(await screen.findByTestId('task-attachment-error')).toHaveTextContent(TASK_MEDIA_MESSAGES.fileTypeNotAllowed);
  });

  it('downloads through the API and saves the file under its name', async () => {
    const createObjectURL = jest.fn(() => 'blob:kanri/1');
    const revokeObjectURL = jest.fn();
    Object.assign(URL, { createObjectURL, revokeObjectURL });
    const clicked: HTMLAnchorElement[] = [];
    const click = jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    try {
      const view = renderDetail({
        media: [makeMedia(5, { file_name: 'requirements.pdf' })],
        handlers: { 'GET /tasks/media/5/download': () => ({ bytes: 'file' }) },
      });
      await loaded();
      await view.user.click(await screen.findByRole('button', { name: A.download('requirements.pdf') }));
      await waitFor(() => expect(clicked).toHaveLength(1));
      expect(view.api.callsTo('GET /tasks/media/5/download')).toHaveLength(1);
      // The file's bytes (Node's Blob here, so checked by shape).
      const blob = (createObjectURL.mock.calls as unknown as [Blob][])[0]![0];
      expect(blob.size).toBeGreaterThan(0);
      expect(typeof blob.arrayBuffer).toBe('function');
      expect(clicked[0]!.download).toBe('requirements.pdf');
      expect(clicked[0]!.getAttribute('href')).toBe('blob:kanri/1');
      expect(clicked[0]!.isConnected).toBe(false);
      await waitFor(() => expect(revokeObjectURL).toHaveBeenCalledWith('blob:kanri/1'), { timeout: 3000 });
    } finally {
      click.mockRestore();
    }
  });

  it('deletes after confirmation', async () => {
    let media = [makeMedia(5, { file_name: 'old.pdf' })];
    const view = renderDetail({
      handlers: {
        'GET /tasks/get-media': () => media,
        'DELETE /tasks/media/destroy': (call) => {
          media = media.filter((item) => item.id !== (call.body as { id: number }).id);
          return { id: 5 };
        },
      },
    });
    await loaded();
    await view.user.click(await screen.findByRole('button', { name: A.delete('old.pdf') }));
    expect(await screen.findByText(A.confirmDelete)).toBeInTheDocument();
    await view.user.click(screen.getByRole('button', { name: A.confirmOk }));
    await waitFor(() => expect(view.api.callsTo('DELETE /tasks/media/destroy').map((call) => call.body)).toEqual([{ id: 5 }]));
    expect(await screen.findByText(A.empty)).toBeInTheDocument();
  });

  it('offers delete to the uploader, not to other members', async () => {
    renderDetail({
      role: 'developer',
      media: [
        makeMedia(5, { file_name: 'mine.pdf' }),
        makeMedia(6, {
          file_name: 'theirs.pdf',
          uploaded_by: { id: 2, full_name: 'Grace Hopper', email: 'grace@kanri.test', photo_url: null },
        }),
      ],
    });
    await loaded();
    expect(await screen.findByRole('button', { name: A.delete('mine.pdf') })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: A.delete('theirs.pdf') })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: A.download('theirs.pdf') })).toBeInTheDocument();
  });
});
