/** The only public entry of the component library. */
export * from './button';
export * from './paginator';
