import { ApiError } from '@kanri/api-client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDelete } from './confirm-delete';

function renderDialog(onConfirm: () => Promise<unknown>, onClose = jest.fn()) {
  render(
    <ConfirmDelete open title="Delete Project" okText="Delete" cancelText="Cancel" onConfirm={onConfirm} onClose={onClose}>
      <p>Are you sure you want to delete this project?</p>
    </ConfirmDelete>,
  );
  return onClose;
}

describe('ConfirmDelete', () => {
  it('closes once the delete resolves', async () => {
    const onClose = renderDialog(async () => undefined);
    expect(await screen.findByText('Are you sure you want to delete this project?')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });

  it('stays open when the caller reports the failure itself (resolves false)', async () => {
    const onConfirm = jest.fn(async () => false);
    const onClose = renderDialog(onConfirm);
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(onConfirm).toHaveBeenCalled());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
  });

  it("shows a refusal's messages inside and stays open", async () => {
    const onClose = renderDialog(async () => {
      throw new ApiError('The given data was invalid.', 422, { id: ['This project still has invoices.'] });
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('This project still has invoices.')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('cannot be dismissed while deleting', async () => {
    let finish: () => void = () => undefined;
    const onClose = renderDialog(() => new Promise<void>((resolve) => (finish = resolve)));
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    finish();
    await waitFor(() => expect(onClose).toHaveBeenCalledTimes(1));
  });
});
