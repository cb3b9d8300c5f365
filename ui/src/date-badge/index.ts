export { DateBadge, type DateBadgeProps } from './date-badge';
export {
  formatFrenchDate,
  formatFrenchDateRange,
  toIsoDate,
  type DateInput,
  type FrenchDateOptions,
} from './format-date';
