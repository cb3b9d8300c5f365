export { Card, type CardHeadingLevel, type CardImage, type CardProps, type CardVariant } from './card';
export { CardDetails, type CardDetail, type CardDetailsProps } from './card-details';
export { CardGrid, type CardGridProps } from './card-grid';
export { ArticleCard, type ArticleCardProps } from './article-card';
export { EventCard, type EventCardLabels, type EventCardProps } from './event-card';
export { CourseCard, type CourseCardLabels, type CourseCardProps } from './course-card';
export { TradeCard, type TradeCardProps } from './trade-card';
export { JobOfferCard, type JobOfferCardLabels, type JobOfferCardProps, type JobOfferStatus } from './job-offer-card';
export {
  MenuCard,
  formatEuros,
  type MenuCardLabels,
  type MenuCardProps,
  type MenuCourse,
  type MenuCourseKind,
  type MenuService,
} from './menu-card';
