import { screen, within } from '@testing-library/react';
import { renderWithProviders } from '@backoffice/test-utils';
import { SaveReport } from './save-report';

describe('SaveReport', () => {
  it('lists each part saved or not, with why, and retries', async () => {
    const onRetry = jest.fn();
    const { user } = renderWithProviders(
      <SaveReport
        title="Not everything was saved."
        parts={[
          { label: 'Titles', ok: true },
          { label: 'Square image', ok: false, error: 'This File Is Too Big' },
          { label: 'Benefits', ok: false },
        ]}
        retryLabel="Retry"
        retrying={false}
        onRetry={onRetry}
      />,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Not everything was saved.');
    expect(alert).toHaveTextContent('Titles: saved');
    expect(alert).toHaveTextContent('Square image: not saved — This File Is Too Big');
    expect(alert).toHaveTextContent('Benefits: not saved — the request failed');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('shows nothing when every part was saved', () => {
    renderWithProviders(
      <SaveReport
        title="Not everything was saved."
        parts={[{ label: 'Titles', ok: true }]}
        retryLabel="Retry"
        retrying={false}
        onRetry={jest.fn()}
      />,
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
