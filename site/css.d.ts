// Global stylesheets are imported for their side effects only.
declare module '*.css';
