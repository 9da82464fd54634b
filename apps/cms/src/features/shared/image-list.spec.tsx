import { screen, waitFor, within } from '@testing-library/react';
import { renderWithProviders } from '@backoffice/test-utils';
import { png } from './test-fixtures';
import { ImageList } from './image-list';

const stored = ['/api/media/a.png', '/api/media/b.png'];

function renderList(props: Partial<Parameters<typeof ImageList>[0]> = {}) {
  const onDeleteStored = jest.fn(async () => undefined);
  const onRemovePending = jest.fn();
  const view = renderWithProviders(
    <ImageList
      label="Search bar banner images"
      imageName="Search bar banner"
      stored={stored}
      pending={[{ key: 'new-1', file: png('n.png'), previewUrl: 'blob:n' }]}
      onDeleteStored={onDeleteStored}
      onRemovePending={onRemovePending}
      {...props}
    />,
  );
  return { ...view, onDeleteStored, onRemovePending };
}

describe('ImageList', () => {
  it('names the stored images and the new previews by their place', () => {
    renderList();
    const list = screen.getByRole('list', { name: 'Search bar banner images' });
    expect(within(list).getByRole('img', { name: 'Search bar banner 2' })).toHaveAttribute(
      'src',
      '/api/media/b.png',
    );
    expect(within(list).getByRole('img', { name: 'New Search bar banner 1' })).toHaveAttribute(
      'src',
      'blob:n',
    );
    expect(within(list).getByText('New, not saved yet')).toBeInTheDocument();
  });

  it('deletes a stored image only after the confirmation; Cancel deletes nothing', async () => {
    const { user, onDeleteStored } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete Search bar banner 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please confirm you wish to delete this image ?');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(onDeleteStored).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Delete Search bar banner 2' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    expect(onDeleteStored).toHaveBeenCalledWith('/api/media/b.png');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('drops a new preview at once, without a confirmation', async () => {
    const { user, onRemovePending } = renderList();
    await user.click(screen.getByRole('button', { name: 'Delete new Search bar banner 1' }));
    expect(onRemovePending).toHaveBeenCalledWith('new-1');
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  });

  it('names the Delete buttons by buttonName, and shows emptyText when there is no image', () => {
    const { unmount } = renderList({ imageName: 'Square photo', buttonName: 'square photo', pending: [] });
    expect(screen.getByRole('button', { name: 'Delete square photo 1' })).toBeInTheDocument();
    unmount();
    renderList({ stored: [], pending: [], emptyText: 'No photos yet.' });
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });
});
