import { screen, waitFor } from '@testing-library/react';
import { addImage } from '@backoffice/api-client/cms';
import { CmsMessages } from '@backoffice/contracts';
import { renderWithProviders } from '@backoffice/test-utils';
import { bannerSet } from '../shared/test-fixtures';
import { BannerImagesForm } from './banner-images-form';

// The real rich-text editor runs here (the page's spec stands a textarea in for it).
jest.mock('@backoffice/api-client/cms', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/cms', [
    'addImage',
  ]),
);

const add = addImage as jest.MockedFunction<typeof addImage>;

const SET = bannerSet({ horizontalDescription: 'Short stays & <more>', verticalDescription: 'Line one\nLine two' });

describe('BannerImagesForm with the real rich-text editor', () => {
  it('shows the stored plain text as it is, and after Submit the text the API kept', async () => {
    add.mockResolvedValue({
      message: CmsMessages.banners.updated,
      _id: 'set1',
      data: { ...SET, horizontalDescription: 'Kept text only' },
    });
    const { user, shell } = renderWithProviders(<BannerImagesForm initial={SET} />);
    const horizontal = await screen.findByRole('textbox', { name: 'Horizontal description' });
    expect(horizontal).toHaveTextContent('Short stays & <more>');
    expect(screen.getByRole('textbox', { name: 'Vertical description' })).toHaveTextContent(
      'Line oneLine two',
    );
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Data Updated Successfully' }),
    );
    expect(add).toHaveBeenCalledWith(
      expect.objectContaining({
        horizontalDescription: '<p>Short stays &amp; &lt;more&gt;</p>',
        imageId: 'set1',
      }),
    );
    await waitFor(() => expect(horizontal).toHaveTextContent('Kept text only'));
  });

  it("toasts 'Please upload file within 1 MB' beside the inline error for an image over 1 MB", async () => {
    const { user, shell } = renderWithProviders(<BannerImagesForm initial={SET} />);
    const big = new Uint8Array(1_048_577);
    big.set([0xff, 0xd8, 0xff]);
    await user.upload(screen.getByLabelText('Square image'), new File([big], 'big.jpg', { type: 'image/jpeg' }));
    expect(await screen.findByText(CmsMessages.banners.imageInline)).toBeInTheDocument();
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Please upload file within 1 MB' });
  });
});
