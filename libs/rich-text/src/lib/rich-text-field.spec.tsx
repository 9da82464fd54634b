import { UiProvider } from '@backoffice/ui';
import { yupResolver } from '@hookform/resolvers/yup';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { object, string } from 'yup';
import { htmlToText } from './html-text';
import { RichTextField } from './rich-text-field';

type Values = { message: string };
const schema = object({
  message: string()
    .defined()
    .test('not-blank', 'Please enter a description', (html) => htmlToText(html ?? '').trim() !== ''),
});

let resetForm: (v: Values) => void = () => undefined;

function Form({ onSubmit, initial = '' }: { onSubmit: (v: Values) => void; initial?: string }) {
  const { control, handleSubmit, reset } = useForm<Values>({ resolver: yupResolver(schema), defaultValues: { message: initial } });
  resetForm = reset;
  return (
    <form onSubmit={handleSubmit(onSubmit)} noValidate>
      <RichTextField control={control} name="message" label="Description" hint="Say what happened" height={160} />
      <button type="submit">Send</button>
    </form>
  );
}

function setup(initial?: string) {
  const onSubmit = jest.fn();
  render(
    <UiProvider withToaster={false}>
      <Form onSubmit={onSubmit} initial={initial} />
    </UiProvider>,
  );
  // ProseMirror reads typed text asynchronously: a small delay between keys (see rich-text-editor.spec.tsx).
  return { onSubmit, user: userEvent.setup({ delay: 10 }), box: screen.getByRole('textbox', { name: 'Description' }) };
}

describe('RichTextField', () => {
  it('shows a caption, names the editor by the label, describes it by the hint and submits the HTML', async () => {
    const { user, box, onSubmit } = setup();
    expect(screen.getByText('Description', { selector: 'p' })).toHaveAttribute('aria-hidden', 'true');
    expect(box).toHaveAccessibleDescription('Say what happened');
    await user.click(box);
    await user.keyboard('Printer jams');
    await user.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledWith({ message: '<p>Printer jams</p>' }, expect.anything()));
  });

  it("shows the schema's message inline, marks and focuses the editor, and clears it once text is typed", async () => {
    const { user, box, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Please enter a description')).toBeInTheDocument();
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('Say what happened Please enter a description');
    await waitFor(() => expect(box).toHaveFocus());
    expect(onSubmit).not.toHaveBeenCalled();

    await user.keyboard('Hi');
    await waitFor(() => expect(screen.queryByText('Please enter a description')).not.toBeInTheDocument());
  });

  it('shows a value set from outside (a reset)', async () => {
    const { box } = setup('<p>Stored</p>');
    expect(box).toHaveTextContent('Stored');
    act(() => resetForm({ message: '<p>Loaded</p>' }));
    await waitFor(() => expect(box).toHaveTextContent('Loaded'));
  });
});
