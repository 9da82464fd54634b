import * as api from '@backoffice/api-client/hotels';
import { CommonMessages, HOTEL_PHOTO_MAX_BYTES, HotelsMessages, formatBytes } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor } from '@testing-library/react';
import type { ReactElement } from 'react';
import { NewPhotosField, PhotosSection } from './photos';

jest.mock('@backoffice/api-client/hotels', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/hotels', [
    'uploadHotelImage', 'removeHotelImage',
  ]),
);
const mocked = jest.mocked(api);

const render = (element: ReactElement) => renderWithProviders(element, { shell: { user: fakeUser({ role: 'SuperAdmin' }) } });

/** A JPEG by its first bytes, `size` bytes long as the browser reports it. */
function jpeg(name: string, size: number): File {
  const file = new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2])], name, { type: 'image/jpeg' });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

beforeEach(() => jest.resetAllMocks());

// docs/areas/hotels.md, "Photos": a refused photo gets one message, the spec's, beside the picker.
describe.each([
  ['Add Hotel', /Add a photo/, () => <NewPhotosField files={[]} onChange={jest.fn()} />],
  ['Edit Hotel', /Upload a photo/, () => <PhotosSection hotelId="h1" photos={[]} />],
])('%s photos', (_page, label, element) => {
  it("says only 'This File Is Too Big' for a photo over 10 MB, and sends nothing", async () => {
    const { user, shell } = render(element());
    await user.upload(screen.getByLabelText(label), jpeg('huge.jpg', HOTEL_PHOTO_MAX_BYTES + 1));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(HotelsMessages.photos.tooBig));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(CommonMessages.images.inline)).not.toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
    // The limit is written by the format module ('10.0 MB').
    expect(screen.getByText(new RegExp(`up to ${formatBytes(HOTEL_PHOTO_MAX_BYTES)}`))).toBeInTheDocument();
    expect(formatBytes(HOTEL_PHOTO_MAX_BYTES)).toBe('10.0 MB');
    expect(mocked.uploadHotelImage).not.toHaveBeenCalled();
  });

  it("says only 'This File Is Not Supported' for a file that is not a JPEG or PNG", async () => {
    const { user, shell } = render(element());
    const gif = new File(['GIF89a'], 'anim.jpg', { type: 'image/jpeg' });
    await user.upload(screen.getByLabelText(label), gif);
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(HotelsMessages.photos.notSupported));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.queryByText(CommonMessages.images.inline)).not.toBeInTheDocument();
    expect(shell.notify).not.toHaveBeenCalled();
  });
});
