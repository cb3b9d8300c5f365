// The theme is a global stylesheet (tarteaucitron's DOM is not ours), imported for its side effects.
declare module '*/tarteaucitron-theme.css';
