import { screen, waitFor, within } from '@testing-library/react';
import { ApiError } from '@backoffice/api-client';
import { addImage, deleteBannerImage, getImagesForYou, uploadBannerImage } from '@backoffice/api-client/cms';
import { CmsMessages, type ImageBannerSet } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { bannerSet, png } from '../shared/test-fixtures';
import { BannerImagesPage } from './banner-images-page';

jest.mock('@backoffice/api-client/cms', () => {
  return {
    mediaUrl: (url: string) => url,
    getImagesForYou: jest.fn(),
    addImage: jest.fn(),
    uploadBannerImage: jest.fn(),
    deleteBannerImage: jest.fn(),
  };
});

// The kit's editor is tested in libs/rich-text; here a textarea with the same contract stands in for it.
jest.mock('@backoffice/rich-text', () => jest.requireActual('../shared/rich-text-stand-in'));

const get = getImagesForYou as jest.MockedFunction<typeof getImagesForYou>;
const add = addImage as jest.MockedFunction<typeof addImage>;
const upload = uploadBannerImage as jest.MockedFunction<typeof uploadBannerImage>;
const del = deleteBannerImage as jest.MockedFunction<typeof deleteBannerImage>;

const SET = bannerSet({
  squareTtile: 'Square one',
  horizontalDescription: 'Short stays & more',
  linkHor: '/hotels',
  photosHor: ['/api/media/h1.png'],
  photosSqr: ['/api/media/q1.jpg', '/api/media/q2.jpg'],
  updatedAt: '2026-11-22T09:00:00.000Z',
});

const stripTags = (html = '') => html.replace(/<[^>]*>/g, '').replace(/&amp;/g, '&');

let server: ImageBannerSet;

beforeAll(() => {
  Object.assign(URL, { createObjectURL: jest.fn(() => 'blob:preview'), revokeObjectURL: jest.fn() });
});

beforeEach(() => {
  jest.clearAllMocks();
  server = { ...SET, photosHor: [...SET.photosHor], photosVer: [], photosSqr: [...SET.photosSqr] };
  get.mockImplementation(async () => server);
  add.mockImplementation(async (body) => {
    server = {
      ...server,
      horizontalTtile: body.horizontalTtile ?? '',
      verticalTtile: body.verticalTtile ?? '',
      squareTtile: body.squareTtile ?? '',
      horizontalDescription: stripTags(body.horizontalDescription),
      verticalDescription: stripTags(body.verticalDescription),
      squareDescription: stripTags(body.squareDescription),
      linkHor: body.linkHor ?? '',
      linkVer: body.linkVer ?? '',
      linkSqr: body.linkSqr ?? '',
    };
    return { message: CmsMessages.banners.updated, _id: server._id, data: server };
  });
  upload.mockImplementation(async (_id, kind, file) => {
    const key = kind === 'Hor' ? 'photosHor' : kind === 'Ver' ? 'photosVer' : 'photosSqr';
    server = { ...server, [key]: [...server[key], `/api/media/${(file as File).name}`] };
    const message = {
      Hor: CmsMessages.banners.horizontalAdded,
      Ver: CmsMessages.banners.verticalAdded,
      Sqr: CmsMessages.banners.squareAdded,
    }[kind];
    return { message, data: server };
  });
  del.mockImplementation(async (_id, kind, url) => {
    const key = kind === 'Hor' ? 'photosHor' : kind === 'Ver' ? 'photosVer' : 'photosSqr';
    server = { ...server, [key]: server[key].filter((u) => u !== url) };
    return { data: 'OK', message: CmsMessages.banners.imageDeleted };
  });
});

async function renderPage() {
  const view = renderWithProviders(<BannerImagesPage />, { route: '/all-images' });
  await screen.findByRole('textbox', { name: 'Horizontal title' });
  return view;
}

