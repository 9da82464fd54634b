import { render, screen } from '@testing-library/react';
import { UiProvider } from './ui-provider';
import { NotAvailablePage } from './not-available-page';

describe('NotAvailablePage', () => {
  it('shows the page label as heading and says it is not yet available', () => {
    render(
      <UiProvider withToaster={false}>
        <NotAvailablePage title="Pricing" />
      </UiProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Pricing' })).toBeInTheDocument();
    expect(screen.getByText(/not yet available/)).toBeInTheDocument();
  });
});
