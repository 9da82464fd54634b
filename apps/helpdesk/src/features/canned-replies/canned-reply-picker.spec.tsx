import { ApiError } from '@backoffice/api-client';
import { listCannedReplies, renderCannedReply } from '@backoffice/api-client/helpdesk';
import type { CannedReply } from '@backoffice/contracts';
import { RichTextField } from '@backoffice/rich-text';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { CannedReplyPicker, mayUseCannedReplies, useCannedReplyPicker } from './canned-reply-picker';

jest.mock('@backoffice/api-client/helpdesk', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client/helpdesk', [
    'listCannedReplies', 'renderCannedReply',
  ]),
);

const listMock = jest.mocked(listCannedReplies);
const renderMock = jest.mocked(renderCannedReply);

const reply = (id: string, title: string, department: CannedReply['department'] = null): CannedReply => ({
  _id: id,
  kind: department ? 'department' : 'personal',
  department,
  ownerId: department ? null : 'u1',
  title,
  body: `<p>${title} {{raiser.firstName}}</p>`,
  updatedAt: '2026-12-01T10:00:00.000Z',
});

const REPLIES = [
  reply('r1', 'Greeting', { _id: 'd1', name: 'Customer Support' }),
  reply('r2', 'Password reset steps'),
  reply('r3', 'Closing note'),
];

/** The reply form's editor with the picker, as reply-form.tsx wires them; the form's HTML is shown. */
function Harness({ enabled = true }: { enabled?: boolean }) {
  const { control, watch } = useForm<{ message: string }>({ defaultValues: { message: '' } });
  const picker = useCannedReplyPicker('t1', enabled);
  return (
    <>
      <RichTextField control={control} name="message" label="Reply" editorRef={picker.editorRef} slashCommand={picker.slashCommand} />
      <CannedReplyPicker picker={picker} />
      <output aria-label="html">{watch('message')}</output>
    </>
  );
}

function setup(enabled = true) {
  const view = renderWithProviders(<Harness enabled={enabled} />, { shell: { user: fakeUser({ role: 'Department', departmentId: 'd1' }) } });
  // ProseMirror reads typed text asynchronously: a small delay between keys (libs/rich-text's specs).
  return { ...view, user: userEvent.setup({ delay: 10 }), box: screen.getByRole('textbox', { name: 'Reply' }) };
}

const html = () => screen.getByRole('status', { name: 'html' }).textContent ?? '';
const options = () => within(screen.getByRole('listbox', { name: 'Canned replies' })).getAllByRole('option');

beforeEach(() => {
  jest.resetAllMocks();
  listMock.mockResolvedValue(REPLIES);
  renderMock.mockImplementation(async (id) => `<p>Hello &lt;b&gt;Ann&lt;/b&gt; from ${id}</p>`);
});

/** Waits until reply `id` is rendered for ticket t1 and inserted, the editor then holding `expected`; the list is closed. */
async function expectInserted(id: string, expected: string) {
  await waitFor(() => expect(renderMock).toHaveBeenCalledWith(id, 't1'));
  await waitFor(() => expect(html()).toBe(expected));
  expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
}

describe('CannedReplyPicker', () => {
  it('offers the picker to a SuperAdmin and the ticket department\'s users only', () => {
    const ticket = { department: { _id: 'd1', name: 'Customer Support' } };
    expect(mayUseCannedReplies(fakeUser({ role: 'SuperAdmin' }), ticket)).toBe(true);
    expect(mayUseCannedReplies(fakeUser({ role: 'Department', departmentId: 'd1' }), ticket)).toBe(true);
    expect(mayUseCannedReplies(fakeUser({ role: 'Department', departmentId: 'd2' }), ticket)).toBe(false);
    expect(mayUseCannedReplies(fakeUser({ role: 'Employee' }), ticket)).toBe(false);
  });

  it('the button opens a searchable list; choosing a reply renders it for the ticket and inserts it at the cursor', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('Hi ');
    await user.click(screen.getByRole('button', { name: 'Canned reply' }));
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual([
      'Greeting Customer Support',
      'Password reset steps Personal',
      'Closing note Personal',
    ]));
    await user.type(screen.getByRole('combobox', { name: 'Search canned replies' }), 'pass');
    expect(options().map((o) => o.textContent)).toEqual(['Password reset steps Personal']);
    await user.click(options()[0]);
    // The escaped name stays text; the reply (one paragraph) joins the line where the cursor was.
    await expectInserted('r2', '<p>Hi Hello &lt;b&gt;Ann&lt;/b&gt; from r2</p>');
  });

  it('typing / in the editor opens the list filtered by what follows; Enter inserts in place of /query', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('/clo');
    await waitFor(() => expect(options().map((o) => o.textContent)).toEqual(['Closing note Personal']));
    expect(options()[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Enter}');
    await expectInserted('r3', '<p>Hello &lt;b&gt;Ann&lt;/b&gt; from r3</p>');
  });

  it('ArrowDown moves the highlight; Escape closes the list and leaves the text', async () => {
    const { user, box } = setup();
    await user.click(box);
    await user.keyboard('Text /');
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.keyboard('{ArrowDown}');
    expect(options()[1]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('listbox')).not.toBeInTheDocument());
    expect(html()).toBe('<p>Text /</p>');
    expect(renderMock).not.toHaveBeenCalled();
  });

  it('says why when the reply cannot be rendered, and inserts nothing', async () => {
    renderMock.mockRejectedValue(new ApiError(404, 'Ticket not found'));
    const { user, box, shell } = setup();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Canned reply' }));
    await waitFor(() => expect(options()).toHaveLength(3));
    await user.click(options()[0]);
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(expect.objectContaining({ type: 'error', title: 'Ticket not found' })));
    expect(html()).toBe('');
  });

  it('without the right, shows no button and `/` opens nothing', async () => {
    const { user, box } = setup(false);
    expect(screen.queryByRole('button', { name: 'Canned reply' })).not.toBeInTheDocument();
    await user.click(box);
    await user.keyboard('/gr');
    await waitFor(() => expect(html()).toBe('<p>/gr</p>'));
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(listMock).not.toHaveBeenCalled();
  });
});
