import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import {
  ImageFileInput,
  imageRejection,
  isAcceptableImage,
  type ImageFileInputProps,
} from './image-file-input';
import { UiProvider } from '../lib/ui-provider';

const INLINE = '*Please upload valid image and image max size should be 1 MB.';
const png = (size = 100) => {
  const bytes = new Uint8Array(size);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return new File([bytes], 'photo.png', { type: 'image/png' });
};
const jpeg = () => new File([new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1, 2, 3])], 'photo.jpg', { type: 'image/jpeg' });
// A text file that claims to be a PNG by its name and type.
const fakePng = () => new File(['hello, not an image'], 'evil.png', { type: 'image/png' });
const gif = () => new File([new Uint8Array([0x47, 0x49, 0x46, 0x38, 0x39, 0x61])], 'anim.gif', { type: 'image/gif' });

/** Drops files on the drop zone as a browser does (a drop event whose dataTransfer carries them). */
function drop(files: File[]) {
  const zone = screen.getByRole('button', { name: 'Choose a file' }).closest('[role="presentation"]') as HTMLElement;
  const dataTransfer = {
    files,
    items: files.map((file) => ({ kind: 'file', type: file.type, getAsFile: () => file })),
    types: ['Files'],
  };
  fireEvent.dragEnter(zone, { dataTransfer });
  fireEvent.drop(zone, { dataTransfer });
}

beforeAll(() => {
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

type HarnessProps = Omit<Partial<ImageFileInputProps>, 'onChange' | 'value'>;

function Harness({ onChange, ...props }: HarnessProps & { onChange: jest.Mock }) {
  const [file, setFile] = useState<File | null>(null);
  return (
    <UiProvider withToaster={false}>
      <ImageFileInput
        label="Image"
        value={file}
        onChange={(f) => {
          onChange(f);
          setFile(f);
        }}
        {...props}
      />
    </UiProvider>
  );
}

function setup(props: HarnessProps = {}) {
  const onChange = jest.fn();
  render(<Harness onChange={onChange} {...props} />);
  return { onChange, user: userEvent.setup({ applyAccept: false }), input: screen.getByLabelText('Image') as HTMLInputElement };
}

describe('ImageFileInput', () => {
  it('is a file input labelled by its label, accepting JPEG and PNG', () => {
    const { input } = setup({ hint: '*Max image size 1 MB' });
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/jpeg,image/png');
    expect(input).toHaveAccessibleName('Image');
    expect(input).toHaveAccessibleDescription('*Max image size 1 MB');
  });

  it('is a drop zone: a dropped PNG is taken and previewed', async () => {
    const { onChange } = setup();
    const file = png();
    drop([file]);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(file));
    expect(await screen.findByAltText('Image preview')).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('refuses a dropped file of another type with the same message', async () => {
    const onReject = jest.fn();
    const { onChange } = setup({ onReject });
    drop([gif()]);
    expect(await screen.findByRole('alert')).toHaveTextContent(INLINE);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onReject).toHaveBeenCalledWith('not-an-image');
    expect(screen.queryByAltText('Image preview')).not.toBeInTheDocument();
  });

  it('opens the file dialog from the keyboard: Tab to "Choose a file", then Enter or Space', async () => {
    const { input, user } = setup();
    const opened = jest.fn();
    input.addEventListener('click', opened);
    await user.tab();
    const button = screen.getByRole('button', { name: 'Choose a file' });
    expect(button).toHaveFocus();
    expect(button).toHaveAccessibleDescription('Image');
    await user.keyboard('{Enter}');
    expect(opened).toHaveBeenCalledTimes(1);
    await user.keyboard(' ');
    expect(opened).toHaveBeenCalledTimes(2);
  });

  it('does nothing while disabled', () => {
    const { input } = setup({ disabled: true });
    expect(screen.getByRole('button', { name: 'Choose a file' })).toBeDisabled();
    expect(input).toBeDisabled();
  });

  it('accepts a PNG by its bytes, previews it and removes it', async () => {
    const { input, user, onChange } = setup();
    const file = png();
    await user.upload(input, file);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(file));
    expect(await screen.findByAltText('Image preview')).toHaveAttribute('src', 'blob:preview');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(screen.queryByAltText('Image preview')).not.toBeInTheDocument();
    expect(input.value).toBe('');
  });

  it('accepts a JPEG', async () => {
    const { input, user, onChange } = setup();
    const file = jpeg();
    await user.upload(input, file);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(file));
  });

  it('rejects a file whose bytes are not an image, whatever its name says', async () => {
    const onReject = jest.fn();
    const { input, user, onChange } = setup({ onReject });
    await user.upload(input, fakePng());
    expect(await screen.findByRole('alert')).toHaveTextContent(INLINE);
    expect(onChange).toHaveBeenLastCalledWith(null);
    expect(onReject).toHaveBeenCalledWith('not-an-image');
    expect(screen.queryByAltText('Image preview')).not.toBeInTheDocument();
  });

  it('rejects an image over maxBytes and clears the error once a good file is picked', async () => {
    const onReject = jest.fn();
    const { input, user, onChange } = setup({ maxBytes: 50, onReject });
    await user.upload(input, png(51));
    expect(await screen.findByRole('alert')).toHaveTextContent(INLINE);
    expect(onChange).toHaveBeenLastCalledWith(null);
    // The caller's toast ('Please upload file within 1 MB') hangs on this.
    expect(onReject).toHaveBeenCalledWith('too-big');

    const small = png(50);
    await user.upload(input, small);
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith(small));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onReject).toHaveBeenCalledTimes(1);
  });

  it('shows a stored image and offers its removal only when the caller handles it', async () => {
    const onRemoveExisting = jest.fn();
    const { user } = setup({ existingUrl: 'blob:stored', onRemoveExisting });
    expect(screen.getByAltText('Image preview')).toHaveAttribute('src', 'blob:stored');
    await user.click(screen.getByRole('button', { name: 'Remove image' }));
    expect(onRemoveExisting).toHaveBeenCalledTimes(1);
  });

  it('checks size and bytes in isAcceptableImage (default 1 MB)', async () => {
    expect(await isAcceptableImage(png(1_048_576))).toBe(true);
    expect(await isAcceptableImage(png(1_048_577))).toBe(false);
    expect(await isAcceptableImage(new Blob([]))).toBe(false);
    expect(await imageRejection(png(1_048_577))).toBe('too-big');
    expect(await imageRejection(fakePng())).toBe('not-an-image');
    expect(await imageRejection(jpeg())).toBeNull();
  });
});
