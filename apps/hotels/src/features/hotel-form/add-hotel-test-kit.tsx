/**
 * For the Add Hotel specs (docs/areas/hotels.md): the signed-in SuperAdmin who becomes the owner, the page rendered
 * at /addHotel, the answers of its calls, and the required fields filled in. The api-client's hotels entry is
 * mocked by each spec through add-hotel-api-stand-in.ts.
 */
import type * as api from '@backoffice/api-client/hotels';
import { HotelsMessages } from '@backoffice/contracts';
import { fakeUser, renderWithProviders } from '@backoffice/test-utils';
import { screen, within } from '@testing-library/react';
import { AddHotelPage } from './add-hotel-page';

/** The signed-in SuperAdmin, whose name and e-mail the page sends as the owner's. */
export const admin = fakeUser({ role: 'SuperAdmin', firstName: 'Ada', lastName: 'Admin', email: 'ada@staff.example.com' });

/** Each Add Hotel call answers as on success: the owner `u1` with reference `owner-ref`, the hotel `h1`. */
export function answerAddHotelCalls(mocked: jest.Mocked<typeof api>) {
  mocked.checkAdmin.mockResolvedValue({ _id: 'u1', token: 'owner-ref' });
  mocked.createHotel.mockResolvedValue({ _id: 'h1', message: HotelsMessages.hotel.added, data: {} as never });
  mocked.addHotelContact.mockResolvedValue({} as never);
  mocked.addHotelManager.mockResolvedValue({} as never);
  mocked.uploadHotelImage.mockResolvedValue([]);
}

/** The Add Hotel page at /addHotel, signed in as `admin`. */
export const renderAddHotel = () => renderWithProviders(<AddHotelPage />, { route: '/addHotel', shell: { user: admin } });
export type AddHotelUser = ReturnType<typeof renderAddHotel>['user'];

/** Fills what Submit requires: the hotel's name, the hotel manager's details, the revenue manager 'Same as Owner'. */
export async function fillRequired(user: AddHotelUser) {
  await user.type(screen.getByRole('textbox', { name: /Hotel name/ }), 'Harbour Stay');
  const contact = screen.getByRole('region', { name: 'Hotel manager' });
  await user.type(within(contact).getByRole('textbox', { name: /First name/ }), 'Hana');
  await user.type(within(contact).getByRole('textbox', { name: /Last name/ }), 'Lee');
  await user.type(within(contact).getByRole('textbox', { name: /Position/ }), 'Manager');
  await user.type(within(contact).getByRole('textbox', { name: /Number/ }), '0400 000 000');
  await user.type(within(contact).getByRole('textbox', { name: /Email/ }), 'hana@harbour.example');
  const manager = screen.getByRole('region', { name: 'Revenue managers' });
  await user.click(within(manager).getByRole('switch', { name: 'Same as Owner' }));
}
