import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { listCmsBlocks, removeCmsPhoto, updateCmsBlock, type CmsBlockUpdate } from '@backoffice/api-client/cms';
import { ApiError } from '@backoffice/api-client';
import { CMS_TAGS, CmsMessages, type CmsBlock } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { png } from '../shared/test-fixtures';
import { HomepagePage } from './homepage-page';

jest.mock('@backoffice/api-client/cms', () => {
  return {
    mediaUrl: (url: string) => url,
    listCmsBlocks: jest.fn(),
    updateCmsBlock: jest.fn(),
    removeCmsPhoto: jest.fn(),
  };
});

// The kit's editor is tested in libs/rich-text; here a textarea with the same contract stands in for it.
jest.mock('@backoffice/rich-text', () => jest.requireActual('../shared/rich-text-stand-in'));

const list = listCmsBlocks as jest.MockedFunction<typeof listCmsBlocks>;
const update = updateCmsBlock as jest.MockedFunction<typeof updateCmsBlock>;
const remove = removeCmsPhoto as jest.MockedFunction<typeof removeCmsPhoto>;

const block = (
  id: string,
  tag: string,
  position: number,
  title: string,
  photos: string[] = [],
): CmsBlock => ({
  _id: id,
  tag,
  position,
  title,
  description: title ? `<p>${title} text</p>` : '',
  photos,
  updatedAt: '2026-11-22T09:00:00.000Z',
});

const BLOCKS: Record<string, CmsBlock[]> = {
  [CMS_TAGS.searchBar]: [block('search', CMS_TAGS.searchBar, 0, 'Find a stay', ['/api/media/s1.png'])],
  [CMS_TAGS.benefits]: [0, 1, 2].map((i) =>
    block(`benefit${i + 1}`, CMS_TAGS.benefits, i, `Benefit ${i + 1}`, [`/api/media/b${i + 1}.png`]),
  ),
  [CMS_TAGS.reasonForTravel]: [0, 1, 2].map((i) =>
    block(`reason${i + 1}`, CMS_TAGS.reasonForTravel, i, `Reason ${i + 1}`),
  ),
  [CMS_TAGS.enjoyMicrostay]: [
    block('enjoy', CMS_TAGS.enjoyMicrostay, 0, 'Enjoy', ['/api/media/e1.png', '/api/media/e2.png']),
  ],
};

/** The server's blocks during a test: an update appends its photo, a removal drops one. */
let store: Record<string, CmsBlock> = {};

function answer(id: string, body: CmsBlockUpdate) {
  const b = store[id];
  // Addresses are content-addressed (here: by file name): the same image is not added twice.
  const url = body.photo ? `/api/media/${(body.photo as File).name}` : null;
  const photos = url && !b.photos.includes(url) ? [...b.photos, url] : b.photos;
  store[id] = { ...b, title: body.title ?? b.title, photos };
  return { message: CmsMessages.cms.updated, data: store[id] };
}

beforeAll(() => {
  // jsdom has no object URLs; the previews need one each.
  let n = 0;
  Object.assign(URL, { createObjectURL: jest.fn(() => `blob:preview-${++n}`), revokeObjectURL: jest.fn() });
});

beforeEach(() => {
  jest.clearAllMocks();
  store = Object.fromEntries(
    Object.values(BLOCKS)
      .flat()
      .map((b) => [b._id, { ...b, photos: [...b.photos] }]),
  );
  list.mockImplementation(async (tag) => BLOCKS[tag].map((b) => ({ ...b, photos: [...b.photos] })));
  update.mockImplementation(async (id, body) => answer(id, body));
  remove.mockImplementation(async (id, url) => {
    store[id] = { ...store[id], photos: store[id].photos.filter((p) => p !== url) };
    return { data: 'OK', message: CmsMessages.cms.imageDeleted };
  });
});

async function renderPage() {
  const view = renderWithProviders(<HomepagePage />, { route: '/content-home' });
  await screen.findByRole('textbox', { name: 'Search bar title' });
  const user = userEvent.setup({ applyAccept: false, delay: null });
  return { ...view, user };
}

