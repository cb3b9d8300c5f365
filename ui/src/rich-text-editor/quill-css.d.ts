// Quill's theme stylesheets, imported for their side effect by the lazily loaded editor only.
declare module 'quill/dist/quill.snow.css';
declare module 'quill/dist/quill.bubble.css';
