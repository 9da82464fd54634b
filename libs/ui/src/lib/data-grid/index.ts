export { DataGrid, DATA_GRID_EMPTY_TEXT, preloadDataGrid } from './data-grid';
export type {
  DataGridColumn,
  DataGridColumnKind,
  DataGridPagination,
  DataGridProps,
  DataGridSelection,
  DataGridSort,
} from './data-grid-types';
