export { EmptyState, type EmptyStateHeadingLevel, type EmptyStateProps } from './empty-state';
