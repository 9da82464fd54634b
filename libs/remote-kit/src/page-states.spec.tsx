import '@testing-library/jest-dom';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@backoffice/api-client';
import { CommonMessages } from '@backoffice/contracts';
import { UiProvider } from '@backoffice/ui';
import type { ReactNode } from 'react';
import { EmptyState, LoadError, LoadingState, errorMessage } from './page-states';

const renderUi = (ui: ReactNode) => render(<UiProvider withToaster={false}>{ui}</UiProvider>);

describe('LoadingState', () => {
  it('is a status that names what loads', () => {
    renderUi(<LoadingState label="Loading tickets…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading tickets…');
  });

  it("says 'Loading…' by default", () => {
    renderUi(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });
});

describe('LoadError', () => {
  it('is an alert with the title, the message and a Retry that loads again', async () => {
    const onRetry = jest.fn();
    renderUi(<LoadError title="The tickets could not be loaded." message="Forbidden" onRetry={onRetry} />);
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('The tickets could not be loaded.');
    expect(alert).toHaveTextContent('Forbidden');
    await userEvent.setup().click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has a default title and room for more actions', () => {
    renderUi(
      <LoadError message="Request failed (500)." onRetry={jest.fn()}>
        <button type="button">Back to the list</button>
      </LoadError>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Could not load the data.');
    expect(within(alert).getByRole('button', { name: 'Back to the list' })).toBeInTheDocument();
  });
});

describe('EmptyState', () => {
  it("says the spec's empty text, or the one given", () => {
    const { unmount } = renderUi(<EmptyState />);
    expect(screen.getByText('Sorry, no records found.')).toBeInTheDocument();
    unmount();
    renderUi(<EmptyState text="No replies yet." />);
    expect(screen.getByText('No replies yet.')).toBeInTheDocument();
  });
});

describe('errorMessage', () => {
  it("gives an error's own message (the server's for an ApiError)", () => {
    expect(errorMessage(new ApiError(403, 'Forbidden'))).toBe('Forbidden');
    expect(errorMessage(new Error('Network down'))).toBe('Network down');
  });

  it('gives the generic text for anything else', () => {
    expect(errorMessage('boom')).toBe(CommonMessages.generic.somethingWrong);
    expect(errorMessage(new Error(''))).toBe(CommonMessages.generic.somethingWrong);
    expect(errorMessage(undefined)).toBe(CommonMessages.generic.somethingWrong);
  });
});
