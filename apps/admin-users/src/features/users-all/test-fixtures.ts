import type { Chain, HotelListItem, UserListResponse, UserSummary } from '@backoffice/contracts';

/** A user as GET /user/all and GET /user/info answer it, for the component tests, with `over` laid on top. */
export const userRow = (over: Partial<UserSummary> = {}): UserSummary => ({
  _id: 'u2',
  email: 'ann@example.test',
  firstName: 'Ann',
  lastName: 'Lee',
  fullName: 'Ann Lee',
  role: null,
  userType: 'EMPLOYEE',
  accessLevel: 'GROUPMANAGER',
  kind: 'Revenue Manager',
  accessLabel: 'Revenue Manager',
  department: null,
  commission: { _id: 'c1', clientTypeName: 'Accor' },
  hotel: [],
  provider: null,
  createdAt: '2026-03-01T00:00:00.000Z',
  lastLoggedIn: '2026-03-05T03:30:00.000Z',
  expireDate: null,
  disabled: false,
  status: 'Active',
  ...over,
});

/** A customer-app account (kind Customer). */
export const customerRow = (over: Partial<UserSummary> = {}): UserSummary =>
  userRow({
    _id: 'u3',
    email: 'cal@example.test',
    firstName: 'Cal',
    lastName: 'Guest',
    fullName: 'Cal Guest',
    userType: 'APP',
    accessLevel: null,
    kind: 'Customer',
    accessLabel: 'Customer',
    commission: null,
    provider: 'Timeflyz',
    lastLoggedIn: null,
    ...over,
  });

/** One page of users. */
export const page = (data: UserSummary[], total = data.length, pageNo = 1): UserListResponse => ({ data, total, page: pageNo, limit: 10 });

export const chain = (id: string, name: string): Chain => ({
  _id: id,
  clientTypeName: name,
  commissionRate: 11,
  commissionRateNotGST: 10,
  commissionRateGST: 1,
  commissionUrl: '',
  hotelCount: 2,
});

/** A hotel of the listing with only what role management reads (id, name, chain). */
export const hotel = (id: string, name: string, chainId: string | null, chainName = chainId ?? ''): HotelListItem =>
  ({ _id: id, name, commission: chainId ? { _id: chainId, clientTypeName: chainName } : null }) as unknown as HotelListItem;
