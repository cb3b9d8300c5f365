export {
  Paginator,
  formatPageNumber,
  type PaginatorDir,
  type PaginatorLocale,
  type PaginatorProps,
  type PaginatorType,
} from './paginator';
export { pageWindow, type PageWindowItem } from './page-window';
