import { ApiError } from '@kanri/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { z } from 'zod';
import { Input } from '../components/lazy';
import { toast } from '../toast/toast';
import { FormDialog } from './form-dialog';
import { FormField } from './form-field';

jest.mock('../toast/toast', () => ({ toast: { error: jest.fn(), success: jest.fn() } }));

const schema = z.object({ name: z.string().trim().min(1, 'Name is required') });

function Harness({
  onSubmit,
  initialName = '',
}: {
  onSubmit: (values: { name: string }) => Promise<unknown>;
  initialName?: string;
}) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <button onClick={() => setOpen(true)}>Reopen</button>
      <FormDialog
        open={open}
        title="Rename"
        okText="Save"
        cancelText="Cancel"
        initialValues={{ name: initialName }}
        schema={schema}
        onSubmit={onSubmit}
        onClose={() => setOpen(false)}
      >
        <FormField name="name" label="Name">
          {(control) => (
            <Input {...control.props} value={control.value} onChange={(event) => control.setValue(event.target.value)} />
          )}
        </FormField>
      </FormDialog>
    </>
  );
}

describe('FormDialog', () => {
  beforeEach(() => jest.mocked(toast.error).mockClear());

  it("refuses input the schema refuses, with the schema's message under the field, without calling the server", async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('Name is required');
    expect(screen.getByLabelText('Name')).toHaveAttribute('aria-invalid', 'true');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits the values, closes once saved, and starts afresh when opened again', async () => {
    const onSubmit = jest.fn(async () => undefined);
    render(<Harness onSubmit={onSubmit} initialName="Old" />);
    const input = await screen.findByLabelText('Name');
    await userEvent.clear(input);
    await userEvent.type(input, 'New{Enter}');

    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ name: 'New' }));
    await waitFor(() => expect(screen.queryByLabelText('Name')).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole('button', { name: 'Reopen' }));
    expect(await screen.findByLabelText('Name')).toHaveValue('Old');
  });

  it("puts a 422's messages under their field and the others above the form, and stays open", async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError('The given data was invalid.', 422, { name: ['That name is taken.'], workspace_id: ['Not yours.'] });
    });
    render(<Harness onSubmit={onSubmit} initialName="Ops" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual(expect.arrayContaining(['That name is taken.']));
    expect(screen.getByText('Not yours.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name')).toHaveValue('Ops');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('toasts any other failure and keeps what was typed', async () => {
    const onSubmit = jest.fn(async () => {
      throw new ApiError('You do not have permission.', 403);
    });
    render(<Harness onSubmit={onSubmit} initialName="Ops" />);
    await userEvent.click(await screen.findByRole('button', { name: 'Save' }));

    await waitFor(() => expect(toast.error).toHaveBeenCalledWith('You do not have permission.'));
    expect(screen.getByLabelText('Name')).toHaveValue('Ops');
  });
});
