import { useMockAdapter } from './test-adapter';
import { ApiError } from './client';
import {
  findPlaces,
  getHotelRank,
  getOwnerHotels,
  listHotelOwners,
  listHotels,
  queryHotels,
  queryHotelsByProperty,
  saveProperties,
  setHotelStatus,
} from './hotel-listing';

const mock = useMockAdapter();

const rankQuery = { lon: 151.2, lat: -33.87, date: '2026-11-25', time: '12:30', duration: 3, hotelId: 'h1' };

describe('hotel listing calls', () => {
  it('listHotels sends the query as parameters and answers the page', async () => {
    mock.on(() => ({ status: 200, data: { data: [], total: 0, page: 2, limit: 10 } }));
    await expect(
      listHotels({ page: 2, limit: 10, search: 'syd', commissionID: 'c1', sort: 'name', order: 'desc' }),
    ).resolves.toEqual({ data: [], total: 0, page: 2, limit: 10 });
    expect(mock.last?.method).toBe('get');
    expect(mock.last?.url).toBe('/hotel/list');
    expect(mock.last?.params).toEqual({
      page: 2,
      limit: 10,
      search: 'syd',
      commissionID: 'c1',
      sort: 'name',
      order: 'desc',
    });
    expect(mock.last?.headers?.Authorization).toBe('Bearer tok');
  });

  it("getOwnerHotels calls the owner's path", async () => {
    mock.on(() => ({ status: 200, data: { data: [] } }));
    await getOwnerHotels('own/1', { page: 1, limit: 10 });
    expect(mock.last?.url).toBe('/hotel/getHotel/own%2F1');
    expect(mock.last?.params).toEqual({ page: 1, limit: 10 });
  });

  it('listHotelOwners, queryHotels and queryHotelsByProperty answer the lists', async () => {
    mock.on(() => ({ status: 200, data: { data: [{ _id: 'o1', fullName: 'Ann Lee', email: 'a@x.io' }] } }));
    await expect(listHotelOwners()).resolves.toEqual([{ _id: 'o1', fullName: 'Ann Lee', email: 'a@x.io' }]);
    expect(mock.last?.url).toBe('/user/hotels');

    const item = { _id: 'h1', name: 'Harbour', commission: null, propertyId: 'P1', city: 'Sydney' };
    mock.on(() => ({ status: 200, data: { data: [item] } }));
    await expect(queryHotels({ search: 'harb', limit: 20 })).resolves.toEqual([item]);
    expect(mock.last?.method).toBe('post');
    expect(mock.last?.url).toBe('/hotel/query');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ search: 'harb', limit: 20 });

    await expect(queryHotelsByProperty({ propertyId: 'P1' })).resolves.toEqual([item]);
    expect(mock.last?.url).toBe('/hotel/querybyproperty');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ propertyId: 'P1' });
  });

  it('setHotelStatus puts the id and the status only', async () => {
    mock.on(() => ({
      status: 200,
      data: { _id: 'h1', message: 'Hotel Status Changed Successfully', data: {} },
    }));
    await expect(setHotelStatus('h1', 'Live')).resolves.toMatchObject({
      message: 'Hotel Status Changed Successfully',
    });
    expect(mock.last?.method).toBe('put');
    expect(mock.last?.url).toBe('/hotel/update');
    expect(JSON.parse(String(mock.last?.data))).toEqual({ id: 'h1', isActive: 'Live' });
  });

  it('getHotelRank sends the query and answers the score', async () => {
    const answer = { points: { reviews: 10 }, Rank: 2, outOf: 7, total: 10, categories: [] };
    mock.on(() => ({ status: 200, data: answer }));
    await expect(getHotelRank(rankQuery)).resolves.toEqual(answer);
    expect(mock.last?.url).toBe('/hotel/rank');
    expect(mock.last?.params).toEqual(rankQuery);
  });

  it("getHotelRank throws the server's text of a 400, from message or else from error", async () => {
    mock.on(() => ({
      status: 400,
      data: { statusCode: 400, error: 'Bad Request', message: 'Please choose a valid date' },
    }));
    await expect(getHotelRank(rankQuery)).rejects.toEqual(new ApiError(400, 'Please choose a valid date'));
    mock.on(() => ({ status: 400, data: { error: 'No hotels near this location' } }));
    await expect(getHotelRank(rankQuery)).rejects.toMatchObject({
      status: 400,
      message: 'No hotels near this location',
    });
    mock.on(() => ({ status: 500, data: { message: 'Something went wrong' } }));
    await expect(getHotelRank(rankQuery)).rejects.toMatchObject({ status: 500 });
  });

  it('saveProperties posts the rows as a list', async () => {
    mock.on(() => ({ status: 200, data: { message: 'Changes Saved Successfully', data: { updated: 1 } } }));
    const rows = [{ hotelId: 'h1', propertyId: 'P9', propertyName: 'Harbour' }];
    await expect(saveProperties(rows)).resolves.toEqual({
      message: 'Changes Saved Successfully',
      data: { updated: 1 },
    });
    expect(mock.last?.url).toBe('/property/addNew');
    expect(JSON.parse(String(mock.last?.data))).toEqual(rows);
  });

  it('findPlaces searches by q', async () => {
    const place = {
      id: 'p1',
      label: 'Sydney, NSW, Australia',
      streetAddress: '',
      city: 'Sydney',
      state: 'NSW',
      country: 'Australia',
      postalCode: '',
      latitude: -33.87,
      longitude: 151.21,
    };
    mock.on(() => ({ status: 200, data: { data: [place] } }));
    await expect(findPlaces('syd')).resolves.toEqual([place]);
    expect(mock.last?.url).toBe('/places/search');
    expect(mock.last?.params).toEqual({ q: 'syd' });
  });
});