/** Picks a file in an image input and waits until it became a preview (the bytes are checked async). */
async function pick(user: ReturnType<typeof userEvent.setup>, label: string, file: File) {
  await user.upload(screen.getByLabelText(label), file);
  await waitFor(() => expect((URL.createObjectURL as jest.Mock).mock.calls.map(([f]) => f)).toContain(file));
}

const updateButton = () => screen.getByRole('button', { name: 'Update' });

describe('HomepagePage', () => {
  it('shows the page frame with a spinner, then the four panels in their cards with their stored images', async () => {
    renderWithProviders(<HomepagePage />, { route: '/content-home' });
    expect(screen.getByRole('heading', { name: 'Homepage', level: 1 })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the homepage content…');
    expect(await screen.findByRole('region', { name: 'Benefits' })).toBeInTheDocument();
    for (const name of ['Search bar', 'Benefits', 'Reason for travel', 'Enjoy Microstay']) {
      expect(await screen.findByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Search bar title' })).toHaveValue('Find a stay');
    expect(screen.getByRole('textbox', { name: 'Benefit 2 title' })).toHaveValue('Benefit 2');
    expect(screen.getByRole('textbox', { name: 'Reason for travel 3 description' })).toHaveValue(
      '<p>Reason 3 text</p>',
    );
    expect(screen.getByRole('img', { name: 'Search bar banner 1' })).toHaveAttribute(
      'src',
      '/api/media/s1.png',
    );
    expect(screen.getByRole('img', { name: 'Enjoy Microstay banner 2' })).toHaveAttribute(
      'src',
      '/api/media/e2.png',
    );
    expect(screen.getByRole('img', { name: 'Benefit 3 icon 1' })).toBeInTheDocument();
    expect(list).toHaveBeenCalledWith(CMS_TAGS.searchBar);
    expect(list).toHaveBeenCalledWith(CMS_TAGS.enjoyMicrostay);
  });

  it('shows a load failure with Retry, and Retry loads again', async () => {
    list.mockRejectedValueOnce(new ApiError(0, 'The server could not be reached.'));
    const { user } = renderWithProviders(<HomepagePage />, { route: '/content-home' });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The server could not be reached.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Search bar title' })).toHaveValue('Find a stay');
  });

  it('checks every field at once: each message beside its field, the first in the spec order focused, nothing sent', async () => {
    const { user, shell } = await renderPage();
    await user.clear(screen.getByRole('textbox', { name: 'Enjoy Microstay title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Reason for travel 1 title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Benefit 2 description' }));
    await user.clear(screen.getByRole('textbox', { name: 'Benefit 3 title' }));

    await user.click(updateButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Benefit 2 description' })).toHaveFocus());
    expect(screen.getAllByText('Please Enter Description')).toHaveLength(1);
    expect(screen.getAllByText('Please Enter Title')).toHaveLength(3);
    for (const name of ['Benefit 3 title', 'Reason for travel 1 title', 'Enjoy Microstay title'])
      expect(screen.getByRole('textbox', { name })).toHaveAccessibleDescription('Please Enter Title');
    // No toast repeats a field's message (shared DECISIONS, "Validation messages").
    expect(shell.notify).not.toHaveBeenCalled();

    // A corrected field loses its message at once; the next Update focuses the next failure.
    await user.type(screen.getByRole('textbox', { name: 'Benefit 2 description' }), 'Quiet rooms');
    expect(screen.queryByText('Please Enter Description')).not.toBeInTheDocument();
    await user.click(updateButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Benefit 3 title' })).toHaveFocus());
    expect(update).not.toHaveBeenCalled();
  });

  it('checks the search title first', async () => {
    const { user, shell } = await renderPage();
    await user.clear(screen.getByRole('textbox', { name: 'Benefit 1 title' }));
    await user.clear(screen.getByRole('textbox', { name: 'Search bar title' }));
    await user.click(updateButton());
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Search bar title' })).toHaveFocus());
    expect(screen.getAllByText('Please Enter Title')).toHaveLength(2);
    expect(shell.notify).not.toHaveBeenCalled();
    expect(update).not.toHaveBeenCalled();
  });

  it('saves one request per image for search and Enjoy Microstay, one per entry with its first image for benefits and reasons', async () => {
    const { user, shell } = await renderPage();
    await user.clear(screen.getByRole('textbox', { name: 'Search bar title' }));
    await user.type(screen.getByRole('textbox', { name: 'Search bar title' }), 'Stay by the hour');
    await pick(user, 'Add Search bar banner image', png('s2.png'));
    await pick(user, 'Add Search bar banner image', png('s3.png'));
    await pick(user, 'Add Enjoy Microstay banner image', png('e3.png'));
    await pick(user, 'Choose the Reason for travel 2 banner', png('r2.png'));
    expect(await screen.findByRole('img', { name: 'New Search bar banner 2' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    await user.click(updateButton());
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Contents Updated Successfully' }),
    );

    const calls = update.mock.calls.map(([id, body]) => [
      id,
      body.title,
      (body.photo as File | undefined)?.name,
    ]);
    expect(calls.filter(([id]) => id === 'search')).toEqual([
      ['search', 'Stay by the hour', 's2.png'],
      ['search', 'Stay by the hour', 's3.png'],
    ]);
    expect(calls.filter(([id]) => id === 'enjoy')).toEqual([['enjoy', 'Enjoy', 'e3.png']]);
    expect(calls.filter(([id]) => String(id).startsWith('benefit'))).toEqual([
      ['benefit1', 'Benefit 1', undefined],
      ['benefit2', 'Benefit 2', undefined],
      ['benefit3', 'Benefit 3', undefined],
    ]);
    expect(calls.filter(([id]) => String(id).startsWith('reason'))).toEqual([
      ['reason1', 'Reason 1', undefined],
      ['reason2', 'Reason 2', 'r2.png'],
      ['reason3', 'Reason 3', undefined],
    ]);
    expect(update).toHaveBeenCalledTimes(9);
    expect(update.mock.calls[0][1].description).toBe('<p>Find a stay text</p>');
    // The new images are now stored ones; nothing is left unsaved.
    expect(await screen.findByRole('img', { name: 'Search bar banner 3' })).toHaveAttribute(
      'src',
      '/api/media/s3.png',
    );
    expect(screen.queryByRole('img', { name: /^New / })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it("a benefit's new icon replaces its stored one", async () => {
    const { user, shell } = await renderPage();
    await pick(user, 'Choose the Benefit 1 icon', png('b1new.png'));
    await pick(user, 'Choose the Benefit 1 icon', png('b1newer.png'));
    expect(screen.getAllByRole('img', { name: /^New Benefit 1 icon/ })).toHaveLength(1);
    await user.click(updateButton());
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Contents Updated Successfully' }),
    );
    expect(update).toHaveBeenCalledWith(
      'benefit1',
      expect.objectContaining({ photo: expect.objectContaining({ name: 'b1newer.png' }) }),
    );
    expect(remove).toHaveBeenCalledWith('benefit1', '/api/media/b1.png');
    expect(screen.getByRole('img', { name: 'Benefit 1 icon 1' })).toHaveAttribute(
      'src',
      '/api/media/b1newer.png',
    );
    expect(screen.queryByRole('img', { name: 'Benefit 1 icon 2' })).not.toBeInTheDocument();
  });

  it('choosing the stored icon again removes nothing', async () => {
    const { user, shell } = await renderPage();
    await pick(user, 'Choose the Benefit 2 icon', png('b2.png'));
    await user.click(updateButton());
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Contents Updated Successfully' }),
    );
    expect(remove).not.toHaveBeenCalled();
    expect(screen.getByRole('img', { name: 'Benefit 2 icon 1' })).toHaveAttribute('src', '/api/media/b2.png');
  });

  it('a failed section does not stop the others; the page names what failed and Retry resends only that', async () => {
    update.mockImplementation(async (id, body) => {
      if (id === 'reason2') throw new ApiError(413, 'This File Is Too Big');
      return answer(id, body);
    });
    const { user, shell } = await renderPage();
    await pick(user, 'Add Search bar banner image', png('s2.png'));
    await pick(user, 'Choose the Reason for travel 2 banner', png('big.png'));
    await user.click(updateButton());

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Contents Update Failed');
    expect(alert).toHaveTextContent('Search bar: saved');
    expect(alert).toHaveTextContent('Benefits: saved');
    expect(alert).toHaveTextContent('Reason for travel: not saved — This File Is Too Big');
    expect(alert).toHaveTextContent('Enjoy Microstay: saved');
    expect(shell.notify).toHaveBeenCalledWith(
      expect.objectContaining({
        type: 'error',
        title: 'Contents Update Failed',
        description: 'Not saved: Reason for travel',
      }),
    );
    // Every section ran: 1 search image + 3 benefits + 3 reasons + 1 enjoy.
    expect(update).toHaveBeenCalledTimes(8);
    // The failed image stays as a preview, the saved one is stored.
    expect(screen.getByRole('img', { name: 'New Reason for travel 2 banner 1' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Search bar banner 2' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    update.mockClear();
    update.mockImplementation(async (id, body) => answer(id, body));
    await user.click(within(alert).getByRole('button', { name: 'Retry failed sections' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith({
        type: 'success',
        title: 'Contents Updated Successfully',
      }),
    );
    expect(update.mock.calls.map(([id]) => id)).toEqual(['reason1', 'reason2', 'reason3']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('deletes a stored image after a confirmation', async () => {
    const { user, shell } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Enjoy Microstay banner 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Please confirm you wish to delete this image ?');
    expect(remove).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Image deleted Successfully' }),
    );
    expect(remove).toHaveBeenCalledWith('enjoy', '/api/media/e1.png');
    expect(screen.getAllByRole('img', { name: /^Enjoy Microstay banner/ })).toHaveLength(1);
    expect(screen.getByRole('img', { name: 'Enjoy Microstay banner 1' })).toHaveAttribute(
      'src',
      '/api/media/e2.png',
    );
  });

  it('keeps the image when the deletion fails', async () => {
    remove.mockRejectedValueOnce(new ApiError(404, 'This image is not part of the content'));
    const { user, shell } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete Search bar banner 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: 'This image is not part of the content',
        description: 'Image deletion failed',
      }),
    );
    expect(screen.getByRole('img', { name: 'Search bar banner 1' })).toBeInTheDocument();
  });

  it('a new preview has its own Delete, without a call', async () => {
    const { user } = await renderPage();
    await pick(user, 'Add Search bar banner image', png('s2.png'));
    await user.click(await screen.findByRole('button', { name: 'Delete new Search bar banner 1' }));
    expect(screen.queryByRole('img', { name: 'New Search bar banner 1' })).not.toBeInTheDocument();
    expect(remove).not.toHaveBeenCalled();
  });

  it('refuses files that are not JPEG or PNG by their bytes, or over 10 MB', async () => {
    const { user } = await renderPage();
    const fake = new File(['GIF89a not really'], 'fake.png', { type: 'image/png' });
    const input = screen.getByLabelText('Add Enjoy Microstay banner image');
    await user.upload(input, fake);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This File Is Not Supported/));
    const big = new File([new Uint8Array(10_000_001)], 'big.png', { type: 'image/png' });
    await user.upload(input, big);
    await waitFor(() => expect(input).toHaveAccessibleDescription(/This File Is Too Big/));
    expect(screen.queryByRole('img', { name: /^New Enjoy/ })).not.toBeInTheDocument();
  });

  it('Cancel resets the edits and the new previews', async () => {
    const { user } = await renderPage();
    const cancel = screen.getByRole('button', { name: 'Cancel' });
    expect(cancel).toBeDisabled();
    await user.clear(screen.getByRole('textbox', { name: 'Benefit 1 title' }));
    await user.type(screen.getByRole('textbox', { name: 'Benefit 1 title' }), 'Changed');
    await pick(user, 'Add Search bar banner image', png('s2.png'));
    await screen.findByRole('img', { name: 'New Search bar banner 1' });
    await user.click(cancel);
    expect(screen.getByRole('textbox', { name: 'Benefit 1 title' })).toHaveValue('Benefit 1');
    expect(screen.queryByRole('img', { name: 'New Search bar banner 1' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(update).not.toHaveBeenCalled();
  });
});
