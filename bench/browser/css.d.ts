// Stylesheets the bench pages import for their side effect; Vite bundles them.
declare module '*.css';
