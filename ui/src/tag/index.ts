export { Tag, TagList, type TagListProps, type TagProps, type TagVariant } from './tag';
