import '@testing-library/jest-dom';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@backoffice/api-client';
import { UiProvider } from '@backoffice/ui';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { PageFrame, RecordGate } from './page-frame';

const renderUi = (ui: ReactNode) =>
  render(
    <UiProvider withToaster={false}>
      <MemoryRouter>{ui}</MemoryRouter>
    </UiProvider>,
  );

const frame = { title: 'Edit Coupon', back: { to: '/coupons', label: 'Back to coupons' } };
const query = <T,>(q: Partial<UseQueryResult<T>>) => ({ isPending: false, isError: false, refetch: jest.fn(), ...q }) as unknown as UseQueryResult<T>;

describe('PageFrame', () => {
  it('shows the title as the page heading, the way back as a link, then the content', () => {
    renderUi(<PageFrame {...frame}>body</PageFrame>);
    expect(screen.getByRole('heading', { level: 1, name: 'Edit Coupon' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to coupons' })).toHaveAttribute('href', '/coupons');
    expect(screen.getByText('body')).toBeInTheDocument();
  });
});

describe('RecordGate', () => {
  const page = (code: string) => <p>Coupon {code}</p>;

  it('says the record is loading, inside the frame', () => {
    renderUi(<RecordGate frame={frame} query={query<string>({ isPending: true })} noun="coupon" missing="Gone.">{page}</RecordGate>);
    expect(screen.getByRole('heading', { name: 'Edit Coupon' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Loading the coupon…');
  });

  it('shows the missing text for a 404, and Retry for another failure', async () => {
    const { unmount } = renderUi(
      <RecordGate frame={frame} query={query<string>({ isError: true, error: new ApiError(404, 'Not found') })} noun="coupon" missing="This coupon does not exist.">
        {page}
      </RecordGate>,
    );
    expect(screen.getByText('This coupon does not exist.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    unmount();
    const failed = query<string>({ isError: true, error: new ApiError(500, 'Server down') });
    renderUi(<RecordGate frame={frame} query={failed} noun="coupon" missing="Gone.">{page}</RecordGate>);
    expect(screen.getByText('The coupon could not be loaded.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(failed.refetch).toHaveBeenCalled();
  });

  it('draws the record once loaded (without the frame: the page draws its own)', () => {
    renderUi(<RecordGate frame={frame} query={query<string>({ data: 'SPRING26' })} noun="coupon" missing="Gone.">{page}</RecordGate>);
    expect(screen.getByText('Coupon SPRING26')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Edit Coupon' })).not.toBeInTheDocument();
  });
});
