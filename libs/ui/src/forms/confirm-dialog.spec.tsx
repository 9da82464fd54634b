import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ConfirmDialog } from './confirm-dialog';
import { UiProvider } from '../lib/ui-provider';

function renderDialog(props: Partial<Parameters<typeof ConfirmDialog>[0]> = {}) {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  render(
    <UiProvider withToaster={false}>
      <ConfirmDialog open message="Please confirm you wish to delete this department ?" confirmLabel="Delete" onConfirm={onConfirm} onCancel={onCancel} {...props} />
    </UiProvider>,
  );
  return { onConfirm, onCancel, user: userEvent.setup() };
}

describe('ConfirmDialog', () => {
  it('asks the question in an alert dialog and confirms', async () => {
    const { onConfirm, user } = renderDialog();
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please confirm you wish to delete this department ?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('cancels with the Cancel button and with Escape', async () => {
    const { onCancel, user } = renderDialog();
    await screen.findByRole('alertdialog');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
    await user.keyboard('{Escape}');
    expect(onCancel).toHaveBeenCalledTimes(2);
  });

  it('renders nothing while closed', () => {
    renderDialog({ open: false });
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });
});
