/** Add Hotel and Edit Hotel (docs/areas/hotels.md, "Add flow", "Edit save", "Rooms", "Photos", "Deleting a hotel"). */
export { AddHotelPage } from './components/add-hotel-page';
export { EditHotelPage } from './components/edit-hotel-page';
