import * as api from '@backoffice/api-client';
import { currentLocation, fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AddTicketPage, TICKET_NOT_SENT } from './add-ticket-page';

jest.mock('@backoffice/api-client', () =>
  jest.requireActual('@backoffice/test-utils').mockedCalls('@backoffice/api-client', [
    'listDepartments', 'search',
  ]),
);

const mocked = jest.mocked(api);
const employee = fakeUser({ role: 'Employee' });
const deptUser = fakeUser({ id: 'du', role: 'Department', firstName: 'Ravi', departmentId: 'd1' });

const png = () =>
  new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a])], 'shot.png', { type: 'image/png' });
const created = { data: { message: 'Ticket Added Successfully', data: {} } };

let post: jest.SpyInstance;

/** Types into the real rich-text editor (ProseMirror reads keys asynchronously: a small delay between keys). */
async function typeRich(name: string, text: string) {
  const slow = userEvent.setup({ delay: 10 });
  await slow.click(await screen.findByRole('textbox', { name }));
  await slow.keyboard(text);
}

beforeEach(() => {
  jest.resetAllMocks();
  mocked.listDepartments.mockResolvedValue([
    { _id: 'd1', name: 'IT' },
    { _id: 'd2', name: 'Sales' },
  ]);
  // The real createTicket runs: the request is caught where it leaves the client (call() sends every operation
  // through http.request), FormData and all.
  post = jest.spyOn(api.http, 'request').mockResolvedValue(created);
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

afterEach(() => post.mockRestore());

async function fillIn(user: ReturnType<typeof renderWithProviders>['user']) {
  await waitFor(() => expect(screen.getByRole('option', { name: 'Sales' })).toBeInTheDocument());
  await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Sales');
  await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Printer jams');
  await typeRich('Description', 'Every second page');
}

describe('AddTicketPage', () => {
  it('has the fields of the spec, Low priority by default', async () => {
    renderWithProviders(<AddTicketPage variant="all" />, { route: '/add-ticket', shell: { user: employee } });
    expect(screen.getByRole('heading', { level: 1, name: 'Add Ticket' })).toBeInTheDocument();
    const priority = screen.getByRole('combobox', { name: 'Priority' });
    expect(priority).toHaveDisplayValue('Low');
    expect(
      within(priority)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Low', 'Medium', 'High', 'Urgent']);
    expect(screen.getByLabelText('Image')).toHaveAttribute('type', 'file');
    expect(await screen.findByRole('option', { name: 'IT' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('link', { name: 'Cancel' })).toHaveAttribute('href', '/all-tickets');
  });

  it('refuses an empty form with every message at once beside its field, the first focused, and sends nothing', async () => {
    const { user, shell } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sales' })).toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please select a department')).toBeInTheDocument();
    expect(screen.getByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByText('Please enter a description')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Department' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(shell.notify).not.toHaveBeenCalled();
    expect(post).not.toHaveBeenCalled();
  });

  it('treats a description without words as empty', async () => {
    const { user } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    await waitFor(() => expect(screen.getByRole('option', { name: 'Sales' })).toBeInTheDocument());
    await user.selectOptions(screen.getByRole('combobox', { name: 'Department' }), 'Sales');
    await user.type(screen.getByRole('textbox', { name: 'Title' }), 'Printer');
    await typeRich('Description', '   ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a description')).toBeInTheDocument();
    expect(post).not.toHaveBeenCalled();
  });

  it('sends the ticket as multipart, toasts and goes back to the list', async () => {
    const { user, shell } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    await fillIn(user);
    await user.selectOptions(screen.getByRole('combobox', { name: 'Priority' }), 'High');
    await user.upload(screen.getByLabelText('Image'), png());
    expect(await screen.findByRole('button', { name: 'Remove image' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(currentLocation()).toBe('/all-tickets'));
    expect(post).toHaveBeenCalledTimes(1);
    const { method, url, data: form } = post.mock.calls[0][0] as { method: string; url: string; data: FormData };
    expect([method.toUpperCase(), url]).toEqual(['POST', '/ticket/createTicket']);
    expect(form.get('departmentId')).toBe('d2');
    expect(form.get('title')).toBe('Printer jams');
    expect(form.get('message')).toBe('<p>Every second page</p>');
    expect(form.get('priorityLevels')).toBe('3');
    expect((form.get('ticketImage') as File).name).toBe('shot.png');
    expect(shell.notify).toHaveBeenCalledWith({ type: 'success', title: 'Ticket Added Successfully' });
  });

  it('sends no image part without an image, and Low as priority 1', async () => {
    const { user } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const form = (post.mock.calls[0][0] as { data: FormData }).data;
    expect(form.get('priorityLevels')).toBe('1');
    expect(form.has('ticketImage')).toBe(false);
    expect(form.has('aboutType')).toBe(false);
  });

  it('attaches the record a record page opened the form for (?aboutType=&aboutId=&aboutName=)', async () => {
    const { user } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket?aboutType=invoice&aboutId=i1&aboutName=INV-000012',
      shell: { user: employee },
    });
    expect(screen.getByRole('combobox', { name: 'About a record' })).toHaveValue('INV-000012');
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(post).toHaveBeenCalledTimes(1));
    const form = (post.mock.calls[0][0] as { data: FormData }).data;
    expect([form.get('aboutType'), form.get('aboutId')]).toEqual(['invoice', 'i1']);
  });

  it("takes an Employee's booking number for the record (the search shows it none), and the API's refusal beside the field", async () => {
    post.mockRejectedValueOnce(new api.ApiError(400, 'No reservation TF100707 was found.'));
    const { user, shell } = renderWithProviders(<AddTicketPage variant="all" />, { route: '/add-ticket', shell: { user: employee } });
    expect(screen.queryByRole('combobox', { name: 'About a record' })).not.toBeInTheDocument();
    await fillIn(user);
    const field = screen.getByRole('textbox', { name: 'About a booking or invoice' });
    await user.type(field, ' tf100707 ');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('No reservation TF100707 was found.')).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(shell.notify).not.toHaveBeenCalled();
    const form = (post.mock.calls[0][0] as { data: FormData }).data;
    expect([form.get('aboutReference'), form.has('aboutType')]).toEqual(['TF100707', false]);
    expect(mocked.search).not.toHaveBeenCalled();
  });

  it('refuses a reference that is neither a booking nor an invoice number beside the field, and sends nothing', async () => {
    const { user } = renderWithProviders(<AddTicketPage variant="all" />, { route: '/add-ticket', shell: { user: employee } });
    await fillIn(user);
    await user.type(screen.getByRole('textbox', { name: 'About a booking or invoice' }), 'Harbour View');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Please enter a booking number (TF100707) or an invoice number (INV-000078)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'About a booking or invoice' })).toHaveAttribute('aria-invalid', 'true');
    expect(post).not.toHaveBeenCalled();
  });

  it('does not offer a Department user its own department, and returns to My Tickets', async () => {
    const { user } = renderWithProviders(<AddTicketPage variant="mine" />, {
      route: '/add-myticket',
      shell: { user: deptUser },
    });
    expect(await screen.findByRole('option', { name: 'Sales' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'IT' })).not.toBeInTheDocument();
    await fillIn(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(currentLocation()).toBe('/all-mytickets'));
  });

  /** Fills the form in and submits it; the API refuses it with `status` and `message`. */
  async function submitRefused(status: number, message: string) {
    post.mockRejectedValue(new api.ApiError(status, message));
    const rendered = renderWithProviders(<AddTicketPage variant="all" />, { route: '/add-ticket', shell: { user: employee } });
    await fillIn(rendered.user);
    await rendered.user.click(screen.getByRole('button', { name: 'Submit' }));
    return rendered;
  }

  it("toasts the server's refusal and keeps what was typed", async () => {
    const { shell } = await submitRefused(415, 'This File Is Not Supported');
    const toast = { type: 'error', title: 'This File Is Not Supported', description: TICKET_NOT_SENT };
    await waitFor(() => expect(shell.notify).toHaveBeenCalledWith(toast));
    expect(currentLocation()).toBe('/add-ticket');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveValue('Printer jams');
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveTextContent('Every second page');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
  });

  it("shows the server's refusal of a field beside that field, not as a toast", async () => {
    const { shell } = await submitRefused(400, 'Please enter a title');
    expect(await screen.findByText('Please enter a title')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'Title' })).toHaveFocus();
    expect(shell.notify).not.toHaveBeenCalled();
    expect(currentLocation()).toBe('/add-ticket');
  });

  it("toasts 'Please upload file within 1 MB' beside the inline error for an image over 1 MB", async () => {
    const { user, shell } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    const big = new Uint8Array(1_048_577);
    big.set([0x89, 0x50, 0x4e, 0x47]);
    await user.upload(screen.getByLabelText('Image'), new File([big], 'big.png', { type: 'image/png' }));
    expect(await screen.findByText('*Please upload valid image and image max size should be 1 MB.')).toBeInTheDocument();
    expect(shell.notify).toHaveBeenCalledWith({ type: 'error', title: 'Please upload file within 1 MB' });
  });

  it('disables Submit while the ticket is on its way', async () => {
    let answer: (value: unknown) => void = () => undefined;
    post.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    await fillIn(user);
    // While busy the button shows a spinner in place of its text: hold on to the element itself.
    const submit = screen.getByRole('button', { name: 'Submit' });
    await user.click(submit);
    await waitFor(() => expect(submit).toBeDisabled());
    expect(post).toHaveBeenCalledTimes(1);
    answer(created);
    await waitFor(() => expect(currentLocation()).toBe('/all-tickets'));
  });

  it('Cancel goes back to the list without sending', async () => {
    const { user } = renderWithProviders(<AddTicketPage variant="all" />, {
      route: '/add-ticket',
      shell: { user: employee },
    });
    await user.click(screen.getByRole('link', { name: 'Cancel' }));
    expect(currentLocation()).toBe('/all-tickets');
    expect(post).not.toHaveBeenCalled();
  });
});
