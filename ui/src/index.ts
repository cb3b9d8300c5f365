/** The only public entry of the component library. */
export * from './alert';
export * from './breadcrumbs';
export * from './button';
export * from './card';
export * from './consent';
export * from './date-badge';
export * from './empty-state';
export * from './form';
export * from './layout';
export * from './link';
export * from './paginator';
export * from './rich-text-editor';
export * from './skeleton';
export * from './tag';
export * from './visually-hidden';
