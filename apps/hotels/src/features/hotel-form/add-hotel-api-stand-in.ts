/**
 * For the Add Hotel specs: `@backoffice/api-client/hotels` with the calls the Add Hotel page makes replaced by
 * `jest.fn()` (and any `more` the spec names). Use it as
 * `jest.mock('@backoffice/api-client/hotels', () => jest.requireActual('./add-hotel-api-stand-in').addHotelApi('addRoom'))`;
 * `answerAddHotelCalls` (add-hotel-test-kit.tsx) gives them their answers. It imports nothing of the page, so the
 * mock factory does not load the module it replaces.
 */
const ADD_HOTEL_CALLS = ['checkAdmin', 'createHotel', 'addHotelContact', 'addHotelManager', 'uploadHotelImage', 'findPlaces'];

/** The api-client's hotels entry with each Add Hotel call (and each of `more`) a fresh `jest.fn()`. */
export function addHotelApi(...more: string[]) {
  return {
    ...jest.requireActual('@backoffice/api-client/hotels'),
    ...Object.fromEntries([...ADD_HOTEL_CALLS, ...more].map((name) => [name, jest.fn()])),
  };
}
