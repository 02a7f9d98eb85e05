export { cn } from './lib/cn';
export { variants, type VariantProps } from './lib/variants';
export { useDebounced } from './lib/use-debounced';

// Navigation pieces every page may use (the site's shell itself is libs/site)
export { Logo, type LogoProps } from './shell/logo';
export { Breadcrumb, type BreadcrumbItem, type BreadcrumbProps } from './shell/breadcrumb';
export { PageTransition } from './shell/page-transition';
export { ScrollToTop } from './shell/scroll-to-top';

// Feedback
export { Toaster } from './feedback/toaster';
export { useToastLimit } from './feedback/use-toast-limit';
export { notify } from './feedback/notify';
export {
  toastOptions,
  TOAST_POSITION,
  TOAST_DURATION_MS,
  TOAST_ERROR_DURATION_MS,
  TOAST_SUCCESS_DURATION_MS,
  TOAST_LIMIT,
} from './feedback/toast-config';
export { LoadingSpinner, type LoadingSpinnerProps } from './feedback/loading-spinner';
export type { SpinnerVariant, SpinnerSize } from './feedback/spinner-graphic';
export { Skeleton } from './feedback/skeleton';
export { SkeletonCard } from './feedback/skeleton-card';
export { SkeletonGrid, type SkeletonGridProps } from './feedback/skeleton-grid';
export { EmptyState, type EmptyStateProps } from './feedback/empty-state';
export { ErrorPanel, type ErrorPanelProps } from './feedback/error-panel';
export { NotFound, type NotFoundProps } from './feedback/not-found';
export { QueryState, type QueryLike, type QueryStateProps } from './feedback/query-state';
export { DetailFrame, type DetailFrameProps, type DetailState } from './detail-frame/detail-frame';
export { NoDataAvailable } from './feedback/no-data-available';
export { FailedToLoadData, type FailedToLoadDataProps } from './feedback/failed-to-load-data';
export { ComingSoon } from './feedback/coming-soon';
export { reloadPage } from './feedback/reload-page';
export { TrophyIcon } from './feedback/trophy-icon';

// Primitives
export { Button, buttonVariants, type ButtonProps } from './primitives/button';
export { Card, type CardProps } from './primitives/card';
export { Badge, badgeVariants, type BadgeProps, type BadgeVariant } from './primitives/badge';
export { StatTile, type StatTileProps } from './primitives/stat-tile';
export { Tabs, type TabItem, type TabsProps } from './primitives/tabs';
export { PageFrame, type PageFrameProps } from './primitives/page-frame';
export { PageHeader, type PageHeaderProps } from './primitives/page-header';
export { PageSection, type PageSectionProps } from './primitives/page-section';
export { PageLinks, type PageLinksProps } from './primitives/page-links';
export { InfoList, type InfoListProps } from './primitives/info-list';

// Filter bar
export { FilterBar, type FilterBarProps } from './filter-bar/filter-bar';
export type {
  FilterButton,
  FilterCheckbox,
  FilterDate,
  FilterField,
  FilterFields,
  FilterNumber,
  FilterSearch,
  FilterSelect,
} from './filter-bar/filter-field';
export type { FilterChips, FilterFieldset, FilterRow } from './filter-bar/filter-row';
export {
  Field,
  fieldControl,
  Select,
  SearchInput,
  type FieldProps,
  type FilterOption,
  type SelectProps,
  type SearchInputProps,
} from './filter-bar/fields';
export { FilterDisclosure, type FilterDisclosureProps } from './filter-bar/filter-disclosure';

// Season picker
export { SeasonPicker, type SeasonPickerProps } from './season-picker/season-picker';

// URL state
export { useUrlState, type SetUrlState } from './url-state/use-url-state';

// Data table
export { DataTable, type DataTableProps } from './data-table/data-table';
export type { DataColumn, SortState, CellValue } from './data-table/data-column';
export { toCsv, downloadCsv } from './data-table/csv';
export { sortFromParam, sortToParam } from './data-table/sort-param';
export { sortRows } from './data-table/sort-rows';