describe('BannerImagesPage', () => {
  it('shows the three sections with the stored values, photos, hint and suggested sizes', async () => {
    await renderPage();
    for (const name of ['Horizontal images', 'Vertical images', 'Square images']) {
      expect(screen.getByRole('heading', { name, level: 2 })).toBeInTheDocument();
    }
    expect(screen.getByRole('textbox', { name: 'Horizontal title' })).toHaveValue('Wide');
    expect(screen.getByRole('textbox', { name: 'Horizontal link' })).toHaveValue('/hotels');
    // The stored plain text is shown as it is, escaped for the editor.
    expect(screen.getByRole('textbox', { name: 'Horizontal description' })).toHaveValue(
      '<p>Short stays &amp; more</p>',
    );
    expect(screen.getAllByText(/Formatting is removed when saved/)).toHaveLength(3);
    expect(screen.getByRole('img', { name: 'Square photo 2' })).toHaveAttribute('src', '/api/media/q2.jpg');
    expect(screen.getByText('No photos yet.')).toBeInTheDocument();
    expect(screen.getAllByText(/\*Max image size 1 MB/)).toHaveLength(3);
    for (const size of ['472x192', '497x749', '472x480'])
      expect(screen.getByText(new RegExp(size))).toBeInTheDocument();
  });

  it('starts empty before the first save', async () => {
    get.mockResolvedValueOnce(null);
    await renderPage();
    expect(screen.getByRole('textbox', { name: 'Vertical title' })).toHaveValue('');
    expect(screen.getAllByText('No photos yet.')).toHaveLength(3);
  });

  it('shows a load failure with Retry', async () => {
    get.mockRejectedValueOnce(new ApiError(500, 'Request failed (500).'));
    const { user } = renderWithProviders(<BannerImagesPage />, { route: '/all-images' });
    const alert = await screen.findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Horizontal title' })).toHaveValue('Wide');
  });

  it('Submit saves the record first, then uploads each chosen image, with the spec toasts', async () => {
    const { user, shell } = await renderPage();
    await user.clear(screen.getByRole('textbox', { name: 'Vertical title' }));
    await user.type(screen.getByRole('textbox', { name: 'Vertical title' }), 'Tall stays');
    await user.type(screen.getByRole('textbox', { name: 'Vertical description' }), '<b>Bold</b> text');
    await user.upload(screen.getByLabelText('Vertical image'), png('v1.png'));
    await screen.findByRole('img', { name: 'Vertical image preview' });
    await user.upload(screen.getByLabelText('Square image'), png('q3.png'));
    await screen.findByRole('img', { name: 'Square image preview' });
    expect(await screen.findByRole('img', { name: 'Square image preview' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'success',
        title: 'Square Image Added Successfully',
      }),
    );

    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({
        verticalTtile: 'Tall stays',
        verticalDescription: '<b>Bold</b> text',
        imageId: 'set1',
        linkHor: '/hotels',
      }),
    );
    expect(upload.mock.calls.map(([id, kind, file]) => [id, kind, (file as File).name])).toEqual([
      ['set1', 'Ver', 'v1.png'],
      ['set1', 'Sqr', 'q3.png'],
    ]);
    expect(add.mock.invocationCallOrder[0]).toBeLessThan(upload.mock.invocationCallOrder[0]);
    expect((shell.notify as jest.Mock).mock.calls.map(([n]) => n.title)).toEqual([
      'Data Updated Successfully',
      'Vertical Image Added Successfully',
      'Square Image Added Successfully',
    ]);
    // What the API kept is shown: the tags are gone.
    expect(screen.getByRole('textbox', { name: 'Vertical description' })).toHaveValue('<p>Bold text</p>');
    expect(screen.getByRole('img', { name: 'Vertical photo 1' })).toHaveAttribute('src', '/api/media/v1.png');
    expect(screen.getByRole('img', { name: 'Square photo 3' })).toHaveAttribute('src', '/api/media/q3.png');
    expect(screen.queryByRole('img', { name: 'Square image preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('a failed upload is named, the rest is kept, and Retry sends what is left', async () => {
    upload.mockImplementationOnce(async () => {
      throw new ApiError(413, 'Please upload file within 1 MB');
    });
    const { user, shell } = await renderPage();
    await user.upload(screen.getByLabelText('Horizontal image'), png('h2.png'));
    await screen.findByRole('img', { name: 'Horizontal image preview' });
    await user.upload(screen.getByLabelText('Square image'), png('q3.png'));
    await screen.findByRole('img', { name: 'Square image preview' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Titles, links and descriptions: saved');
    expect(alert).toHaveTextContent('Horizontal image: not saved — Please upload file within 1 MB');
    expect(alert).toHaveTextContent('Square image: saved');
    expect(shell.notify).toHaveBeenCalledWith({
      type: 'error',
      title: 'Please upload file within 1 MB',
      description: 'The horizontal image was not uploaded.',
    });
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Square Image Added Successfully' });
    // The failed file stays chosen; the saved one is stored.
    expect(screen.getByRole('img', { name: 'Horizontal image preview' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Square photo 3' })).toBeInTheDocument();

    upload.mockClear();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenLastCalledWith({
        type: 'success',
        title: 'Horizontal Image Added Successfully',
      }),
    );
    expect(upload.mock.calls.map(([, kind]) => kind)).toEqual(['Hor']);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('uploads nothing when the record could not be saved, and keeps the form', async () => {
    add.mockRejectedValueOnce(new ApiError(400, CmsMessages.banners.descriptionTooLong));
    const { user, shell } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Square title' }), ' again');
    await user.upload(screen.getByLabelText('Square image'), png('q3.png'));
    await screen.findByRole('img', { name: 'Square image preview' });
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      `Titles, links and descriptions: not saved — ${CmsMessages.banners.descriptionTooLong}`,
    );
    expect(alert).toHaveTextContent('Square image: not saved');
    expect(shell.notify).toHaveBeenCalledWith({
      type: 'error',
      title: CmsMessages.banners.descriptionTooLong,
      description: 'The titles, links and descriptions were not saved.',
    });
    expect(upload).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: 'Square title' })).toHaveValue('Square one again');
    expect(screen.getByRole('img', { name: 'Square image preview' })).toBeInTheDocument();
  });

  it('checks every section at once before sending: each bad link is told beside it, the first focused', async () => {
    const { user, shell } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Vertical link' }), 'javascript:alert(1)');
    await user.type(screen.getByRole('textbox', { name: 'Square link' }), '//elsewhere.example');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Vertical link' })).toHaveFocus());
    expect(screen.getByRole('textbox', { name: 'Vertical link' })).toHaveAccessibleDescription(CmsMessages.banners.linkInvalid);
    expect(screen.getByRole('textbox', { name: 'Square link' })).toHaveAccessibleDescription(CmsMessages.banners.linkInvalid);
    expect(screen.getByRole('textbox', { name: 'Horizontal link' })).not.toHaveAccessibleDescription(CmsMessages.banners.linkInvalid);
    expect(add).not.toHaveBeenCalled();
    expect(shell.notify).not.toHaveBeenCalled();
  });

  it('deletes a stored photo after a confirmation', async () => {
    const { user, shell } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete square photo 1' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(del).not.toHaveBeenCalled();
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Image deleted Successfully' }),
    );
    expect(del).toHaveBeenCalledWith('set1', 'Sqr', '/api/media/q1.jpg');
    expect(screen.getByRole('img', { name: 'Square photo 1' })).toHaveAttribute('src', '/api/media/q2.jpg');
    expect(screen.queryByRole('img', { name: 'Square photo 2' })).not.toBeInTheDocument();
  });

  it("says 'Image deletion failed' and keeps the photo when the call fails", async () => {
    del.mockRejectedValueOnce(new ApiError(500, 'Internal Server Error'));
    const { user, shell } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete horizontal photo 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Image deletion failed' }),
    );
    expect(screen.getByRole('img', { name: 'Horizontal photo 1' })).toBeInTheDocument();
  });

  it('a refused deletion names the reason over the failure, and an answer other than OK is a failure too', async () => {
    del.mockRejectedValueOnce(new ApiError(404, CmsMessages.banners.imageNotFound));
    // The contract says 'OK'; an older or broken API might answer otherwise.
    del.mockResolvedValueOnce({ data: 'NOT OK', message: 'Nothing was deleted' } as unknown as Awaited<ReturnType<typeof deleteBannerImage>>);
    const { user, shell } = await renderPage();
    await user.click(screen.getByRole('button', { name: 'Delete horizontal photo 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({
        type: 'error',
        title: CmsMessages.banners.imageNotFound,
        description: 'Image deletion failed',
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Delete horizontal photo 1' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() => expect(shell.notify).toHaveBeenLastCalledWith({ type: 'error', title: 'Image deletion failed' }));
    expect(shell.notify).not.toHaveBeenCalledWith(expect.objectContaining({ type: 'success' }));
    expect(screen.getByRole('img', { name: 'Horizontal photo 1' })).toBeInTheDocument();
  });

  it('Cancel resets the form', async () => {
    const { user } = await renderPage();
    await user.type(screen.getByRole('textbox', { name: 'Horizontal title' }), ' edited');
    await user.upload(screen.getByLabelText('Horizontal image'), png('h2.png'));
    await screen.findByRole('img', { name: 'Horizontal image preview' });
    expect(await screen.findByText('Unsaved changes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('textbox', { name: 'Horizontal title' })).toHaveValue('Wide');
    expect(screen.queryByRole('img', { name: 'Horizontal image preview' })).not.toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
    expect(add).not.toHaveBeenCalled();
  });
});
