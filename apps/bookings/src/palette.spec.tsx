import { render, renderHook, screen } from '@testing-library/react';
import { usePaletteRegistry } from '@backoffice/shell-sdk';
import { UiProvider } from '@backoffice/ui';
import { MemoryRouter } from 'react-router-dom';
import BookingsModule from './remote-entry';

it("registers how the palette draws a reservation: its booking number apart, the guest, the hotel and arrival", () => {
  render(
    <UiProvider withToaster={false}>
      <MemoryRouter initialEntries={['/']}>
        <BookingsModule basePath="/" />
      </MemoryRouter>
    </UiProvider>,
  );
  const draw = renderHook(() => usePaletteRegistry()).result.current.renderers.reservation;
  expect(draw).toBeDefined();
  const hit = { type: 'reservation', id: 'r1', title: 'TF100707 · Olivia Smith', context: 'Harbour View · 06/12/2026 · BOOKED', route: '/reservationDetails/r1', score: 1 } as const;
  render(<UiProvider withToaster={false}>{draw?.(hit)}</UiProvider>);
  expect(screen.getByText('TF100707')).toBeInTheDocument();
  expect(screen.getByText('Olivia Smith')).toBeInTheDocument();
  expect(screen.getByText('Harbour View · 06/12/2026 · BOOKED')).toBeInTheDocument();
});
