/** Vite's `?raw` suffix: a stylesheet's text, for a story that renders it in a `<style>` element. */
declare module '*.css?raw' {
  const css: string;
  export default css;
}
