export { Skeleton, type SkeletonProps, type SkeletonVariant } from './skeleton';
export { LoadingRegion, type LoadingRegionProps } from './loading-region';
export { CardSkeleton, type CardSkeletonProps } from './card-skeleton';
